import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, inArray } from 'drizzle-orm';
import { auditEntries, users } from '../../db/schema';
import {
  bearer,
  type TestApp,
  buildTestApp,
  cookieOf,
  json,
  testDatabases,
} from '../../../test/helpers';
import { startOAuthStandIn } from '../../../test/oauth-stand-in';

describe.each(testDatabases)(
  'Google and GitHub sign-in through a local OAuth server on %s',
  (database) => {
    let standIn: Awaited<ReturnType<typeof startOAuthStandIn>>;
    let test: TestApp;
    // What the provider's userinfo answers next.
    let profile: Record<string, unknown> = {};

    beforeAll(async () => {
      standIn = await startOAuthStandIn();
      test = await buildTestApp({ database, config: standIn.config });
    });

    afterAll(async () => {
      await test.close();
      await standIn.stop();
    });

    const signInWith = (provider: 'google' | 'github') => {
      standIn.setProfile(profile);
      return standIn.signInWith(test.app, provider);
    };

    it('says both providers are configured', async () => {
      const response = await test.app.inject({ url: '/api/config' });
      expect(json(response)).toMatchObject({ socialProviders: { google: true, github: true } });
    });

    it('signs in with Google: a session cookie, then a token, user record {email, name}', async () => {
      profile = {
        sub: 'google-123',
        email: 'Grace@Example.com',
        email_verified: true,
        name: 'Grace Hopper',
        picture: 'https://example.com/grace.png',
      };
      const done = await signInWith('google');
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toBe('/auth/popup-done');
      const cookie = cookieOf(done);
      expect(cookie).toMatch(/session_token=/);

      const session = await test.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
      expect(json(session)).toMatchObject({
        // Google vouches for the address: it counts as confirmed, no link needed.
        user: {
          email: 'grace@example.com',
          name: 'Grace Hopper',
          role: 'user',
          emailVerified: true,
        },
      });
      const jwt = await test.app.inject({
        method: 'POST',
        url: '/api/jwt',
        headers: { cookie },
        payload: { email: 'grace@example.com' },
      });
      expect(jwt.statusCode).toBe(200);
      const { token } = json<{ token: string }>(jwt);
      const check = await test.app.inject({
        url: '/api/users/admin/grace@example.com',
        headers: bearer(token),
      });
      expect(json(check)).toEqual({ admin: false });
    });

    it('signs in with GitHub, taking the login when the name is empty', async () => {
      profile = { id: 4242, login: 'octocat', name: null, email: 'octo@example.com' };
      const done = await signInWith('github');
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toBe('/auth/popup-done');
      const session = await test.app.inject({
        url: '/api/auth/get-session',
        headers: { cookie: cookieOf(done) },
      });
      expect(json(session)).toMatchObject({
        user: { email: 'octo@example.com', name: 'octocat', emailVerified: true },
      });
    });

    it('cleans a provider’s name of line breaks, controls and direction overrides instead of refusing it', async () => {
      profile = {
        id: 4343,
        login: 'mal\u0007lory',
        name: 'Mallory\u202e\r\n=1+1\u2066',
        email: 'mallory@example.com',
      };
      const done = await signInWith('github');
      expect(done.statusCode).toBe(302);
      const session = await test.app.inject({
        url: '/api/auth/get-session',
        headers: { cookie: cookieOf(done) },
      });
      expect(json(session)).toMatchObject({ user: { name: 'Mallory =1+1' } });

      // A name of nothing but hidden characters is no name: the login stands in, cleaned too.
      profile = {
        id: 4444,
        login: 'tr\u0000udy',
        name: '\u202e\r\n\t',
        email: 'trudy@example.com',
      };
      const second = await signInWith('github');
      const secondSession = await test.app.inject({
        url: '/api/auth/get-session',
        headers: { cookie: cookieOf(second) },
      });
      expect(json(secondSession)).toMatchObject({ user: { name: 'trudy' } });
    });

    it('records an admin’s sign-in through either provider in the audit log', async () => {
      const admins = { google: 'ada@example.com', github: 'alan@example.com' } as const;
      for (const provider of ['google', 'github'] as const) {
        const email = admins[provider];
        profile = { sub: `${provider}-admin`, id: 7, login: provider, email, name: provider };
        // The first sign-in makes the account, as a user; the next one is an admin's.
        expect((await signInWith(provider)).statusCode).toBe(302);
        await test.handle.db.update(users).set({ role: 'admin' }).where(eq(users.email, email));
        expect((await signInWith(provider)).statusCode).toBe(302);
      }

      const entries = await test.handle.db
        .select()
        .from(auditEntries)
        .where(inArray(auditEntries.adminEmail, Object.values(admins)))
        .orderBy(asc(auditEntries.createdAt));
      expect(entries.map((entry) => [entry.action, entry.adminEmail, entry.after])).toEqual([
        ['admin.signIn', admins.google, { method: 'google' }],
        ['admin.signIn', admins.github, { method: 'github' }],
      ]);
    });

    it('keeps a provider photo only when it is a plain web address', async () => {
      const photoOf = async (picture: string) => {
        profile = {
          sub: `google-${picture.length}`,
          email: `p${picture.length}@example.com`,
          picture,
        };
        const done = await signInWith('google');
        expect(done.statusCode).toBe(302);
        const session = await test.app.inject({
          url: '/api/auth/get-session',
          headers: { cookie: cookieOf(done) },
        });
        return json<{ user: { image?: string | null } }>(session).user.image ?? null;
      };
      expect(await photoOf('https://example.com/ada.png')).toBe('https://example.com/ada.png');
      expect(await photoOf('https://example.com/a.png");background:url(https://x.example/')).toBe(
        null,
      );
    });

    it('sends the popup back with an error when the provider gives no e-mail', async () => {
      profile = { id: 99, login: 'ghost' };
      const done = await signInWith('github');
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toMatch(/^\/auth\/popup-done\?error=/);
      expect(String(done.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
    });

    it('refuses a banned person coming back through the provider', async () => {
      profile = { sub: 'google-banned', email: 'banned@example.com', name: 'Bo Banned' };
      expect((await signInWith('google')).statusCode).toBe(302);
      await test.handle.db
        .update(users)
        .set({ banned: true })
        .where(eq(users.email, 'banned@example.com'));

      const done = await signInWith('google');
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toBe('/auth/popup-done?error=account_banned');
      expect(String(done.headers['set-cookie'] ?? '')).not.toMatch(/session_token=[^;]/);
    });

    it('refuses an unverifiable ID token posted straight to sign-in/social', async () => {
      const response = await test.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'google', idToken: { token: 'header.payload.signature' } },
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('does not link a provider to an unverified password account with the same e-mail', async () => {
      const signUp = await test.app.inject({
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: {
          name: 'Early Bird',
          email: 'taken@example.com',
          password: 'Secret#123',
          image: 'https://example.com/e.png',
        },
      });
      expect(signUp.statusCode).toBe(200);
      profile = {
        sub: 'google-taken',
        email: 'taken@example.com',
        email_verified: true,
        name: 'T',
      };
      const done = await signInWith('google');
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toBe('/auth/popup-done?error=account_not_linked');
    });
  },
);
