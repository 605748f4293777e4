import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { rateLimitStores, testRedisUrl } from '../../test/rate-limit-stores';
import { Backoff, RateLimiter } from './rate-limiter';
import { connectRedis, redisRateLimitStore } from './redis-rate-limit-store';

const redisUrl = testRedisUrl;

describe.each(rateLimitStores())('RateLimiter on %s', (_name, makeStore) => {
  // A fresh name per test, so runs sharing one Redis never count each other's events.
  const limiter = async (max: number, windowMs: number) =>
    new RateLimiter(max, windowMs, { name: `test-${randomUUID()}`, store: await makeStore() });

  it('lets max events of a key through, refuses the next, and leaves other keys alone', async () => {
    const limits = await limiter(2, 60_000);
    expect(await limits.take('a')).toBe(true);
    expect(await limits.take('a')).toBe(true);
    expect(await limits.take('a')).toBe(false);
    expect(await limits.take('b')).toBe(true);
    const seconds = await limits.secondsLeft('a');
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('opens again when the window ends', async () => {
    const limits = await limiter(1, 200);
    await limits.take('a');
    expect(await limits.take('a')).toBe(false);
    await sleep(300);
    expect(await limits.secondsLeft('a')).toBe(0);
    expect(await limits.take('a')).toBe(true);
  });

  it('forgets a key on reset', async () => {
    const limits = await limiter(1, 60_000);
    await limits.take('a');
    await limits.reset('a');
    expect(await limits.take('a')).toBe(true);
  });

  it('lets exactly max of a burst of parallel events through', async () => {
    const limits = await limiter(3, 60_000);
    const taken = await Promise.all(Array.from({ length: 8 }, () => limits.take('a')));
    expect(taken.filter(Boolean)).toHaveLength(3);
  });

  it('shares counters between limiters on one store with the same name', async () => {
    const store = await makeStore();
    const name = `shared-${randomUUID()}`;
    const first = new RateLimiter(2, 60_000, { name, store });
    const second = new RateLimiter(2, 60_000, { name, store });
    await first.take('a');
    await second.take('a');
    expect(await first.take('a')).toBe(false);
  });
});

describe.each(rateLimitStores())('Backoff on %s', (_name, makeStore) => {
  const DELAYS = [0, 0, 1000, 4000];
  const backoff = async (now: () => number) =>
    new Backoff({
      name: `test-${randomUUID()}`,
      delaysMs: DELAYS,
      idleMs: 60_000,
      store: await makeStore(),
      now,
    });

  it('spaces attempts by growing waits, counting only those let through', async () => {
    let time = 1_000_000;
    const attempts = await backoff(() => time);
    expect(await attempts.attempt('a')).toEqual({ allowed: true, seconds: 0 });
    expect(await attempts.attempt('a')).toEqual({ allowed: true, seconds: 0 });
    expect(await attempts.attempt('a')).toEqual({ allowed: true, seconds: 1 });
    time += 400;
    expect(await attempts.attempt('a')).toEqual({ allowed: false, seconds: 1 });
    time += 600;
    expect(await attempts.attempt('a')).toEqual({ allowed: true, seconds: 4 });
    time += 4000;
    // The last wait repeats.
    expect(await attempts.attempt('a')).toEqual({ allowed: true, seconds: 4 });
    expect(await attempts.attempt('b')).toEqual({ allowed: true, seconds: 0 });
    await attempts.reset('a');
    expect(await attempts.attempt('a')).toEqual({ allowed: true, seconds: 0 });
  });

  it('lets only the allowed attempts of a parallel burst through', async () => {
    const attempts = await backoff(() => 5_000_000);
    const results = await Promise.all(Array.from({ length: 8 }, () => attempts.attempt('a')));
    expect(results.filter((result) => result.allowed)).toHaveLength(3);
  });
});

describe('Redis', () => {
  it('refuses to start when REDIS_URL does not answer', async () => {
    // Port 1 refuses connections.
    await expect(connectRedis('redis://127.0.0.1:1')).rejects.toThrow(
      /Redis at REDIS_URL could not be reached/,
    );
  });
});

// Like the PostgreSQL cases: present when TEST_REDIS_URL is, absent (not skipped) otherwise.
if (redisUrl) {
  describe('the Redis store when Redis goes away', () => {
    it('lets requests through and reports the error', async () => {
      const client = await connectRedis(redisUrl);
      client.disconnect();
      const errors: unknown[] = [];
      const limits = new RateLimiter(1, 60_000, {
        store: redisRateLimitStore(client, (error) => errors.push(error)),
      });
      expect(await limits.take('a')).toBe(true);
      expect(await limits.take('a')).toBe(true);
      expect(errors.length).toBeGreaterThan(0);
    });
  });
}
