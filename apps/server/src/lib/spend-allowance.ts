import type { FastifyReply } from 'fastify';
import { HttpError } from './errors';
import type { RateLimiter } from './rate-limiter';

/**
 * Counts this request against `limiter` for `key`, and refuses it with 429 when that goes over
 * the allowance: Retry-After and the sentence (`message(seconds)`) name the same wait.
 */
export async function spendAllowance(
  reply: FastifyReply,
  limiter: RateLimiter,
  key: string,
  message: (seconds: number) => string,
) {
  if (await limiter.take(key)) return;
  const seconds = await limiter.secondsLeft(key);
  void reply.header('retry-after', String(seconds));
  throw new HttpError(429, 'RATE_LIMITED', message(seconds));
}
