import { LAST_ADMIN_MESSAGE, UserSchema } from '@pet-adoption/shared';
import { and, eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../../db/schema';
import type { Actor } from '../../messaging/audit-log';
import { ACCESS_TOKEN_CLAIMS, accessTokenKey } from '../../plugins/auth';
import {
  bearer,
  createUser,
  json,
  promote,
  type SignedInUser,
  signInRequest,
  TEST_PASSWORD,
  testConfig,
  testDatabases,
  tokenFor,
  useTestApp,
} from '../../../test/helpers';
import { banUser } from './users.service';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token signed like ours but with `key` and these times (seconds since the epoch). */
function signWith(key: Uint8Array, sub: string, exp: number, iat = exp - 3600) {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuer(ACCESS_TOKEN_CLAIMS.issuer)
    .setAudience(ACCESS_TOKEN_CLAIMS.audience)
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(key);
}

type Caller =
  | 'anonymous'
  | 'user'
  | 'other user'
  | 'admin'
  | 'banned user'
  | 'expired token'
  | 'wrong key'
  | 'alg none';

describe.each(testDatabases)('users and access on %s', (database) => {
  const t = useTestApp({ database });
  let user: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let banned: SignedInUser;
  let target: SignedInUser;
  const tokens = {} as Record<Caller, string | undefined>;

  beforeAll(async () => {
    user = await createUser(t.app, { name: 'Uma User' });
    other = await createUser(t.app, { name: 'Otto Other' });
    admin = await createUser(t.app, { name: 'Ada Admin' });
    banned = await createUser(t.app, { name: 'Ben Banned' });
    target = await createUser(t.app, { name: 'Tia Target' });
    await promote(t.handle, admin.id);
    const ban = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${banned.id}`,
      headers: bearer(admin.token),
    });
    expect(ban.statusCode).toBe(200);

    const now = Math.floor(Date.now() / 1000);
    const key = accessTokenKey(testConfig.authSecret);
    tokens.anonymous = undefined;
    tokens.user = user.token;
    tokens['other user'] = other.token;
    tokens.admin = admin.token;
    tokens['banned user'] = banned.token;
    tokens['expired token'] = await signWith(key, user.id, now - 60);
    tokens['wrong key'] = await signWith(
      accessTokenKey('another secret entirely'),
      admin.id,
      now + 600,
    );
    tokens['alg none'] = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({
      sub: admin.id,
      iss: ACCESS_TOKEN_CLAIMS.issuer,
      aud: ACCESS_TOKEN_CLAIMS.audience,
      iat: now,
      exp: now + 600,
    })}.`;
  });

  const forged = { 'expired token': 401, 'wrong key': 401, 'alg none': 401 } as const;
  const endpoints: {
    name: string;
    request: () => { method: 'GET' | 'POST' | 'DELETE' | 'PATCH'; url: string; payload?: object };
    expected: Record<Caller, number>;
  }[] = [
    {
      name: "POST /api/users (the user's own e-mail)",
      request: () => ({
        method: 'POST',
        url: '/api/users',
        payload: { name: 'Uma User', email: user.email },
      }),
      expected: {
        anonymous: 401,
        user: 200,
        'other user': 403,
        admin: 403,
        'banned user': 403,
        ...forged,
      },
    },
    {
      name: 'GET /api/users',
      request: () => ({ method: 'GET', url: '/api/users' }),
      expected: {
        anonymous: 401,
        user: 403,
        'other user': 403,
        admin: 200,
        'banned user': 403,
        ...forged,
      },
    },
    {
      name: 'DELETE /api/users/{id}',
      request: () => ({ method: 'DELETE', url: `/api/users/${target.id}` }),
      expected: {
        anonymous: 401,
        user: 403,
        'other user': 403,
        admin: 200,
        'banned user': 403,
        ...forged,
      },
    },
    {
      name: 'PATCH /api/users/admin/{id}',
      request: () => ({ method: 'PATCH', url: `/api/users/admin/${target.id}` }),
      expected: {
        anonymous: 401,
        user: 403,
        'other user': 403,
        admin: 200,
        'banned user': 403,
        ...forged,
      },
    },
    {
      name: "GET /api/users/admin/{email} (the user's own e-mail)",
      request: () => ({ method: 'GET', url: `/api/users/admin/${user.email}` }),
      expected: {
        anonymous: 401,
        user: 200,
        'other user': 403,
        admin: 200,
        'banned user': 403,
        ...forged,
      },
    },
  ];

  describe.each(endpoints)('$name', ({ request, expected }) => {
    it.each(Object.keys(expected) as Caller[])('answers %s as the matrix says', async (caller) => {
      const token = tokens[caller];
      const response = await t.app.inject({
        ...request(),
        headers: token === undefined ? {} : bearer(token),
      });
      expect(response.statusCode, response.body).toBe(expected[caller]);
      if (response.statusCode >= 400) {
        const { error } = json<{ error: { code: string; message: string } }>(response);
        expect(error.message).toMatch(/\.$/);
      }
    });
  });

  it('lists users in the API shape, with roles and bans', async () => {
    const response = await t.app.inject({ url: '/api/users', headers: bearer(admin.token) });
    const list = json<unknown[]>(response).map((item) =>
      z.strictObject(UserSchema.shape).parse(item),
    );
    expect(list.find((u) => u._id === admin.id)).toMatchObject({ role: 'admin', banned: false });
    expect(list.find((u) => u._id === banned.id)).toMatchObject({ role: 'user', banned: true });
    expect(list.find((u) => u._id === user.id)).toMatchObject({
      name: 'Uma User',
      email: user.email,
      photoURL: 'https://example.com/me.png',
    });
  });

  it('ignores a role in the body of POST /api/users and is idempotent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: bearer(other.token),
      payload: { name: 'Otto Other', email: other.email, role: 'admin' },
    });
    expect(json(response)).toEqual({ insertedId: null });
    const check = await t.app.inject({
      url: `/api/users/admin/${other.email}`,
      headers: bearer(other.token),
    });
    expect(json(check)).toEqual({ admin: false });
  });

  it('refuses to let an admin ban themselves', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${admin.id}`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(403);
    expect(json(response)).toEqual({
      error: { code: 'FORBIDDEN', message: 'You cannot ban yourself.' },
    });
  });

  it('answers 404 for an unknown user', async () => {
    for (const method of ['DELETE', 'PATCH'] as const) {
      const url = method === 'DELETE' ? '/api/users/nobody' : '/api/users/admin/nobody';
      const response = await t.app.inject({ method, url, headers: bearer(admin.token) });
      expect(response.statusCode).toBe(404);
    }
  });

  it('makes an admin at once: the next call with the same token is an admin call', async () => {
    const person = await createUser(t.app);
    const before = await t.app.inject({ url: '/api/users', headers: bearer(person.token) });
    expect(before.statusCode).toBe(403);

    const promoteCall = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/admin/${person.id}`,
      headers: bearer(admin.token),
    });
    expect(json(promoteCall)).toEqual({ modifiedCount: 1 });
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/admin/${person.id}`,
      headers: bearer(admin.token),
    });
    expect(json(again)).toEqual({ modifiedCount: 0 });

    const after = await t.app.inject({ url: '/api/users', headers: bearer(person.token) });
    expect(after.statusCode).toBe(200);
    const check = await t.app.inject({
      url: `/api/users/admin/${person.email.toUpperCase()}`,
      headers: bearer(person.token),
    });
    expect(json(check)).toEqual({ admin: true });
  });

  it('bans at once: token, session and sign-in all stop, and the record stays', async () => {
    const person = await createUser(t.app);
    const ok = await t.app.inject({
      url: `/api/users/admin/${person.email}`,
      headers: bearer(person.token),
    });
    expect(ok.statusCode).toBe(200);

    const ban = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${person.id}`,
      headers: bearer(admin.token),
    });
    expect(json(ban)).toEqual({ deletedCount: 1 });

    const withToken = await t.app.inject({
      url: `/api/users/admin/${person.email}`,
      headers: bearer(person.token),
    });
    expect(withToken.statusCode).toBe(403);
    expect(json(withToken)).toEqual({
      error: { code: 'FORBIDDEN', message: 'This account has been banned.' },
    });

    const session = await t.app.inject({
      url: '/api/auth/get-session',
      headers: { cookie: person.cookie },
    });
    expect(json(session)).toBeNull();
    await expect(tokenFor(t.app, person.cookie, person.email)).rejects.toThrow();

    const signIn = await signInRequest(t.app, { email: person.email, password: TEST_PASSWORD });
    expect(signIn.statusCode).toBe(403);
    expect(json<{ error: { message: string } }>(signIn).error.message).toMatch(/banned/);

    const list = await t.app.inject({ url: '/api/users', headers: bearer(admin.token) });
    expect(json<{ _id: string }[]>(list).some((u) => u._id === person.id)).toBe(true);
  });
});

