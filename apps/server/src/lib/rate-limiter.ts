/**
 * Fixed-window counters in this process's memory. Enough for one server; several copies would
 * share counters in Redis instead (DESIGN §7).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** True when `key` has used up its allowance in the current window. */
  isLimited(key: string): boolean {
    const window = this.current(key);
    return window !== undefined && window.count >= this.max;
  }

  /** Whole seconds until `key`'s window ends (for Retry-After); 0 when it has none. */
  secondsLeft(key: string): number {
    const window = this.current(key);
    return window === undefined ? 0 : Math.max(1, Math.ceil((window.resetAt - this.now()) / 1000));
  }

  /** Counts one event for `key`. */
  hit(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.windows.size > 10_000) this.prune();
  }

  /** Forgets `key` (a successful sign-in clears its failures). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private prune() {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
