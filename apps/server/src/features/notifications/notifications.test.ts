import type { Notification } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  json,
  type SignedInUser,
  testDatabases,
  useSignedInUser,
  useTestApp,
} from '../../../test/helpers';
import { notifications } from '../../db/schema';

describe.each(testDatabases)('notifications API on %s', (database) => {
  const t = useTestApp({ database });
  const ann = useSignedInUser(t);
  const bob = useSignedInUser(t);

  const call = (method: 'GET' | 'PATCH' | 'POST', url: string, by?: SignedInUser) =>
    t.app.inject({ method, url, headers: by ? bearer(by.token) : {} });

  /** Notices straight into the table, one millisecond apart so their order is known. */
  async function give(user: SignedInUser, titles: string[]) {
    const start = Date.now();
    const rows = await t.handle.db
      .insert(notifications)
      .values(
        titles.map((title, i) => ({
          userId: user.id,
          kind: 'madeAdmin' as const,
          title,
          body: `${title}.`,
          link: '/dashboard',
          createdAt: new Date(start + i),
        })),
      )
      .returning({ id: notifications.id });
    return rows.map((row) => row.id);
  }

  it('answers 401 to everything when signed out', async () => {
    expect((await call('GET', '/api/notifications')).statusCode).toBe(401);
    expect((await call('GET', '/api/notifications/unread-count')).statusCode).toBe(401);
    expect((await call('POST', '/api/notifications/read-all')).statusCode).toBe(401);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await call('PATCH', `/api/notifications/${id}/read`)).statusCode).toBe(401);
  });

  it('lists only the caller’s own, newest first, paged like every list, never cached', async () => {
    await give(ann, ['first', 'second', 'third']);
    await give(bob, ['bob’s']);

    const page = await call('GET', '/api/notifications?limit=2', ann);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['x-total-count']).toBe('3');
    const listed = json<Notification[]>(page);
    expect(listed.map((n) => n.title)).toEqual(['third', 'second']);
    const { _id, createdAt, ...rest } = listed[0] ?? ({} as Notification);
    expect(_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(rest).toEqual({
      kind: 'madeAdmin',
      title: 'third',
      body: 'third.',
      link: '/dashboard',
      read: false,
    });

    const next = /<([^>]+)>; rel="next"/.exec(String(page.headers.link))?.[1];
    expect(next).toMatch(/^\/api\/notifications\?limit=2&cursor=/);
    const after = await call('GET', next ?? '', ann);
    expect(json<Notification[]>(after).map((n) => n.title)).toEqual(['first']);
    expect(after.headers.link).toBeUndefined();

    const bobs = json<Notification[]>(await call('GET', '/api/notifications', bob));
    expect(bobs.map((n) => n.title)).toEqual(['bob’s']);
  });

  it('counts unread, marks one read and filters with unread=true', async () => {
    const before = await call('GET', '/api/notifications/unread-count', ann);
    expect(json(before)).toEqual({ count: 3 });

    const [third] = json<Notification[]>(await call('GET', '/api/notifications?limit=1', ann));
    const marked = await call('PATCH', `/api/notifications/${third?._id}/read`, ann);
    expect(marked.statusCode).toBe(200);
    expect(json(marked)).toEqual({ modifiedCount: 1 });
    // Again: already read, nothing changes, still 200.
    const again = await call('PATCH', `/api/notifications/${third?._id}/read`, ann);
    expect(json(again)).toEqual({ modifiedCount: 0 });

    expect(json(await call('GET', '/api/notifications/unread-count', ann))).toEqual({ count: 2 });
    const unread = await call('GET', '/api/notifications?unread=true', ann);
    expect(unread.headers['x-total-count']).toBe('2');
    expect(json<Notification[]>(unread).map((n) => [n.title, n.read])).toEqual([
      ['second', false],
      ['first', false],
    ]);
    const all = json<Notification[]>(await call('GET', '/api/notifications?unread=false', ann));
    expect(all.map((n) => n.read)).toEqual([true, false, false]);
    expect((await call('GET', '/api/notifications?unread=yes', ann)).statusCode).toBe(400);
  });

  it('answers 404 for another person’s notice, an unknown one and a malformed id', async () => {
    const [bobs] = json<Notification[]>(await call('GET', '/api/notifications', bob));
    const theirs = await call('PATCH', `/api/notifications/${bobs?._id}/read`, ann);
    expect(theirs.statusCode).toBe(404);
    expect(json<Notification[]>(await call('GET', '/api/notifications', bob))[0]?.read).toBe(false);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('PATCH', `/api/notifications/${unknown}/read`, ann)).statusCode).toBe(404);
    expect((await call('PATCH', '/api/notifications/nope/read', ann)).statusCode).toBe(404);
  });

  it('marks all of the caller’s read, and nobody else’s', async () => {
    const response = await call('POST', '/api/notifications/read-all', ann);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ modifiedCount: 2 });
    expect(json(await call('GET', '/api/notifications/unread-count', ann))).toEqual({ count: 0 });
    expect(json(await call('GET', '/api/notifications/unread-count', bob))).toEqual({ count: 1 });
  });
});
