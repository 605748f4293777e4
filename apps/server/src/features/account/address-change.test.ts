import { accountTexts } from '@pet-adoption/shared';
import { describe, expect, it, vi } from 'vitest';
import { visibleHtml, WEB_DIST_DIR } from '../../../test/html';
import {
  bearer,
  cookieOf,
  createUser,
  json,
  signInRequest,
  TEST_PASSWORD,
  testDatabases,
} from '../../../test/helpers';
import { linkIn, useMailingApp } from '../../../test/mailing-app';
import { asHtml, pageForms } from '../../../test/page-forms';

const MINUTE_MS = 60_000;

/** Runs `call` with the clock `ms` ahead: a sign-in is "recent" by the server's clock. */
async function later<T>(ms: number, call: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + ms });
  try {
    return await call();
  } finally {
    vi.useRealTimers();
  }
}

type Fields = { error: { message: string; fields?: Record<string, string> } };

describe.each(testDatabases)(
  'changing the e-mail address on %s',
  { timeout: 60_000 },
  (database) => {
    const t = useMailingApp(database, { webDistDir: WEB_DIST_DIR });
    const pages = pageForms(t);
    const address = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload && { payload }) });
    const session = async (cookie: string) =>
      json<unknown>(await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } }));

    /** A change asked for with a token, 10 minutes after its sign-in: a stolen token's position. */
    const changeLater = (token: string, payload: object) =>
      later(10 * MINUTE_MS, () => post('/api/account/change-email', payload, bearer(token)));

    it('asks for the current password unless the sign-in is recent', async () => {
      const person = await createUser(t.app, { email: address('pw') });
      const wanted = address('wanted');

      const bare = await changeLater(person.token, { email: wanted });
      expect(bare.statusCode).toBe(400);
      expect(json<Fields>(bare).error.fields).toEqual({
        currentPassword: accountTexts.currentPasswordNeeded,
      });
      const wrong = await changeLater(person.token, {
        email: wanted,
        currentPassword: 'Wrong#999',
      });
      expect(wrong.statusCode).toBe(400);
      expect(json<Fields>(wrong).error.fields).toEqual({
        currentPassword: accountTexts.currentPasswordWrong,
      });
      const right = await changeLater(person.token, {
        email: wanted,
        currentPassword: TEST_PASSWORD,
      });
      expect(right.statusCode, right.body).toBe(200);
      // Just signed in, the person is not asked again.
      const fresh = await post(
        '/api/account/change-email',
        { email: address('fresh') },
        bearer(person.token),
      );
      expect(fresh.statusCode, fresh.body).toBe(200);
    });

    it('a password reset, a password change or signing out everywhere cancels a pending change', async () => {
      for (const ending of ['reset', 'change', 'everywhere'] as const) {
        const before = address(`cancel-${ending}`);
        const person = await createUser(t.app, { email: before });
        const wanted = address(`pending-${ending}`);
        expect(
          (await post('/api/account/change-email', { email: wanted }, bearer(person.token)))
            .statusCode,
        ).toBe(200);
        const { token } = linkIn(
          await t.mailTo(wanted, 'Confirm your new e-mail address'),
          '/confirmEmail',
        );

        if (ending === 'reset') {
          await post('/api/auth/request-password-reset', { email: before });
          const reset = linkIn(await t.mailTo(before, 'Choose a new password'), '/resetPassword');
          const done = await post('/api/auth/reset-password', {
            token: reset.token,
            newPassword: 'Fresh#456',
          });
          expect(done.statusCode, done.body).toBe(200);
        } else if (ending === 'change') {
          const done = await post(
            '/api/auth/change-password',
            { currentPassword: TEST_PASSWORD, newPassword: 'Fresh#456' },
            { cookie: person.cookie },
          );
          expect(done.statusCode, done.body).toBe(200);
        } else {
          const done = await post('/api/auth/revoke-sessions', {}, { cookie: person.cookie });
          expect(done.statusCode, done.body).toBe(200);
        }
        const late = await post('/api/account/confirm-email', { token });
        expect(late.statusCode, ending).toBe(400);
        expect(json<Fields>(late).error.message).toBe(accountTexts.linkInvalid);
      }
    });

    it('confirming ends the other sessions, and the old address can take the account back', async () => {
      const before = address('victim');
      const victim = await createUser(t.app, { name: 'Vic', email: before });
      const laptop = cookieOf(
        await signInRequest(t.app, { email: before, password: TEST_PASSWORD }),
      );
      const thief = address('thief');
      expect(
        (await post('/api/account/change-email', { email: thief }, bearer(victim.token)))
          .statusCode,
      ).toBe(200);
      const { token } = linkIn(
        await t.mailTo(thief, 'Confirm your new e-mail address'),
        '/confirmEmail',
      );
      expect((await post('/api/account/confirm-email', { token })).statusCode).toBe(200);
      expect(await session(laptop)).toBeNull();
      expect(
        (await t.app.inject({ url: '/api/notifications', headers: bearer(victim.token) }))
          .statusCode,
      ).toBe(401);

      // The thief signs in at the new address and changes the password: the old address's link
      // still takes the account back.
      const thiefCookie = cookieOf(
        await signInRequest(t.app, { email: thief, password: TEST_PASSWORD }),
      );
      expect(
        (
          await post(
            '/api/auth/change-password',
            { currentPassword: TEST_PASSWORD, newPassword: 'Thief#999' },
            { cookie: thiefCookie },
          )
        ).statusCode,
      ).toBe(200);
      const told = await t.mailTo(before, 'Your e-mail address was changed');
      expect(told.text).toContain('Take my address back');
      const revert = linkIn(told, '/revertEmail');

      // Opening the page only asks.
      const page = await pages.open(`/revertEmail?token=${encodeURIComponent(revert.token)}`);
      expect(page.statusCode).toBe(200);
      expect(visibleHtml(page.body)).toContain(accountTexts.revertButton);
      expect((await signInRequest(t.app, { email: thief, password: 'Thief#999' })).statusCode).toBe(
        200,
      );

      const back = await pages.post(`/revertEmail?token=${encodeURIComponent(revert.token)}`, {
        token: revert.token,
      });
      expect(back.statusCode, back.body).toBe(200);
      expect(visibleHtml(back.body)).toContain(asHtml(accountTexts.reverted(before)));
      expect(await session(thiefCookie)).toBeNull();
      expect((await signInRequest(t.app, { email: thief, password: 'Thief#999' })).statusCode).toBe(
        401,
      );
      // The owner sets a password from the address that is theirs again.
      await post('/api/auth/request-password-reset', { email: before });
      await t.mailTo(before, 'Choose a new password');
    });

    it('the confirmation page acts on its button only, with scripts off', async () => {
      const person = await createUser(t.app, { email: address('page') });
      const wanted = address('page-new');
      await post('/api/account/change-email', { email: wanted }, bearer(person.token));
      const mail = await t.mailTo(wanted, 'Confirm your new e-mail address');
      const { token } = linkIn(mail, '/confirmEmail');
      // A stranger's words never reach an address nobody has proved.
      expect(mail.text).toContain('Hello, this address was given');

      const url = `/confirmEmail?token=${encodeURIComponent(token)}`;
      const opened = await pages.open(url);
      expect(opened.statusCode).toBe(200);
      expect(visibleHtml(opened.body)).toContain(accountTexts.confirmButton);
      // A mail scanner's GET changed nothing: the old address still signs in.
      expect(
        (await signInRequest(t.app, { email: person.email, password: TEST_PASSWORD })).statusCode,
      ).toBe(200);

      const pressed = await pages.post(url, { token });
      expect(pressed.statusCode, pressed.body).toBe(200);
      expect(visibleHtml(pressed.body)).toContain(asHtml(accountTexts.emailChanged(wanted)));
      expect(
        (await signInRequest(t.app, { email: wanted, password: TEST_PASSWORD })).statusCode,
      ).toBe(200);
    });

    it('the verification page acts on its button only', async () => {
      const person = await createUser(t.app, { email: address('verify') });
      const { token } = linkIn(
        await t.mailTo(person.email, 'Confirm your e-mail address'),
        '/verifyEmail',
      );
      const url = `/verifyEmail?token=${encodeURIComponent(token)}`;
      await pages.open(url);
      await pages.open(url);
      const verified = async () =>
        json<{ user: { emailVerified: boolean } }>(
          await t.app.inject({ url: '/api/auth/get-session', headers: { cookie: person.cookie } }),
        ).user.emailVerified;
      expect(await verified()).toBe(false);
      const pressed = await pages.post(url, { token });
      expect(visibleHtml(pressed.body)).toContain(asHtml(accountTexts.verified(person.email)));
      expect(await verified()).toBe(true);
    });

    it('sends an address nobody has proved three links a day at most', async () => {
      const person = await createUser(t.app, { email: address('capped') });
      await t.mailTo(person.email, 'Confirm your e-mail address');
      for (let i = 0; i < 2; i += 1) {
        const resent = await post(
          '/api/account/verification-email',
          undefined,
          bearer(person.token),
        );
        expect(resent.statusCode, resent.body).toBe(200);
      }
      const fourth = await post('/api/account/verification-email', undefined, bearer(person.token));
      expect(fourth.statusCode).toBe(429);
      expect(json<Fields>(fourth).error.message).toMatch(
        /^We have sent this address 3 links today already\. Please wait \d+ hours? and try again\.$/,
      );

      // The same holds for a new address, whichever accounts name it.
      const target = address('target');
      for (let i = 0; i < 3; i += 1) {
        const asker = await createUser(t.app, { email: address(`asker-${i}`) });
        expect(
          (await post('/api/account/change-email', { email: target }, bearer(asker.token)))
            .statusCode,
        ).toBe(200);
      }
      const last = await createUser(t.app, { email: address('asker-last') });
      expect(
        (await post('/api/account/change-email', { email: target }, bearer(last.token))).statusCode,
      ).toBe(429);
    });
  },
);
