/** One fixed window of a counter: how many events, and when the window ends (epoch ms). */
export interface RateWindow {
  count: number;
  resetAt: number;
}

/**
 * Where the counters live. In this process's memory by default; in Redis when REDIS_URL is set,
 * so several copies of the server share one allowance (DESIGN §7).
 */
export interface RateLimitStore {
  /** Counts one event for `key`, starting a window of `windowMs` when none is open. */
  increment(key: string, windowMs: number): Promise<RateWindow>;
  /** The open window for `key`, if any. */
  get(key: string): Promise<RateWindow | undefined>;
  delete(key: string): Promise<void>;
}

export function memoryRateLimitStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, RateWindow>();

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
      return Promise.resolve();
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
