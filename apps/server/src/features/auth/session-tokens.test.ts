import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app';
import { sessions } from '../../db/schema';
import {
  bearer,
  cookieOf,
  createUser,
  json,
  signIn,
  type SignedInUser,
  TEST_PASSWORD,
  testDatabases,
  tokenFor,
  useTestApp,
} from '../../../test/helpers';

/** A call behind requireUser: saving one's own user record (idempotent). */
const asUser = (app: App, token: string, email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/users',
    headers: bearer(token),
    payload: { name: 'Test Person', email },
  });

const ENDED = {
  error: { code: 'UNAUTHORIZED', message: 'Your sign-in has ended. Please sign in again.' },
};

describe.each(testDatabases)('access tokens end with their session on %s', (database) => {
  const t = useTestApp({ database });

  const post = (url: string, cookie: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  /** A second sign-in of the same person (another device), with its own token. */
  async function secondDevice(person: SignedInUser) {
    const cookie = await signIn(t.app, person.email);
    return { cookie, token: await tokenFor(t.app, cookie, person.email) };
  }

  it('stops on the next request after sign-out', async () => {
    const person = await createUser(t.app);
    expect((await asUser(t.app, person.token, person.email)).statusCode).toBe(200);

    expect((await post('/api/auth/sign-out', person.cookie)).statusCode).toBe(200);
    const after = await asUser(t.app, person.token, person.email);
    expect(after.statusCode).toBe(401);
    expect(json(after)).toEqual(ENDED);
  });

  it('stops for every device after "sign out everywhere" (revoke-sessions)', async () => {
    const person = await createUser(t.app);
    const other = await secondDevice(person);
    expect((await asUser(t.app, other.token, person.email)).statusCode).toBe(200);

    expect((await post('/api/auth/revoke-sessions', person.cookie)).statusCode).toBe(200);
    expect((await asUser(t.app, person.token, person.email)).statusCode).toBe(401);
    expect((await asUser(t.app, other.token, person.email)).statusCode).toBe(401);
  });

  it('stops for the other devices after revoke-other-sessions, and not for this one', async () => {
    const person = await createUser(t.app);
    const other = await secondDevice(person);

    expect((await post('/api/auth/revoke-other-sessions', person.cookie)).statusCode).toBe(200);
    expect((await asUser(t.app, other.token, person.email)).statusCode).toBe(401);
    expect((await asUser(t.app, person.token, person.email)).statusCode).toBe(200);
  });

  it.each([true, false])(
    'stops after a password change (revokeOtherSessions: %s); the new session gets new tokens',
    async (revokeOtherSessions) => {
      const person = await createUser(t.app);
      const other = await secondDevice(person);

      const change = await post('/api/auth/change-password', person.cookie, {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Changed#42',
        revokeOtherSessions,
      });
      expect(change.statusCode, change.body).toBe(200);
      expect((await asUser(t.app, other.token, person.email)).statusCode).toBe(401);
      expect((await asUser(t.app, person.token, person.email)).statusCode).toBe(401);

      // The password change hands this device a new session, whose tokens work.
      const cookie = cookieOf(change);
      const fresh = await tokenFor(t.app, cookie, person.email);
      expect((await asUser(t.app, fresh, person.email)).statusCode).toBe(200);
    },
  );

  it('stops when its session row is gone', async () => {
    const person = await createUser(t.app);
    await t.handle.db.delete(sessions).where(eq(sessions.userId, person.id));
    expect(json(await asUser(t.app, person.token, person.email))).toEqual(ENDED);
  });
});

describe.each(testDatabases)('sessions end 30 days after they began on %s', (database) => {
  const t = useTestApp({ database });

  async function ageSessions(userId: string, days: number) {
    await t.handle.db
      .update(sessions)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(sessions.userId, userId));
  }

  it('keeps a 29-day-old session, which still renews its token', async () => {
    const person = await createUser(t.app);
    await ageSessions(person.id, 29);
    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: person.cookie },
    });
    expect(json(session)).toMatchObject({ user: { email: person.email } });
    const token = await tokenFor(t.app, person.cookie, person.email);
    expect((await asUser(t.app, token, person.email)).statusCode).toBe(200);
  });

  it('refuses to renew the token of a 31-day-old session, and its old token', async () => {
    const person = await createUser(t.app);
    await ageSessions(person.id, 31);

    const old = await asUser(t.app, person.token, person.email);
    expect(old.statusCode).toBe(401);

    const renew = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie: person.cookie },
      payload: { email: person.email },
    });
    expect(renew.statusCode).toBe(401);
    expect(json(renew)).toEqual({
      error: {
        code: 'UNAUTHORIZED',
        message: 'Please sign in to get an access token.',
      },
    });
  });

  it('no longer returns a 31-day-old session from get-session', async () => {
    const person = await createUser(t.app);
    await ageSessions(person.id, 31);
    const response = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: person.cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toBeNull();
  });
});

describe.each(testDatabases)('the 30-day cap on every identity call on %s', (database) => {
  const t = useTestApp({ database });
  const DAY = 24 * 60 * 60 * 1000;

  // Only Date is faked: better-auth, the session rule and the rows it writes all read it, while
  // the database and timers run on as usual.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * A person who signed in and came back on days 6, 12, 18 and 24, so that better-auth's sliding
   * 7-day expiry kept their session alive to day 31; now `days` after signing in.
   */
  async function regularVisitor(days: number) {
    const start = Date.now();
    const person = await createUser(t.app);
    for (const day of [6, 12, 18, 24]) {
      vi.setSystemTime(start + day * DAY);
      const session = await t.app.inject({
        url: '/api/auth/get-session',
        headers: { cookie: person.cookie },
      });
      expect(json(session)).toMatchObject({ user: { email: person.email } });
    }
    vi.setSystemTime(start + days * DAY);
    return person;
  }

  const calls: [string, string, (person: SignedInUser) => object][] = [
    ['POST', '/api/auth/update-user', () => ({ name: 'Changed Name' })],
    [
      'POST',
      '/api/auth/change-password',
      () => ({ currentPassword: TEST_PASSWORD, newPassword: 'Changed#42' }),
    ],
    ['GET', '/api/auth/list-sessions', () => ({})],
    ['POST', '/api/auth/revoke-sessions', () => ({})],
    ['POST', '/api/auth/revoke-other-sessions', () => ({})],
    ['POST', '/api/auth/revoke-session', (person) => ({ token: person.cookie })],
  ];

  it.each(calls)('%s %s refuses a session 30 days after its sign-in', async (method, url, body) => {
    const person = await regularVisitor(30.1);
    const response = await t.app.inject({
      method: method === 'GET' ? 'GET' : 'POST',
      url,
      headers: { cookie: person.cookie },
      ...(method === 'GET' ? {} : { payload: body(person) }),
    });
    expect(response.statusCode, response.body).toBe(401);
    expect(json(response)).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
    });
  });

  it('still serves a regular visitor 29 days after signing in', async () => {
    const person = await regularVisitor(29);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { cookie: person.cookie },
      payload: { name: 'Changed Name' },
    });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('lets the person sign in again from the same browser, and sign out', async () => {
    const person = await regularVisitor(31);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: person.cookie },
    });
    expect(signOut.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { cookie: person.cookie },
      payload: { email: person.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});
