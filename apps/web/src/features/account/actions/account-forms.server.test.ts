import { accountTexts, EMAIL_TAKEN_MESSAGE, texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, mockApi, type ApiHandlers } from '@/testing/mocks/api';
import { askForResetLink } from './forgot-password.server';
import { actOnProfile } from './profile.server';
import { chooseNewPassword } from './reset-password.server';

/*
 * The account's forms as the browser sends them without scripts: the route actions check with
 * the same schemas, make the same calls, and answer a redirect with a notice or the form refused.
 */

const post = (path: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields) });

/** What a route action answered: a redirect, or the page again with its refusal. */
function answerOf(result: unknown) {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get('location'),
      cookie: result.headers.get('set-cookie') ?? '',
    };
  }
  const { data, init } = result as {
    data: { refusal: { fields: object; message: string | null; values: object } };
    init: { status: number };
  };
  return { status: init.status, refusal: data.refusal };
}

/** The API's calls, recorded: "METHOD /path" and the body sent. */
function recordCalls(handlers: ApiHandlers) {
  const calls: [string, unknown][] = [];
  const recorded: ApiHandlers = {};
  for (const [key, handler] of Object.entries(handlers)) {
    recorded[key as keyof ApiHandlers] = (request) => {
      const body = request.init?.body;
      calls.push([key, typeof body === 'string' ? JSON.parse(body) : body]);
      return handler!(request);
    };
  }
  mockApi(recorded);
  return calls;
}

const fieldsFailure = (fields: Record<string, string>) => () =>
  json(
    { error: { code: 'VALIDATION_FAILED', message: 'Some fields are not valid.', fields } },
    400,
  );

describe('forgot password, sent without scripts', () => {
  it('asks for the link and comes back to the form with the same sentence as a notice', async () => {
    const calls = recordCalls({ 'POST /auth/request-password-reset': () => ({ status: true }) });
    const answer = answerOf(await askForResetLink(post('/forgotPassword', { email: 'A@B.co ' })));
    expect(answer).toMatchObject({ status: 302, location: '/forgotPassword' });
    expect(answer.cookie).toContain('notice=resetLinkSent');
    expect(calls).toEqual([['POST /auth/request-password-reset', { email: 'a@b.co' }]]);
  });

  it('refuses a malformed address under its field, asking nothing', async () => {
    const calls = recordCalls({});
    const answer = answerOf(await askForResetLink(post('/forgotPassword', { email: 'nope' })));
    expect(answer).toMatchObject({
      status: 400,
      refusal: { fields: { email: 'Enter a valid e-mail address.' }, values: { email: 'nope' } },
    });
    expect(calls).toEqual([]);
  });

  it("says the server's sentence when it is asked too often", async () => {
    const limited = 'Too many links asked for. Please wait an hour and try again.';
    recordCalls({
      'POST /auth/request-password-reset': () =>
        json({ error: { code: 'RATE_LIMITED', message: limited } }, 429),
    });
    const answer = answerOf(await askForResetLink(post('/forgotPassword', { email: 'a@b.co' })));
    expect(answer).toMatchObject({ status: 400, refusal: { fields: {}, message: limited } });
  });
});

describe('reset password, sent without scripts', () => {
  it('saves the new password and goes on to Login, which says so', async () => {
    const calls = recordCalls({ 'POST /auth/reset-password': () => ({ status: true }) });
    const answer = answerOf(
      await chooseNewPassword(post('/resetPassword', { token: 'tok-1', newPassword: 'Better1!' })),
    );
    expect(answer).toMatchObject({ status: 302, location: '/login' });
    expect(answer.cookie).toContain('notice=passwordReset');
    expect(calls).toEqual([
      ['POST /auth/reset-password', { token: 'tok-1', newPassword: 'Better1!' }],
    ]);
  });

  it("refuses a password against the brief's rule, never sending it back", async () => {
    recordCalls({});
    const answer = answerOf(
      await chooseNewPassword(post('/resetPassword', { token: 'tok-1', newPassword: 'short' })),
    );
    expect(answer).toMatchObject({
      status: 400,
      refusal: { fields: { newPassword: texts.register.passwordLength }, values: {} },
    });
  });

  it('says a used link (or none) does not work', async () => {
    recordCalls({
      'POST /auth/reset-password': () =>
        json({ error: { code: 'BAD_REQUEST', message: accountTexts.linkInvalid } }, 400),
    });
    for (const token of ['used', '']) {
      const answer = answerOf(
        await chooseNewPassword(post('/resetPassword', { token, newPassword: 'Better1!' })),
      );
      expect(answer).toMatchObject({
        status: 400,
        refusal: { fields: {}, message: accountTexts.linkInvalid },
      });
    }
  });

  it("puts the server's password message under the field", async () => {
    recordCalls({
      'POST /auth/reset-password': fieldsFailure({ newPassword: texts.register.passwordPattern }),
    });
    const answer = answerOf(
      await chooseNewPassword(post('/resetPassword', { token: 'tok', newPassword: 'Better1!' })),
    );
    expect(answer).toMatchObject({
      status: 400,
      refusal: { fields: { newPassword: texts.register.passwordPattern } },
    });
  });
});

