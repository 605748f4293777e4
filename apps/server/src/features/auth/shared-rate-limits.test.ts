import { describe, expect, it } from 'vitest';
import { buildTestApp, signInRequest } from '../../../test/helpers';
import { rateLimitStores } from '../../../test/rate-limit-stores';
import { createAuthLimits } from './auth.routes';

// DESIGN §7: several copies of the server behind one load balancer share one allowance. Two
// apps on one store stand for two copies; Redis is the store they really share (TEST_REDIS_URL,
// set under CI), memory shows the same behaviour without it.

describe.each(rateLimitStores())('two servers counting on %s', (_name, makeStore) => {
  it('refuse a password guesser who spreads 10 wrong tries across both', async () => {
    const store = await makeStore();
    const first = await buildTestApp({ authLimits: createAuthLimits(store) });
    const second = await buildTestApp({ authLimits: createAuthLimits(store) });
    try {
      // A fresh address per run, so runs sharing one Redis never count each other's tries.
      const email = `guessed-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const guess = (app: typeof first.app) => signInRequest(app, { email, password: 'Wrong#1' });
      for (let i = 0; i < 5; i++) {
        expect((await guess(first.app)).statusCode).toBe(401);
        expect((await guess(second.app)).statusCode).toBe(401);
      }
      const refused = await guess(first.app);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect((await guess(second.app)).statusCode).toBe(429);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
