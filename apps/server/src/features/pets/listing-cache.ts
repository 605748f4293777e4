/**
 * Values by key for a short time, emptied by any write through this process. A value whose
 * load began before a clear() is handed to its caller but not kept: it may predate the write.
 */
export class ShortCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expires > Date.now()) return hit.value;
    const generation = this.generation;
    const value = await load();
    if (generation === this.generation) {
      // A crude bound: a flood of distinct searches empties the cache instead of growing it.
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
    }
    return value;
  }

  clear() {
    this.entries.clear();
    this.generation += 1;
  }
}

/** One page of the public listing as it is sent (docs/decisions/010). */
export interface CachedPage {
  /** The JSON array, already serialized. */
  body: string;
  total: number;
  next: string | undefined;
}

/**
 * The listing's caches: totals per filter (5 s) and whole public pages (1 s). Both hold only
 * what every visitor is shown alike; owner lists (`?email=`) never enter the page cache.
 */
export class ListingCache {
  readonly totals: ShortCache<number>;
  readonly pages: ShortCache<CachedPage>;

  /** `pageTtlMs: 0` turns the page cache off (the benchmark's uncached figures). */
  constructor({ totalTtlMs = 5_000, pageTtlMs = 1_000 } = {}) {
    this.totals = new ShortCache(totalTtlMs);
    this.pages = new ShortCache(pageTtlMs);
  }

  clear() {
    this.totals.clear();
    this.pages.clear();
  }
}
