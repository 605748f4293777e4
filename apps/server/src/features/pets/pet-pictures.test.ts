import { MAX_URL_LENGTH, type Pet } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pets } from '../../db/schema';
import { HOSTILE_PICTURES, petBody } from '../../../test/fixtures';
import { bearer, json, testDatabases, useSignedInUser, useTestApp } from '../../../test/helpers';
import { PAGE_HEADERS as page, visibleHtml, WEB_DIST_DIR } from '../../../test/html';

/** Values older versions stored, which no header may carry and the API now refuses. */
const UNFIT = ['https://example.com/\u0001.webp', 'https://example.com/café.webp', 'a\u2028b'];

describe.each(testDatabases)('pet pictures and names on %s', (database) => {
  const t = useTestApp({ database, config: { webDistDir: WEB_DIST_DIR } });
  const person = useSignedInUser(t);

  const addPet = (overrides: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(person.token),
      payload: { ...petBody(), ...overrides },
    });

  it.each([
    ['javascript:alert(1)', 'must be a full web address'],
    ['data:image/png;base64,AAAA', 'must be a full web address'],
    ['//example.com/cat.webp', 'must be a full web address'],
    ['../../etc/passwd', 'must be a full web address'],
    ['/api/petListing', 'must be a full web address'],
    ['https://example.com/a\u0001.webp', 'plain web address'],
    ['https://example.com/café.webp', 'plain web address'],
    ['https://example.com/a b.webp', 'plain web address'],
    [`https://example.com/${'a'.repeat(MAX_URL_LENGTH)}`, `at most ${MAX_URL_LENGTH}`],
  ])('refuses the image %j with a 400 naming the field', async (image, sentence) => {
    const response = await addPet({ image });
    expect(response.statusCode).toBe(400);
    const { error } = json<{ error: { code: string; fields: Record<string, string> } }>(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields.image).toContain('Image');
    expect(error.fields.image).toContain(sentence);
  });

  it.each([
    'https://example.com/cat.webp',
    'http://example.com/cat.jpg?size=large#x',
    '/uploads/0123456789abcdef0123456789abcdef-1600.webp',
    '/images/pets/luna.webp',
  ])('takes the image %j', async (image) => {
    const response = await addPet({ image });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses a name that is blank or longer than 100 characters', async () => {
    for (const petName of ['   ', 'a'.repeat(101)]) {
      const response = await addPet({ petName });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(json<{ error: { fields: object } }>(response).error.fields)).toEqual([
        'petName',
      ]);
    }
  });

  it.each(HOSTILE_PICTURES)(
    'refuses %j, which could break out of HTML or CSS, on create and update',
    async (image) => {
      const created = await addPet({ image });
      expect(created.statusCode).toBe(400);
      const sentence = 'Image must be a plain web address';
      expect(json<{ error: { fields: object } }>(created).error.fields).toEqual({
        image: expect.stringContaining(sentence) as unknown,
      });

      const added = json<{ insertedId: string }>(await addPet({}));
      const updated = await t.app.inject({
        method: 'PATCH',
        url: `/api/petListing/${added.insertedId}`,
        headers: bearer(person.token),
        payload: { image },
      });
      expect(updated.statusCode).toBe(400);
      expect(json<{ error: { fields: object } }>(updated).error.fields).toEqual({
        image: expect.stringContaining(sentence) as unknown,
      });
    },
  );

  it('refuses the same at update', async () => {
    const added = json<{ insertedId: string }>(await addPet({}));
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/petListing/${added.insertedId}`,
      headers: bearer(person.token),
      payload: { image: 'javascript:alert(1)' },
    });
    expect(response.statusCode).toBe(400);
    expect(json<{ error: { fields: object } }>(response).error.fields).toHaveProperty('image');
  });

  describe('a pet stored earlier with a picture no header can carry', () => {
    it.each(UNFIT)('%j: its page, the listing and the API still answer', async (image) => {
      const added = json<{ insertedId: string }>(await addPet({ petName: 'Odd' }));
      const id = added.insertedId;
      await t.handle.db.update(pets).set({ image }).where(eq(pets.id, id));

      const details = await t.app.inject({
        method: 'GET',
        url: `/petDetails/${id}`,
        headers: page,
      });
      expect(details.statusCode).toBe(200);
      expect(visibleHtml(details.body)).toContain('>Odd</h1>');

      // The newest pet is the first card of Pet listing, for every signed-in visitor.
      const listing = await t.app.inject({
        method: 'GET',
        url: '/petListing',
        headers: { ...page, cookie: person.cookie },
      });
      expect(listing.statusCode).toBe(200);
      expect(visibleHtml(listing.body)).toContain(`href="/petDetails/${id}"`);

      const api = await t.app.inject({ method: 'GET', url: `/api/petListing/${id}` });
      expect(api.statusCode).toBe(200);
      expect(json<Pet>(api).image).toBe(image);
    });

    it('a picture address that breaks out of CSS reaches no style on its page', async () => {
      const added = json<{ insertedId: string }>(await addPet({ petName: 'Odd' }));
      const id = added.insertedId;
      const [image = ''] = HOSTILE_PICTURES;
      await t.handle.db.update(pets).set({ image }).where(eq(pets.id, id));

      const details = await t.app.inject({
        method: 'GET',
        url: `/petDetails/${id}`,
        headers: page,
      });
      expect(details.statusCode).toBe(200);
      const html = visibleHtml(details.body);
      expect(html).toContain('>Odd</h1>');
      const styles = [...html.matchAll(/\sstyle="([^"]*)"/g)].map(([, style = '']) => style);
      expect(styles.join('\n')).not.toContain('evil.example');
    });

    it('a data: picture still comes out of the API', async () => {
      const added = json<{ insertedId: string }>(await addPet({}));
      const image = 'data:image/png;base64,AAAA';
      await t.handle.db.update(pets).set({ image }).where(eq(pets.id, added.insertedId));
      const list = await t.app.inject({ method: 'GET', url: '/api/petListing?limit=50' });
      expect(list.statusCode).toBe(200);
      expect(json<Pet[]>(list).some((pet) => pet.image === image)).toBe(true);
    });
  });
});
