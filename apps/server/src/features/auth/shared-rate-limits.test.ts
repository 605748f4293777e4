import { describe, expect, it } from 'vitest';
import { buildTestApp, createUser, TEST_PASSWORD } from '../../../test/helpers';
import { rateLimitStores } from '../../../test/rate-limit-stores';
import { createAuthLimits } from './auth.routes';
import { FREE_TRIES } from './sign-in-throttle';

// Several copies of the server behind one load balancer share one allowance. Two apps on one store
// stand for two copies; Redis is the store they really share (TEST_REDIS_URL, set under CI), memory
// shows the same behaviour without it.

describe.each(rateLimitStores())('two servers counting on %s', (_name, makeStore) => {
  it('slow a guesser who spreads wrong tries across both, and not the owner', async () => {
    const store = await makeStore();
    // One clock for both, moved by hand: the waits are checked to the millisecond.
    let time = Date.now();
    const now = () => time;
    const first = await buildTestApp({ authLimits: createAuthLimits(store, { now }) });
    const second = await buildTestApp({ authLimits: createAuthLimits(store, { now }) });
    try {
      const person = await createUser(first.app);
      // The account is new to this store, so runs sharing one Redis never count each other's.
      const guess = (app: typeof first.app, password = 'Wrong#1') =>
        app.inject({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: person.email, password },
          remoteAddress: '203.0.113.7',
        });
      for (let i = 0; i < FREE_TRIES; i++) {
        expect((await guess(i % 2 === 0 ? first.app : second.app)).statusCode).toBe(401);
      }
      const refused = await guess(second.app);
      expect(refused.statusCode).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(seconds).toBeGreaterThan(0);
      time += seconds * 1000 - 1;
      expect((await guess(first.app, TEST_PASSWORD)).statusCode).toBe(429);
      time += 1;
      expect((await guess(first.app)).statusCode).toBe(401);
      const longer = await guess(second.app);
      expect(longer.statusCode).toBe(429);
      expect(Number(longer.headers['retry-after'])).toBeGreaterThan(seconds);

      // A burst on both servers at once lets none through while the client waits.
      const burst = await Promise.all(
        Array.from({ length: 6 }, (_, i) => guess(i % 2 === 0 ? first.app : second.app)),
      );
      expect(burst.map((answer) => answer.statusCode)).toEqual(Array(6).fill(429));

      // (Each test app has its own database: the account is on the first.)
      const owner = await first.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email: person.email, password: TEST_PASSWORD },
        remoteAddress: '198.51.100.8',
      });
      expect(owner.statusCode).toBe(200);
    } finally {
      await first.close();
      await second.close();
    }
  }, 90_000); // some twenty checks with a memory-hard hash: slow on a busy machine
});
