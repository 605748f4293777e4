import { waitPhrase } from '@pet-adoption/shared';
import { addressKey } from '../lib/address-key';
import { RateLimiter, type RateLimitStore } from '../lib/rate-limiter';

/** How many pages one client may have rendered (not served from the page cache) per window. */
export type PageRenderLimit = { max: number; windowMs: number };

/**
 * Far more than a person clicking through the site, where each page is one render and a move
 * inside the app one data request; a script asking for pages with ever-new query strings meets
 * it within a minute.
 */
export const PAGE_RENDER_LIMIT: PageRenderLimit = { max: 240, windowMs: 60_000 };

export type RenderAllowance = {
  /**
   * Counts a render for the client at `ip` (an IPv6 /64 as one client); the seconds to wait
   * when it is over its limit.
   */
  spend: (ip: string) => Promise<number | undefined>;
};

export function createRenderAllowance(
  store: RateLimitStore,
  { max, windowMs }: PageRenderLimit = PAGE_RENDER_LIMIT,
): RenderAllowance {
  const limiter = new RateLimiter(max, windowMs, { name: 'page-renders', store });
  return {
    async spend(ip) {
      const key = addressKey(ip);
      if (await limiter.take(key)) return undefined;
      return limiter.secondsLeft(key);
    },
  };
}

export const tooManyPagesMessage = (seconds: number) =>
  `You have opened too many pages in a short time. Please wait ${waitPhrase(seconds)} and reload.`;
