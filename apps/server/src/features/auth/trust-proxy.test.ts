import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../lib/rate-limiter';
import { buildTestApp, signInRequest, testDatabases } from '../../../test/helpers';
import { createAuthLimits } from './auth.routes';

const wrong = (i: number) => ({ email: `nobody${i}@example.com`, password: 'Wrong#1' });

describe.each(testDatabases)('TRUST_PROXY as a hop count on %s', (database) => {
  it('counts the address the proxy saw, whatever a client writes before it', async () => {
    const limits = { ...createAuthLimits(), signInPerIp: new RateLimiter(3, 60_000) };
    const test = await buildTestApp({ database, authLimits: limits, config: { trustProxy: 1 } });
    try {
      // The proxy appends the address it saw; a client may send a list of its own first.
      const via = (header: string) => ({ 'x-forwarded-for': header });
      for (let i = 0; i < 3; i++) {
        const response = await signInRequest(
          test.app,
          wrong(i),
          via(`203.0.113.${i}, 198.51.100.7`),
        );
        expect(response.statusCode).toBe(401);
      }
      const forged = await signInRequest(test.app, wrong(9), via('192.0.2.1, 198.51.100.7'));
      expect(forged.statusCode).toBe(429);
      // Another visitor behind the same proxy has an allowance of their own.
      const neighbour = await signInRequest(test.app, wrong(9), via('198.51.100.8'));
      expect(neighbour.statusCode).toBe(401);
    } finally {
      await test.close();
    }
  });
});
