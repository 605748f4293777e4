import type { Redis } from 'ioredis';
import type { RateLimitStore, RateWindow } from './rate-limiter';

const PREFIX = 'pet-adoption:rate:';

// RateLimitStore.space in one script, so parallel attempts on several servers are decided one
// after another. ARGV: now (ms), idle (ms), then the delays (ms). A hash { count, next }.
const SPACE_SCRIPT = `
local now = tonumber(ARGV[1])
local next = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if now < next then return {0, next} end
local count = redis.call('HINCRBY', KEYS[1], 'count', 1)
local delays = #ARGV - 2
local nextAt = now + tonumber(ARGV[2 + math.min(count, delays)])
redis.call('HSET', KEYS[1], 'next', nextAt)
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return {1, nextAt}
`;

/**
 * Connects, or throws when Redis cannot be reached: a configured REDIS_URL that does not answer
 * at start-up is a mistake to report, not to run past. Afterwards commands are not queued while
 * Redis is away, so a counter that cannot be reached never holds a request up.
 */
export async function connectRedis(url: string): Promise<Redis> {
  // Loaded here, not at the top: without REDIS_URL a start never reads ioredis (decision 051).
  const { Redis } = await import('ioredis');
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
  });
  // Without a listener ioredis prints every failed reconnection attempt itself.
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Redis at REDIS_URL could not be reached: ${reason}`, { cause: error });
  }
  return client;
}

function windowOf(count: number, ttlMs: number): RateWindow | undefined {
  if (count <= 0 || ttlMs < 0) return undefined;
  return { count, resetAt: Date.now() + ttlMs };
}

/**
 * Counters shared by every copy of the server. One INCR + PEXPIRE NX per event keeps the window
 * fixed from its first event; the key expires with the window, so nothing needs pruning.
 * While Redis cannot be reached the limiter lets requests through and `onError` reports it:
 * an outage of the counters should not become an outage of sign-in.
 */
export function redisRateLimitStore(
  redis: Redis,
  onError: (error: unknown) => void = () => undefined,
): RateLimitStore {
  return {
    async increment(key, windowMs) {
      try {
        const result = await redis
          .multi()
          .incr(PREFIX + key)
          .pexpire(PREFIX + key, windowMs, 'NX')
          .pttl(PREFIX + key)
          .exec();
        const count = Number(result?.[0]?.[1] ?? 0);
        const ttl = Number(result?.[2]?.[1] ?? windowMs);
        return windowOf(count, ttl) ?? { count, resetAt: Date.now() + windowMs };
      } catch (error) {
        onError(error);
        return { count: 0, resetAt: Date.now() + windowMs };
      }
    },
    async get(key) {
      try {
        const result = await redis
          .multi()
          .get(PREFIX + key)
          .pttl(PREFIX + key)
          .exec();
        return windowOf(Number(result?.[0]?.[1] ?? 0), Number(result?.[1]?.[1] ?? -2));
      } catch (error) {
        onError(error);
        return undefined;
      }
    },
    async delete(key) {
      try {
        await redis.del(PREFIX + key);
      } catch (error) {
        onError(error);
      }
    },
    async space(key, now, delaysMs, idleMs) {
      try {
        const delays = delaysMs.length > 0 ? delaysMs : [0];
        const args = [now, idleMs, ...delays].map((n) => String(Math.round(n)));
        const [allowed, nextAt] = (await redis.eval(SPACE_SCRIPT, 1, PREFIX + key, ...args)) as [
          number,
          number,
        ];
        return { allowed: allowed === 1, nextAt: Number(nextAt) };
      } catch (error) {
        onError(error);
        return { allowed: true, nextAt: now };
      }
    },
  };
}
