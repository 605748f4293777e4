import type { Redis } from 'ioredis';
import { afterAll } from 'vitest';
import { memoryRateLimitStore, type RateLimitStore } from '../src/lib/rate-limiter';
import { connectRedis, redisRateLimitStore } from '../src/lib/redis-rate-limit-store';

/** Set under CI: like TEST_DATABASE_URL, it adds the Redis cases rather than skipping them. */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/**
 * The stores rate-limit tests run on, for `describe.each`: memory always, Redis too when
 * TEST_REDIS_URL is set. Each call of a factory gives a fresh store; Redis clients are closed
 * after the file.
 */
export function rateLimitStores(): [name: string, makeStore: () => Promise<RateLimitStore>][] {
  const stores: [string, () => Promise<RateLimitStore>][] = [
    ['memory', () => Promise.resolve(memoryRateLimitStore())],
  ];
  const url = testRedisUrl;
  if (url) {
    const clients: Redis[] = [];
    afterAll(() => {
      for (const client of clients) client.disconnect();
    });
    stores.push([
      'Redis',
      async () => {
        const client = await connectRedis(url);
        clients.push(client);
        return redisRateLimitStore(client);
      },
    ]);
  }
  return stores;
}
