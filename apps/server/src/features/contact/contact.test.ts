import type { ContactMessage } from '@pet-adoption/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  json,
  promote,
  type SignedInUser,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import { contactLimitedMessage } from './contact.routes';

const message = {
  name: 'Rosa Park',
  email: 'rosa@example.com',
  message: 'Do you take volunteers at weekends?',
};

describe.each(testDatabases)('contact messages on %s', (database) => {
  const t = useTestApp({ database });
  let admin: SignedInUser;
  let member: SignedInUser;

  const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/contact', payload });
  const list = (url: string, by?: SignedInUser) =>
    t.app.inject({ method: 'GET', url, headers: by ? bearer(by.token) : {} });

  beforeAll(async () => {
    admin = await createUser(t.app, { name: 'Ada Admin' });
    await promote(t.handle, admin.id);
    member = await createUser(t.app, { name: 'Max Member' });
  });

  it('stores a message from anyone and answers 201 with its id', async () => {
    const response = await send(message);
    expect(response.statusCode, response.body).toBe(201);
    const { insertedId } = json<{ insertedId: string }>(response);
    expect(insertedId).toMatch(/^[0-9a-f-]{36}$/);

    const [stored] = json<ContactMessage[]>(await list('/api/contact', admin));
    expect(stored).toMatchObject({ _id: insertedId, ...message });
  });

  it('refuses a message with missing or bad fields, saying which', async () => {
    const response = await send({ name: ' ', email: 'not-an-address', message: 'Hi' });
    expect(response.statusCode).toBe(400);
    const { error } = json<{ error: { code: string; fields: Record<string, string> } }>(response);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({
      name: 'Enter your name.',
      email: 'Enter a valid e-mail address.',
      message: 'Write at least 10 characters.',
    });
  });

  it('lists messages to admins only, newest first, a page at a time, never cached', async () => {
    await send({ ...message, name: 'Second Sender' });

    expect((await list('/api/contact')).statusCode).toBe(401);
    expect((await list('/api/contact', member)).statusCode).toBe(403);

    const first = await list('/api/contact?limit=1', admin);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(json<ContactMessage[]>(first).map((m) => m.name)).toEqual(['Second Sender']);

    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toBeDefined();
    const second = await list(next ?? '', admin);
    expect(json<ContactMessage[]>(second).map((m) => m.name)).toEqual(['Rosa Park']);
    expect(second.headers.link).toBeUndefined();

    expect((await list('/api/contact?cursor=nonsense', admin)).statusCode).toBe(400);
  });

  it('stops an address after five messages an hour with 429 and Retry-After', async () => {
    // Two were sent above; three more reach the allowance.
    for (let i = 0; i < 3; i++) expect((await send(message)).statusCode).toBe(201);
    const refused = await send(message);
    expect(refused.statusCode).toBe(429);
    const seconds = Number(refused.headers['retry-after']);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60 * 60);
    // The sentence names the wait Retry-After gives: an hour at most, from the first message.
    expect(json<{ error: { message: string } }>(refused).error.message).toBe(
      contactLimitedMessage(seconds),
    );
    expect(contactLimitedMessage(seconds)).toMatch(
      /^You have sent several messages in a short time\. Please wait (\d+ minutes?|1 hour) and write again\.$/,
    );
  });

  it('counts addresses of one IPv6 /64 as one sender', async () => {
    const fromHome = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        remoteAddress: `2001:db8:dd:1:${i.toString(16)}::1`,
        payload: message,
      });
    for (let i = 0; i < 5; i++) expect((await fromHome(i)).statusCode).toBe(201);
    expect((await fromHome(5)).statusCode).toBe(429);
  });
});
