import { EMAIL_TAKEN_MESSAGE, texts, waitPhrase } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { RateLimiter } from '../../lib/rate-limiter';
import {
  bearer,
  buildTestApp,
  createUser,
  json,
  signIn,
  signInRequest,
  signUpRequest,
  TEST_PASSWORD,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import { createAuthLimits } from './auth.routes';

const messages = texts.register;
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ann Smith',
  email: `ann-${Math.random().toString(36).slice(2)}@example.com`,
  password: TEST_PASSWORD,
  image: 'https://example.com/ann.png',
  ...overrides,
});

describe.each(testDatabases)('identity on %s', (database) => {
  const t = useTestApp({ database });

  describe('the Register password rule on the real sign-up endpoint', () => {
    const table: [password: string, message: string | null][] = [
      ['', messages.passwordRequired],
      ['a1!', messages.passwordLength],
      ['Ab1!e', messages.passwordLength],
      ['Abcdef1!ghijklmno', messages.passwordLength],
      ['abcdef', messages.passwordPattern],
      ['abcde1', messages.passwordPattern],
      ['abcde!', messages.passwordPattern],
      ['abc de1!', messages.passwordPattern],
      ['abcde1(', messages.passwordPattern],
      ['abcd1!', null],
      ['ABCDEFGHIJKLMN1!', null],
      ['123456789012345!', null],
    ];
    it.each(table)('%j → %s', async (password, message) => {
      const response = await signUpRequest(t.app, body({ password }));
      if (message === null) {
        expect(response.statusCode, response.body).toBe(200);
        return;
      }
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          fields: { password: message },
        },
      });
    });

    it('requires name, photo and e-mail with the Register messages', async () => {
      const response = await signUpRequest(t.app, { password: TEST_PASSWORD });
      expect(json(response)).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Some fields are not valid.',
          fields: {
            name: messages.nameRequired,
            image: messages.photoRequired,
            email: messages.emailRequired,
          },
        },
      });
    });
  });

  it('trims and lower-cases e-mails at sign-up and sign-in', async () => {
    const signUp = await signUpRequest(t.app, body({ email: '  Mixed.Case@Example.COM ' }));
    expect(signUp.statusCode).toBe(200);
    expect(json<{ user: { email: string } }>(signUp).user.email).toBe('mixed.case@example.com');

    const again = await signUpRequest(t.app, body({ email: 'MIXED.case@example.com' }));
    // The identity library's errors come in the API's shape and statuses (docs/product.md §8).
    expect(again.statusCode).toBe(409);
    const { error } = json<{ error: { code: string; message: string } }>(again);
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toMatch(/already exists/i);

    const cookie = await signIn(t.app, 'MIXED.CASE@example.com ');
    const session = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(json<{ user: { email: string } }>(session).user.email).toBe('mixed.case@example.com');
  });

  it('never lets sign-up set a role or a ban', async () => {
    const response = await signUpRequest(t.app, body({ role: 'admin', banned: true }));
    expect(response.statusCode).toBe(200);
    expect(json<{ user: unknown }>(response).user).toMatchObject({ role: 'user', banned: false });
  });

  it('answers a wrong password with a sentence and no session', async () => {
    const person = await createUser(t.app);
    const response = await signInRequest(t.app, { email: person.email, password: 'Wrong#123' });
    expect(response.statusCode).toBe(401);
    expect(json(response)).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Invalid email or password' },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('sets an httpOnly, SameSite=Lax session cookie, not Secure on plain http', async () => {
    const plain = await signUpRequest(t.app, body());
    expect(String(plain.headers['set-cookie'])).toMatch(/HttpOnly; SameSite=Lax/);
    expect(String(plain.headers['set-cookie'])).not.toMatch(/Secure/);
  });

  it('sets a Secure cookie when PUBLIC_URL is https', async () => {
    const secure = await buildTestApp({
      database,
      config: { publicUrl: 'https://pets.example.org' },
    });
    try {
      const response = await signUpRequest(secure.app, body());
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await secure.close();
    }
  });

  describe('POST /api/jwt', () => {
    it('gives a 15-minute token to the holder of that session', async () => {
      const person = await createUser(t.app);
      const [, payload] = person.token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
        exp: number;
        iat: number;
        sub: string;
      };
      expect(claims.exp - claims.iat).toBe(15 * 60);
      expect(claims.sub).toBe(person.id);
    });

    it('refuses an e-mail without a session', async () => {
      const person = await createUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/jwt',
        payload: { email: person.email },
      });
      expect(response.statusCode).toBe(401);
      expect(json(response)).toEqual({
        error: { code: 'UNAUTHORIZED', message: 'Please sign in to get an access token.' },
      });
    });

    it("refuses another person's e-mail", async () => {
      const person = await createUser(t.app);
      const victim = await createUser(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/jwt',
        headers: { cookie: person.cookie },
        payload: { email: victim.email },
      });
      expect(response.statusCode).toBe(403);
      expect(json<{ error: { code: string } }>(response).error.code).toBe('FORBIDDEN');
    });

    it('accepts the e-mail in any case, and stops after sign-out', async () => {
      const person = await createUser(t.app);
      const upper = await t.app.inject({
        method: 'POST',
        url: '/api/jwt',
        headers: { cookie: person.cookie },
        payload: { email: person.email.toUpperCase() },
      });
      expect(upper.statusCode).toBe(200);

      const out = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: person.cookie },
        payload: {},
      });
      expect(out.statusCode).toBe(200);
      const after = await t.app.inject({
        method: 'POST',
        url: '/api/jwt',
        headers: { cookie: person.cookie },
        payload: { email: person.email },
      });
      expect(after.statusCode).toBe(401);
    });

    it('refuses a forged session cookie', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/jwt',
        headers: { cookie: 'better-auth.session_token=forged.value' },
        payload: { email: 'someone@example.com' },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  it('GET /api/config says which social providers are configured', async () => {
    const response = await t.app.inject({ url: '/api/config' });
    expect(json(response)).toEqual({
      socialProviders: { google: false, github: false },
      paymentProvider: 'test',
      stripePublishableKey: null,
    });
  });

  it('answers its own error shape for an unknown better-auth path, never a 500', async () => {
    const response = await t.app.inject({ url: '/api/auth/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(json<{ error: { code: string } }>(response).error.code).toBe('NOT_FOUND');
  });
});

describe.each(testDatabases)('ADMIN_EMAILS on %s', (database) => {
  const t = useTestApp({ database, config: { adminEmails: ['boss@example.com'] } });

  it('makes those addresses admins when they sign up, and nobody else', async () => {
    const boss = await createUser(t.app, { email: 'Boss@Example.com' });
    const worker = await createUser(t.app);
    const bossCheck = await t.app.inject({
      url: `/api/users/admin/${boss.email}`,
      headers: bearer(boss.token),
    });
    expect(json(bossCheck)).toEqual({ admin: true });
    const workerCheck = await t.app.inject({
      url: `/api/users/admin/${worker.email}`,
      headers: bearer(worker.token),
    });
    expect(json(workerCheck)).toEqual({ admin: false });
  });
});

describe.each(testDatabases)('rate limits on %s', (database) => {
  // Wrong passwords per account and client (no lock-out of the owner): sign-in-throttle.test.ts.
  it('limits sign-in per address, and a forged X-Forwarded-For does not reset it', async () => {
    const limits = { ...createAuthLimits(), signInPerIp: new RateLimiter(3, 60_000) };
    const test = await buildTestApp({ database, authLimits: limits });
    try {
      for (let i = 0; i < 3; i++) {
        const response = await signInRequest(test.app, {
          email: `nobody${i}@example.com`,
          password: 'Wrong#1',
        });
        expect(response.statusCode).toBe(401);
      }
      const forged = await signInRequest(
        test.app,
        { email: 'nobody@example.com', password: 'Wrong#1' },
        { 'x-forwarded-for': '203.0.113.9' },
      );
      expect(forged.statusCode).toBe(429);
      // The sentence names the wait Retry-After gives, within the limiter's one minute.
      const seconds = Number(forged.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(json<{ error: { message: string } }>(forged).error.message).toBe(
        `Too many sign-in attempts. Please wait ${waitPhrase(seconds)} and try again.`,
      );
    } finally {
      await test.close();
    }
  });

  it('limits sign-up per address, and lets a room full of people sign up', async () => {
    const limits = createAuthLimits();
    expect(limits.signUpPerIp.max).toBeGreaterThanOrEqual(100);
    const small = { ...limits, signUpPerIp: new RateLimiter(2, 60_000) };
    const test = await buildTestApp({ database, authLimits: small });
    try {
      expect((await signUpRequest(test.app, body())).statusCode).toBe(200);
      expect((await signUpRequest(test.app, body())).statusCode).toBe(200);
      const limited = await signUpRequest(test.app, body(), { 'x-forwarded-for': '198.51.100.7' });
      expect(limited.statusCode).toBe(429);
      const seconds = Number(limited.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      expect(json<{ error: { message: string } }>(limited).error.message).toBe(
        `Too many sign-ups from this network. Please wait ${waitPhrase(seconds)} and try again.`,
      );
    } finally {
      await test.close();
    }
  });
});

// Decision 036: sign-up says an address has an account, as sign-in and most sites do; the
// per-address and per-account sign-up limits bound how fast anyone can ask.
describe.each(testDatabases)('signing up with an address that has an account on %s', (database) => {
  it('says so in a sentence, and answers the same however the address is written', async () => {
    const test = await buildTestApp({ database });
    try {
      const email = `taken-${Math.random().toString(36).slice(2)}@example.com`;
      expect((await signUpRequest(test.app, body({ email }))).statusCode).toBe(200);
      for (const spelling of [email, `  ${email.toUpperCase()} `]) {
        const again = await signUpRequest(test.app, body({ email: spelling }));
        expect(again.statusCode).toBe(409);
        expect(json(again)).toEqual({ error: { code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE } });
      }
    } finally {
      await test.close();
    }
  });

  it('lets nobody ask about one address more than its sign-up allowance, from anywhere', async () => {
    const limits = {
      ...createAuthLimits(),
      signUpPerAccount: new RateLimiter(2, 60_000, { name: 'sign-up-account' }),
    };
    const test = await buildTestApp({ database, authLimits: limits });
    try {
      const email = `asked-${Math.random().toString(36).slice(2)}@example.com`;
      const from = (remoteAddress: string) =>
        test.app.inject({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          remoteAddress,
          payload: body({ email }),
        });
      expect((await from('203.0.113.1')).statusCode).toBe(200);
      expect((await from('203.0.113.2')).statusCode).toBe(409);
      expect((await from('198.51.100.3')).statusCode).toBe(429);
    } finally {
      await test.close();
    }
  });
});

describe.each(testDatabases)('demo accounts on %s', (database) => {
  const t = useTestApp({ database, seed: true });

  it.each(DEMO_ACCOUNTS)('$email signs in with its password and has role $role', async (demo) => {
    const cookie = await signIn(t.app, demo.email, demo.password);
    const response = await t.app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(json(response)).toMatchObject({ user: { email: demo.email, role: demo.role } });
  });
});

describe('logging', () => {
  it('never writes a password, session cookie or token to the log', async () => {
    const lines: string[] = [];
    const test = await buildTestApp({
      config: { logLevel: 'trace' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const person = await createUser(test.app, { password: 'Unique#77' });
      await signInRequest(test.app, { email: person.email, password: 'Wrong#77x' });
      await test.app.inject({ url: '/api/users', headers: bearer(person.token) });
      const log = lines.join('\n');
      expect(log).toContain('/api/auth/sign-in/email');
      for (const secret of ['Unique#77', 'Wrong#77x', person.token, person.cookie.split('=')[1]]) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await test.close();
    }
  });
});