describe.each(testDatabases)('banning administrators on %s', (database) => {
  const t = useTestApp({ database });
  const asCaller = (person: SignedInUser, name: string): Actor => ({
    id: person.id,
    name,
    email: person.email,
    role: 'admin',
    clientAddress: '127.0.0.1',
  });
  const unbannedAdmins = async () =>
    (
      await t.handle.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'admin'), eq(users.banned, false)))
    ).map(({ id }) => id);

  async function twoAdmins() {
    // A database of their own: no other admin can keep the last one company.
    await t.handle.db.update(users).set({ banned: true }).where(eq(users.role, 'admin'));
    const ann = await createUser(t.app, { name: 'Ann Admin' });
    const bob = await createUser(t.app, { name: 'Bob Admin' });
    await promote(t.handle, ann.id);
    await promote(t.handle, bob.id);
    return { ann, bob };
  }

  it('lets an admin ban another admin while an admin remains', async () => {
    const { ann, bob } = await twoAdmins();
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${bob.id}`,
      headers: bearer(ann.token),
    });
    expect(response.statusCode).toBe(200);
    expect(await unbannedAdmins()).toEqual([ann.id]);
  });

  it('of two admins banning each other at once, one ban holds and an admin remains', async () => {
    const { ann, bob } = await twoAdmins();
    const outcomes = await Promise.allSettled([
      banUser(t.handle.db, asCaller(ann, 'Ann Admin'), bob.id),
      banUser(t.handle.db, asCaller(bob, 'Bob Admin'), ann.id),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(refused?.reason).toMatchObject({ statusCode: 409, message: LAST_ADMIN_MESSAGE });
    expect(await unbannedAdmins()).toHaveLength(1);
  });

  it('refuses the ban that would leave no administrator, in the API shape', async () => {
    const { ann, bob } = await twoAdmins();
    // Ann's own ban lands while her request to ban Bob is on its way (she passed the guard).
    await t.handle.db.update(users).set({ banned: true }).where(eq(users.id, ann.id));
    await expect(banUser(t.handle.db, asCaller(ann, 'Ann Admin'), bob.id)).rejects.toMatchObject({
      statusCode: 409,
    });
    expect(await unbannedAdmins()).toEqual([bob.id]);

    // Over HTTP the same sentence comes back in the API's error shape.
    await t.handle.db.update(users).set({ banned: false }).where(eq(users.id, ann.id));
    const both = await Promise.all([
      t.app.inject({ method: 'DELETE', url: `/api/users/${bob.id}`, headers: bearer(ann.token) }),
      t.app.inject({ method: 'DELETE', url: `/api/users/${ann.id}`, headers: bearer(bob.token) }),
    ]);
    expect(both.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await unbannedAdmins()).toHaveLength(1);
    for (const response of both.filter((r) => r.statusCode === 409)) {
      expect(json(response)).toEqual({ error: { code: 'CONFLICT', message: LAST_ADMIN_MESSAGE } });
    }
  });
});
