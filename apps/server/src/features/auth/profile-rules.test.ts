import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createUser,
  json,
  signUpRequest,
  TEST_PASSWORD,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import { HOSTILE_PICTURES } from '../../../test/fixtures';

type Fields = { error: { code: string; fields: Record<string, string> } };

const signUpBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ann Smith',
  email: `${randomUUID()}@example.com`,
  password: TEST_PASSWORD,
  image: 'https://example.com/ann.png',
  ...overrides,
});

const BAD_PHOTOS = [
  ...HOSTILE_PICTURES,
  'javascript:alert(1)',
  'data:image/png;base64,AAAA',
  'https://example.com/caf\u00e9.png',
  'https://example.com/a\u0001.png',
  'me.png',
];

describe.each(testDatabases)('names and photos of people on %s', (database) => {
  const t = useTestApp({ database });

  it.each(BAD_PHOTOS)('sign-up refuses the photo %j, naming the field', async (image) => {
    const response = await signUpRequest(t.app, signUpBody({ image }));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<Fields>(response).error.fields)).toEqual(['image']);
  });

  it('sign-up refuses a name longer than 100 characters, and takes an upload as photo', async () => {
    const long = await signUpRequest(t.app, signUpBody({ name: 'a'.repeat(101) }));
    expect(long.statusCode).toBe(400);
    expect(json<Fields>(long).error.fields.name).toMatch(/at most 100/);

    const upload = '/uploads/0123456789abcdef0123456789abcdef-1600.webp';
    const ok = await signUpRequest(t.app, signUpBody({ image: upload }));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  describe('update-user applies the same rules', () => {
    const update = (cookie: string, payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/update-user',
        headers: { cookie },
        payload,
      });
    const sessionUser = async (cookie: string) =>
      json<{ user: { name: string; image: string } }>(
        await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } }),
      ).user;

    it.each(HOSTILE_PICTURES)(
      'refuses the photo %j in a sentence naming the field',
      async (image) => {
        const person = await createUser(t.app);
        const response = await update(person.cookie, { image });
        expect(response.statusCode).toBe(400);
        expect(json<Fields>(response).error.fields).toEqual({
          image: expect.stringContaining('Photo URL must be a plain web address') as unknown,
        });
      },
    );

    it.each(BAD_PHOTOS)('refuses the photo %j, and keeps the old one', async (image) => {
      const person = await createUser(t.app);
      const response = await update(person.cookie, { image });
      expect(response.statusCode).toBe(400);
      expect(json<Fields>(response).error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { image: expect.stringContaining('Photo URL') as unknown },
      });
      expect((await sessionUser(person.cookie)).image).toBe('https://example.com/me.png');
    });

    it.each(['', '   ', 'a'.repeat(101)])('refuses the name %j', async (name) => {
      const person = await createUser(t.app);
      const response = await update(person.cookie, { name });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(json<Fields>(response).error.fields)).toEqual(['name']);
    });

    it('takes a valid name and photo', async () => {
      const person = await createUser(t.app);
      const response = await update(person.cookie, {
        name: '  Ann Jones ',
        image: 'https://example.com/new.png',
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await sessionUser(person.cookie)).toMatchObject({
        name: 'Ann Jones',
        image: 'https://example.com/new.png',
      });
    });
  });
});
