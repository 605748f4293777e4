import type { AuditEntry } from '@pet-adoption/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, cookieOf, createUser, json, promote, testDatabases } from '../../../test/helpers';
import { linkIn, useMailingApp } from '../../../test/mailing-app';
import { startOAuthStandIn } from '../../../test/oauth-stand-in';

// Google or GitHub signing in with an account's address ties itself to that account only when
// the account's owner confirmed that address, and never to one a change of address just brought.
describe.each(testDatabases)(
  'tying a provider to an account on %s',
  { timeout: 60_000 },
  (database) => {
    let standIn: Awaited<ReturnType<typeof startOAuthStandIn>>;
    beforeAll(async () => {
      standIn = await startOAuthStandIn();
    });
    afterAll(() => standIn.stop());
    const t = useMailingApp(database, () => standIn.config);

    const address = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    const sessionUser = async (cookie: string) =>
      json<{ user: { id: string } } | null>(
        await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } }),
      )?.user.id;

    async function confirmedAccount(name: string) {
      const person = await createUser(t.app, { name, email: address(name.toLowerCase()) });
      const { token } = linkIn(
        await t.mailTo(person.email, 'Confirm your e-mail address'),
        '/verifyEmail',
      );
      expect((await post('/api/account/verify-email', { token })).statusCode).toBe(200);
      return person;
    }

    it('ties Google to an account whose owner confirmed the address, audited and told', async () => {
      const grace = await confirmedAccount('Grace');
      standIn.setProfile({
        sub: `g-${grace.id}`,
        email: grace.email,
        email_verified: true,
        name: 'G',
      });
      const done = await standIn.signInWith(t.app, 'google');
      expect(done.headers.location).toBe('/auth/popup-done');
      expect(await sessionUser(cookieOf(done))).toBe(grace.id);

      const told = await t.mailTo(grace.email, 'Google sign-in was added to your account');
      expect(told.text).toContain('If this was not you, choose a new password at once');
      const admin = await createUser(t.app);
      await promote(t.handle, admin.id);
      const log = json<AuditEntry[]>(
        await t.app.inject({
          url: '/api/audit?action=account.linkProvider',
          headers: bearer(admin.token),
        }),
      );
      expect(log.find((entry) => entry.targetId === grace.id)).toMatchObject({
        adminId: grace.id,
        action: 'account.linkProvider',
        after: { provider: 'Google' },
      });
    });

    it('never ties a provider to an address an account just claimed by a change of address', async () => {
      const mallory = await confirmedAccount('Mallory');
      const victim = address('victim');
      expect(
        (await post('/api/account/change-email', { email: victim }, bearer(mallory.token)))
          .statusCode,
      ).toBe(200);
      // The victim (or their mail scanner, once) presses the button: the address is now the
      // attacker's account's, confirmed.
      const { token } = linkIn(
        await t.mailTo(victim, 'Confirm your new e-mail address'),
        '/confirmEmail',
      );
      expect((await post('/api/account/confirm-email', { token })).statusCode).toBe(200);

      standIn.setProfile({ sub: 'g-victim', email: victim, email_verified: true, name: 'Victim' });
      const done = await standIn.signInWith(t.app, 'google');
      expect(done.statusCode).toBe(302);
      expect(done.headers.location).toMatch(/^\/auth\/popup-done\?error=/);
      const cookie = cookieOf(done);
      expect(cookie.includes('session_token') ? await sessionUser(cookie) : undefined).not.toBe(
        mallory.id,
      );
    });
  },
);