describe('the profile forms, sent with scripts or without', () => {
  it('saves the name and photo (the photo as `image`), then the profile says so', async () => {
    const calls = recordCalls({ 'POST /auth/update-user': () => ({ status: true }) });
    const answer = answerOf(
      await actOnProfile(
        post('/dashboard/profile', {
          intent: 'details',
          name: ' Robert ',
          photoURL: 'https://images.example.com/rob.jpg',
        }),
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: '/dashboard/profile' });
    expect(answer.cookie).toContain('notice=profileSaved');
    expect(calls).toEqual([
      ['POST /auth/update-user', { name: 'Robert', image: 'https://images.example.com/rob.jpg' }],
    ]);
  });

  it("refuses the details under their fields, naming the form, with the server's `image` as the photo", async () => {
    recordCalls({ 'POST /auth/update-user': fieldsFailure({ image: 'That picture is too big.' }) });
    const empty = answerOf(
      await actOnProfile(post('/dashboard/profile', { intent: 'details', name: '', photoURL: '' })),
    );
    expect(empty).toMatchObject({
      status: 400,
      refusal: {
        fields: { name: texts.register.nameRequired },
        values: { intent: 'details', name: '' },
      },
    });
    const refused = answerOf(
      await actOnProfile(
        post('/dashboard/profile', {
          intent: 'details',
          name: 'Rob',
          photoURL: 'https://images.example.com/rob.jpg',
        }),
      ),
    );
    expect(refused).toMatchObject({
      status: 400,
      refusal: { fields: { photoURL: 'That picture is too big.' }, values: { intent: 'details' } },
    });
  });

  it('sends the link to a new address, and the profile says where it went', async () => {
    const calls = recordCalls({
      'POST /account/change-email': () => ({ sentTo: 'bobby@example.com' }),
    });
    const answer = answerOf(
      await actOnProfile(
        post('/dashboard/profile', { intent: 'email', email: 'Bobby@example.com' }),
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: '/dashboard/profile' });
    expect(answer.cookie).toContain(
      `notice=${encodeURIComponent('emailChangeSent:bobby@example.com')}`,
    );
    expect(calls).toEqual([['POST /account/change-email', { email: 'bobby@example.com' }]]);
  });

  it('puts a taken or unchanged address under the field', async () => {
    let answerWith = () => json({ error: { code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE } }, 409);
    recordCalls({ 'POST /account/change-email': () => answerWith() });
    const send = async () =>
      answerOf(
        await actOnProfile(post('/dashboard/profile', { intent: 'email', email: 'a@b.co' })),
      );
    expect(await send()).toMatchObject({
      status: 400,
      refusal: {
        fields: { email: EMAIL_TAKEN_MESSAGE },
        values: { intent: 'email', email: 'a@b.co' },
      },
    });
    answerWith = fieldsFailure({ email: accountTexts.sameEmail });
    expect(await send()).toMatchObject({
      status: 400,
      refusal: { fields: { email: accountTexts.sameEmail } },
    });
  });

  it('sends the confirmation link again and goes back to the page the banner was on', async () => {
    recordCalls({ 'POST /account/verification-email': () => ({ sentTo: 'bob@example.com' }) });
    const back = answerOf(
      await actOnProfile(
        post('/dashboard/profile', { intent: 'resendVerification', returnTo: '/petListing?x=1' }),
      ),
    );
    expect(back).toMatchObject({ status: 302, location: '/petListing?x=1' });
    expect(back.cookie).toContain(
      `notice=${encodeURIComponent('verificationSent:bob@example.com')}`,
    );
    // Never to another site.
    const elsewhere = answerOf(
      await actOnProfile(
        post('/dashboard/profile', {
          intent: 'resendVerification',
          returnTo: '//evil.example/x',
        }),
      ),
    );
    expect(elsewhere).toMatchObject({ status: 302, location: '/dashboard/profile' });
  });

  it("says why a link cannot be sent again, at the profile's own form", async () => {
    const limited = 'Too many links asked for. Please wait an hour and try again.';
    recordCalls({
      'POST /account/verification-email': () =>
        json({ error: { code: 'RATE_LIMITED', message: limited } }, 429),
    });
    const answer = answerOf(
      await actOnProfile(post('/dashboard/profile', { intent: 'resendVerification' })),
    );
    expect(answer).toMatchObject({
      status: 400,
      refusal: { fields: {}, message: limited, values: { intent: 'resendVerification' } },
    });
  });

  it('says an address confirmed meanwhile is confirmed, back on the page it was sent from', async () => {
    recordCalls({
      'POST /account/verification-email': () =>
        json({ error: { code: 'BAD_REQUEST', message: accountTexts.alreadyVerified } }, 400),
    });
    const answer = answerOf(
      await actOnProfile(
        post('/dashboard/profile', { intent: 'resendVerification', returnTo: '/contact' }),
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: '/contact' });
    expect(answer.cookie).toContain('notice=emailAlreadyVerified');
  });

  it('refuses a form none of the page sends', async () => {
    recordCalls({});
    const answer = answerOf(await actOnProfile(post('/dashboard/profile', { intent: 'other' })));
    expect(answer).toMatchObject({ status: 400, refusal: { message: texts.forms.unexpected } });
  });
});
