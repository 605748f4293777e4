/**
 * Values by key for a short time, emptied by any write through this process. A value whose
 * load began before a clear() is handed to its caller but not kept: it may predate the write.
 * Callers asking for a key that is being loaded share that load, so an expiry sends one query
 * to the database, not one per waiting visitor.
 */
export class ShortCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();
  private readonly loading = new Map<string, Promise<T>>();
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expires > Date.now()) return Promise.resolve(hit.value);
    if (this.ttlMs <= 0) return load();
    const shared = this.loading.get(key);
    if (shared !== undefined) return shared;

    const generation = this.generation;
    const loaded = load().then(
      (value) => {
        if (generation === this.generation) {
          this.loading.delete(key);
          // A crude bound: a flood of distinct searches empties the cache instead of growing.
          if (this.entries.size >= this.maxEntries) this.entries.clear();
          this.entries.set(key, { value, expires: Date.now() + this.ttlMs });
        }
        return value;
      },
      (error: unknown) => {
        if (generation === this.generation) this.loading.delete(key);
        throw error;
      },
    );
    this.loading.set(key, loaded);
    return loaded;
  }

  clear() {
    this.entries.clear();
    // Loads already running may predate the write: later callers start their own.
    this.loading.clear();
    this.generation += 1;
  }
}

/** One page of the public listing as it is sent (docs/decisions/010). */
export interface CachedPage {
  /** The JSON array, already serialized. */
  body: string;
  total: number;
  next: string | undefined;
  /** The first pet's picture, which Pet listing's page asks the browser to preload. */
  firstImage: string | undefined;
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
