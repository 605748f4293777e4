import { accountTexts, EMAIL_TAKEN_MESSAGE } from '@pet-adoption/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { outboxMails, verifications } from '../../db/schema';
import {
  bearer,
  cookieOf,
  createUser,
  json,
  signInRequest,
  signUpRequest,
  TEST_PASSWORD,
  testDatabases,
} from '../../../test/helpers';
import { petBody } from '../../../test/fixtures';
import { linkIn, useMailingApp } from '../../../test/mailing-app';

const HOUR_MS = 60 * 60 * 1000;

/** Runs `call` with the clock moved on by `ms`: the links' expiry is the server's clock. */
async function later<T>(ms: number, call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
  try {
    return await call();
  } finally {
    vi.useRealTimers();
  }
}

describe.each(testDatabases)('account e-mails on %s', { timeout: 60_000 }, (database) => {
  const t = useMailingApp(database);
  const mailTo = (address: string, subject?: string) => t.mailTo(address, subject);
  const mailsTo = (address: string) => t.mailsTo(address);

  const session = (cookie: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const address = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

  describe('confirming an address', () => {
    it('sign-up e-mails a link that confirms the address once; the app works meanwhile', async () => {
      const person = await createUser(t.app, { name: 'Ann', email: address('ann') });
      expect(
        json<{ user: { emailVerified: boolean } }>(await session(person.cookie)).user,
      ).toMatchObject({ emailVerified: false });
      // Unconfirmed, the person still adds a pet as before.
      const pet = await t.app.inject({
        method: 'POST',
        url: '/api/petListing',
        headers: bearer(person.token),
        payload: petBody(),
      });
      expect(pet.statusCode, pet.body).toBe(200);

      const mail = await mailTo(person.email, 'Confirm your e-mail address');
      // The name is whatever was typed at sign-up: an address nobody has proved never gets it.
      expect(mail.text).toContain('Hello, welcome');
      expect(mail.text).not.toContain('Ann');
      expect(mail.text).toContain('24 hours');
      expect(mail.html).toContain('Confirm my address');
      // An account e-mail: nobody turns it off, so it has no unsubscribe.
      expect(mail.headers.has('list-unsubscribe')).toBe(false);
      const { token } = linkIn(mail, '/verifyEmail');

      const followed = await post('/api/account/verify-email', { token });
      expect(followed.statusCode, followed.body).toBe(200);
      expect(json(followed)).toEqual({ email: person.email });
      expect(
        json<{ user: { emailVerified: boolean } }>(await session(person.cookie)).user,
      ).toMatchObject({ emailVerified: true });

      const again = await post('/api/account/verify-email', { token });
      expect(again.statusCode).toBe(400);
      expect(json(again)).toEqual({
        error: { code: 'BAD_REQUEST', message: accountTexts.linkInvalid },
      });
    });

    it('a link expires after 24 hours; the banner sends a new one, until confirmed', async () => {
      const person = await createUser(t.app, { email: address('late') });
      const first = linkIn(await mailTo(person.email), '/verifyEmail');
      const expired = await later(24 * HOUR_MS + 60_000, () =>
        post('/api/account/verify-email', { token: first.token }),
      );
      expect(json(expired)).toEqual({
        error: { code: 'BAD_REQUEST', message: accountTexts.linkInvalid },
      });

      expect((await post('/api/account/verification-email')).statusCode).toBe(401);
      const resent = await post('/api/account/verification-email', undefined, bearer(person.token));
      expect(resent.statusCode, resent.body).toBe(200);
      expect(json(resent)).toEqual({ sentTo: person.email, approveFirst: false });
      const until = Date.now() + 15_000;
      while (mailsTo(person.email).length < 2 && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const second = linkIn(mailsTo(person.email)[1]!, '/verifyEmail');
      expect(second.token).not.toBe(first.token);
      expect((await post('/api/account/verify-email', { token: second.token })).statusCode).toBe(
        200,
      );

      const done = await post('/api/account/verification-email', undefined, bearer(person.token));
      expect(done.statusCode).toBe(400);
      expect(json(done)).toEqual({
        error: { code: 'BAD_REQUEST', message: accountTexts.alreadyVerified },
      });
    });

    it('a made-up or cut-short link confirms nothing', async () => {
      for (const token of ['nope', '', 'x'.repeat(500)]) {
        const answer = await post('/api/account/verify-email', { token });
        expect(answer.statusCode, token).toBe(400);
      }
    });
  });

  describe('forgot password', () => {
    it('the e-mailed link sets a new password once and ends every session and token', async () => {
      const person = await createUser(t.app, { name: 'Bo', email: address('bo') });
      const otherDevice = cookieOf(
        await signInRequest(t.app, { email: person.email, password: TEST_PASSWORD }),
      );

      const asked = await post('/api/auth/request-password-reset', { email: person.email });
      expect(asked.statusCode, asked.body).toBe(200);
      const mail = await mailTo(person.email, 'Choose a new password');
      expect(mail.text).toContain('1 hour');
      const { token } = linkIn(mail, '/resetPassword');
      // Neither the link's token nor the mail that carried it stays readable in the database.
      const identifiers = await t.handle.db
        .select({ identifier: verifications.identifier })
        .from(verifications);
      expect(identifiers.length).toBeGreaterThan(0);
      expect(identifiers.filter(({ identifier }) => identifier.includes(token))).toEqual([]);
      await vi.waitFor(async () => {
        const stored = await t.handle.db
          .select({ text: outboxMails.text, html: outboxMails.html })
          .from(outboxMails)
          .where(and(eq(outboxMails.to, person.email), eq(outboxMails.kind, 'passwordReset')));
        expect(stored).toEqual([{ text: '', html: '' }]);
      });

      const weak = await post('/api/auth/reset-password', { token, newPassword: 'short' });
      expect(weak.statusCode).toBe(400);
      expect(json<{ error: { fields: Record<string, string> } }>(weak).error.fields).toHaveProperty(
        'newPassword',
      );

      const reset = await post('/api/auth/reset-password', { token, newPassword: 'Fresh#456' });
      expect(reset.statusCode, reset.body).toBe(200);

      expect(json(await session(person.cookie))).toBeNull();
      expect(json(await session(otherDevice))).toBeNull();
      const withOldToken = await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(person.token),
      });
      expect(withOldToken.statusCode).toBe(401);

      const oldPassword = await signInRequest(t.app, {
        email: person.email,
        password: TEST_PASSWORD,
      });
      expect(oldPassword.statusCode).toBe(401);
      const newPassword = await signInRequest(t.app, {
        email: person.email,
        password: 'Fresh#456',
      });
      expect(newPassword.statusCode, newPassword.body).toBe(200);

      const again = await post('/api/auth/reset-password', { token, newPassword: 'Other#789' });
      expect(again.statusCode).toBe(400);
      expect(json(again)).toEqual({
        error: { code: 'BAD_REQUEST', message: accountTexts.linkInvalid },
      });
    });

    it('a link older than an hour no longer works', async () => {
      const person = await createUser(t.app, { email: address('slow') });
      await post('/api/auth/request-password-reset', { email: person.email });
      const { token } = linkIn(
        await mailTo(person.email, 'Choose a new password'),
        '/resetPassword',
      );
      const late = await later(HOUR_MS + 60_000, () =>
        post('/api/auth/reset-password', { token, newPassword: 'Fresh#456' }),
      );
      expect(late.statusCode).toBe(400);
      expect(json(late)).toEqual({
        error: { code: 'BAD_REQUEST', message: accountTexts.linkInvalid },
      });
    });

    it('answers the same for an address without an account, and e-mails nobody', async () => {
      const nobody = address('nobody');
      const someone = await createUser(t.app, { email: address('someone') });
      const forNobody = await post('/api/auth/request-password-reset', { email: nobody });
      const forSomeone = await post('/api/auth/request-password-reset', { email: someone.email });
      expect(forNobody.statusCode).toBe(200);
      expect(forNobody.body).toBe(forSomeone.body);
      // The outbox delivers in order: once the second request's e-mail is in, the first's
      // would be too.
      await mailTo(someone.email, 'Choose a new password');
      expect(mailsTo(nobody)).toEqual([]);
    });

    it('is limited per address, whether or not it has an account', async () => {
      const nobody = address('limited');
      for (let i = 0; i < 3; i += 1) {
        expect((await post('/api/auth/request-password-reset', { email: nobody })).statusCode).toBe(
          200,
        );
      }
      const refused = await post('/api/auth/request-password-reset', { email: nobody });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
      expect(json<{ error: { message: string } }>(refused).error.message).toBe(
        'Too many password reset requests. Please wait 1 hour and try again.',
      );
      const badAddress = await post('/api/auth/request-password-reset', { email: 'not-an-email' });
      expect(badAddress.statusCode).toBe(400);
    });
  });

  describe('changing the address', () => {
    it('takes effect once the new address follows its link; the old one is told', async () => {
      const before = address('old');
      const person = await createUser(t.app, { name: 'Cy', email: before });
      await mailTo(before);
      const taken = await createUser(t.app, { email: address('taken') });
      const after = address('new');

      const change = (email: string) =>
        post('/api/account/change-email', { email }, bearer(person.token));
      expect((await post('/api/account/change-email', { email: after })).statusCode).toBe(401);
      const same = await change(before);
      expect(same.statusCode).toBe(400);
      expect(json<{ error: { fields: Record<string, string> } }>(same).error.fields).toEqual({
        email: accountTexts.sameEmail,
      });
      const clash = await change(taken.email.toUpperCase());
      expect(clash.statusCode).toBe(409);
      expect(json(clash)).toEqual({ error: { code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE } });

      const asked = await change(after);
      expect(asked.statusCode, asked.body).toBe(200);
      expect(json(asked)).toEqual({ sentTo: after, approveFirst: false });
      const mail = await mailTo(after, 'Confirm your new e-mail address');
      const { token } = linkIn(mail, '/confirmEmail');

      // Nothing changes until the link is followed.
      expect(
        (await signInRequest(t.app, { email: before, password: TEST_PASSWORD })).statusCode,
      ).toBe(200);

      const confirmed = await post('/api/account/confirm-email', { token });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(json(confirmed)).toEqual({ email: after });

      const told = await mailTo(before, 'Your e-mail address was changed');
      expect(told.text).toContain('n••@example.com');
      expect(told.text).not.toContain(after);

      expect(
        (await signInRequest(t.app, { email: before, password: TEST_PASSWORD })).statusCode,
      ).toBe(401);
      const signedIn = await signInRequest(t.app, { email: after, password: TEST_PASSWORD });
      expect(signedIn.statusCode).toBe(200);
      expect(json<{ user: { emailVerified: boolean } }>(signedIn).user.emailVerified).toBe(true);

      expect((await post('/api/account/confirm-email', { token })).statusCode).toBe(400);
    });

    it('a change link dies when the address is taken or changed meanwhile', async () => {
      const person = await createUser(t.app, { email: address('first') });
      const wanted = address('wanted');
      await post('/api/account/change-email', { email: wanted }, bearer(person.token));
      const { token } = linkIn(await mailTo(wanted), '/confirmEmail');
      const rival = await signUpRequest(t.app, {
        name: 'Rival',
        email: wanted,
        password: TEST_PASSWORD,
        image: 'https://example.com/me.png',
      });
      expect(rival.statusCode).toBe(200);
      const clash = await post('/api/account/confirm-email', { token });
      expect(clash.statusCode).toBe(409);
      expect(json(clash)).toEqual({ error: { code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE } });
    });
  });
});
