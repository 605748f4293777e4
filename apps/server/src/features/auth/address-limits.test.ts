import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimiter } from '../../lib/rate-limiter';
import { buildTestApp, createUser, type TestApp, TEST_PASSWORD } from '../../../test/helpers';
import { createAuthLimits } from './auth.routes';
import { FREE_TRIES } from './sign-in-throttle';

// One home's addresses: a single /64 (lib/address-key.ts), each device several addresses.
const ONE_HOME = ['2001:db8:aa:1::1', '2001:db8:aa:1:8d3f:21ff:fe0a:b2c4', '2001:db8:aa:1::ffff'];
const NEIGHBOUR = '2001:db8:aa:2::1';

describe('sign-in and sign-up limits, from one home /64', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await buildTestApp({
      authLimits: {
        ...createAuthLimits(),
        signInPerIp: new RateLimiter(2, 60_000, { name: 'sign-in-ip' }),
        signUpPerIp: new RateLimiter(2, 60_000, { name: 'sign-up-ip' }),
      },
    });
  });
  afterAll(() => test.close());

  const signUpFrom = (remoteAddress: string) =>
    test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      remoteAddress,
      payload: {
        name: 'Ann Smith',
        email: `${randomUUID()}@example.com`,
        password: TEST_PASSWORD,
        image: 'https://example.com/ann.png',
      },
    });
  const signInFrom = (remoteAddress: string, email: string, password = 'Wrong#1') =>
    test.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      remoteAddress,
      payload: { email, password },
    });

  it('share one sign-up allowance; the next /64 has its own', async () => {
    expect((await signUpFrom(ONE_HOME[0] ?? '')).statusCode).toBe(200);
    expect((await signUpFrom(ONE_HOME[1] ?? '')).statusCode).toBe(200);
    expect((await signUpFrom(ONE_HOME[2] ?? '')).statusCode).toBe(429);
    expect((await signUpFrom(NEIGHBOUR)).statusCode).toBe(200);
  });

  it('share one sign-in allowance', async () => {
    const home = ['2001:db8:bb:1::1', '2001:db8:bb:1::2', '2001:db8:bb:1::3'];
    expect((await signInFrom(home[0] ?? '', 'nobody1@example.com')).statusCode).toBe(401);
    expect((await signInFrom(home[1] ?? '', 'nobody2@example.com')).statusCode).toBe(401);
    expect((await signInFrom(home[2] ?? '', 'nobody3@example.com')).statusCode).toBe(429);
  });

  it('IPv4 and its IPv4-mapped spelling share one sign-in allowance', async () => {
    expect((await signInFrom('198.51.100.20', 'nobody4@example.com')).statusCode).toBe(401);
    expect((await signInFrom('::ffff:198.51.100.20', 'nobody5@example.com')).statusCode).toBe(401);
    expect((await signInFrom('198.51.100.20', 'nobody6@example.com')).statusCode).toBe(429);
  });

  it('are one guesser to the wrong-password throttle', async () => {
    // Its own app: the sign-in allowance per address above would stop the guesses first. The
    // throttle's clock stands still, so a slow machine's guesses never outlast its first wait.
    const stopped = Date.now();
    const throttled = await buildTestApp({
      authLimits: createAuthLimits(undefined, { now: () => stopped }),
    });
    try {
      const person = await createUser(throttled.app);
      for (let i = 0; i < FREE_TRIES; i++) {
        const guess = await throttled.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: `2001:db8:cc:1::${i + 1}`,
          payload: { email: person.email, password: 'Wrong#1' },
        });
        expect(guess.statusCode).toBe(401);
      }
      const next = await throttled.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '2001:db8:cc:1:abcd::99',
        payload: { email: person.email, password: 'Wrong#1' },
      });
      expect(next.statusCode).toBe(429);
    } finally {
      await throttled.close();
    }
  }, 60_000);
});
