/** One fixed window of a counter: how many events, and when the window ends (epoch ms). */
export interface RateWindow {
  count: number;
  resetAt: number;
}

/**
 * Where the counters live. In this process's memory by default; in Redis when REDIS_URL is set, so
 * several copies of the server share one allowance (docs/product.md §11).
 */
export interface RateLimitStore {
  /** Counts one event for `key`, starting a window of `windowMs` when none is open. */
  increment(key: string, windowMs: number): Promise<RateWindow>;
  /** The open window for `key`, if any. */
  get(key: string): Promise<RateWindow | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Lets one attempt at `key` through if the wait set by the previous one is over, and counts it,
   * in one atomic step: the n-th counted attempt makes the next wait `delaysMs[n - 1]` (the last
   * entry repeats). Refused attempts are not counted, so a wait never grows while it is served.
   * The key is forgotten `idleMs` after its last counted attempt.
   */
  space(key: string, now: number, delaysMs: readonly number[], idleMs: number): Promise<Spacing>;
}

/** Whether an attempt was let through, and when the next one may be. */
export interface Spacing {
  allowed: boolean;
  /** Epoch ms from which the next attempt is let through. */
  nextAt: number;
}

/** The wait after the `count`-th attempt under `delaysMs`. */
export const delayAfter = (delaysMs: readonly number[], count: number) =>
  delaysMs[Math.min(count, delaysMs.length) - 1] ?? 0;

export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, RateWindow>();
  const spaced = new Map<string, { count: number; nextAt: number; expiresAt: number }>();

  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const prune = () => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
    for (const [key, entry] of spaced) if (entry.expiresAt <= time) spaced.delete(key);
  };

  return {
    increment(key, windowMs) {
      let window = current(key);
      if (window) window.count += 1;
      else {
        window = { count: 1, resetAt: now() + windowMs };
        windows.set(key, window);
      }
      if (windows.size > 10_000) prune();
      return Promise.resolve({ ...window });
    },
    get(key) {
      const window = current(key);
      return Promise.resolve(window && { ...window });
    },
    delete(key) {
      windows.delete(key);
      spaced.delete(key);
      return Promise.resolve();
    },
    space(key, time, delaysMs, idleMs) {
      let entry = spaced.get(key);
      if (entry && entry.expiresAt <= time) entry = undefined;
      if (entry && time < entry.nextAt)
        return Promise.resolve({ allowed: false, nextAt: entry.nextAt });
      const count = (entry?.count ?? 0) + 1;
      const nextAt = time + delayAfter(delaysMs, count);
      spaced.set(key, { count, nextAt, expiresAt: time + idleMs });
      if (spaced.size > 10_000) prune();
      return Promise.resolve({ allowed: true, nextAt });
    },
  };
}

interface RateLimiterOptions {
  /** Keeps this limiter's keys apart from others' in a shared store. */
  name?: string;
  store?: RateLimitStore;
  now?: () => number;
}

/** Fixed-window counters: at most `max` events per key in each window of `windowMs`. */
export class RateLimiter {
  private readonly name: string;
  private readonly store: RateLimitStore;
  private readonly now: () => number;

  constructor(
    readonly max: number,
    readonly windowMs: number,
    {
      name = 'default',
      now = Date.now,
      store = memoryRateLimitStore(now),
    }: RateLimiterOptions = {},
  ) {
    this.name = name;
    this.store = store;
    this.now = now;
  }

  /** Whole seconds until `key`'s window ends (for Retry-After); 0 when it has none. */
  async secondsLeft(key: string): Promise<number> {
    const window = await this.store.get(this.keyOf(key));
    return window === undefined ? 0 : Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /**
   * Counts one event for `key` and says whether it was within the allowance. Counting first, in
   * the store's one atomic step, is what makes a burst of parallel requests stop at `max`: a
   * check followed by a separate count lets every request of the burst pass the check.
   */
  async take(key: string): Promise<boolean> {
    const window = await this.store.increment(this.keyOf(key), this.windowMs);
    return window.count <= this.max;
  }

  /** Forgets `key` (a successful sign-in clears its failures). */
  async reset(key: string): Promise<void> {
    await this.store.delete(this.keyOf(key));
  }

  private keyOf(key: string) {
    return `${this.name}:${key}`;
  }
}

interface BackoffOptions extends RateLimiterOptions {
  /** The wait after each counted attempt (see RateLimitStore.space); the last one repeats. */
  delaysMs: readonly number[];
  /** How long after its last counted attempt a key starts afresh. */
  idleMs: number;
}

/** Growing waits between attempts at one key, cleared by `reset` (a success). */
export class Backoff {
  private readonly name: string;
  private readonly store: RateLimitStore;
  private readonly now: () => number;
  private readonly delaysMs: readonly number[];
  private readonly idleMs: number;

  constructor({
    delaysMs,
    idleMs,
    name = 'backoff',
    now = Date.now,
    store = memoryRateLimitStore(now),
  }: BackoffOptions) {
    this.name = name;
    this.store = store;
    this.now = now;
    this.delaysMs = delaysMs;
    this.idleMs = idleMs;
  }

  /**
   * Whether an attempt at `key` may go ahead now (it is then counted), and the whole seconds
   * until the next one will be let through (for Retry-After; 0 when at once). One atomic step
   * of the store, so of a burst of parallel attempts only those the schedule allows get through.
   */
  async attempt(key: string): Promise<{ allowed: boolean; seconds: number }> {
    const time = this.now();
    const { allowed, nextAt } = await this.store.space(
      `${this.name}:${key}`,
      time,
      this.delaysMs,
      this.idleMs,
    );
    return { allowed, seconds: Math.max(0, Math.ceil((nextAt - time) / 1000)) };
  }

  async reset(key: string): Promise<void> {
    await this.store.delete(`${this.name}:${key}`);
  }
}
