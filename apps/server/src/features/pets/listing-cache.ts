import { LRUCache } from 'lru-cache';

export interface ShortCacheOptions<T> {
  /** How long a value is fresh; 0 keeps nothing. */
  ttlMs: number;
  /**
   * How long after that a reader is still answered with the value at once while one refresh
   * runs behind it; 0 makes every reader after `ttlMs` wait for the new value.
   */
  staleMs?: number;
  /** What all kept values may weigh together, as `sizeOf` counts it. */
  maxBytes: number;
  /** Roughly what a value and its key hold in memory, in bytes. */
  sizeOf: (value: T, key: string) => number;
  /** Milliseconds on a clock that only moves forward; tests pass their own. */
  now?: () => number;
}

interface Kept<T> {
  value: T;
  freshUntil: number;
}

/**
 * Values by key for a short time, bounded by weight: when a new value would pass `maxBytes`,
 * the least recently used ones go first, and expired ones are swept out whenever a value is
 * kept, so memory comes back after a burst with no timer running (lru-cache does the
 * bookkeeping). Callers asking for a key that is being loaded share that load, so an expiry
 * sends one query to the database, not one per waiting visitor; and for `staleMs` after the
 * expiry nobody waits at all: they get the old value while that one load runs. A write's
 * clear() ends that too: a value whose load began before it is handed to its caller but not
 * kept, as it may predate the write, and nothing older than the write is served again.
 */
export class ShortCache<T extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, Kept<T>> | undefined;
  private readonly loading = new Map<string, Promise<T>>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private generation = 0;

  constructor({ ttlMs, staleMs = 0, maxBytes, sizeOf, now }: ShortCacheOptions<T>) {
    this.ttlMs = ttlMs;
    this.now = now ?? (() => performance.now());
    this.entries =
      ttlMs > 0
        ? new LRUCache<string, Kept<T>>({
            ttl: ttlMs + staleMs,
            maxSize: maxBytes,
            sizeCalculation: (kept, key) => Math.max(1, Math.ceil(sizeOf(kept.value, key))),
            // Read the clock on every look-up rather than once a millisecond behind a timer.
            ttlResolution: 0,
            perf: { now: this.now },
          })
        : undefined;
  }

  /** What the kept values weigh now. */
  get bytes(): number {
    return this.entries?.calculatedSize ?? 0;
  }

  get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.entries === undefined) return load();
    const kept = this.entries.get(key);
    if (kept !== undefined) {
      if (this.now() >= kept.freshUntil && !this.loading.has(key)) {
        // Answered from the old value; a failed refresh leaves it for the next reader to retry.
        this.load(this.entries, key, load).catch(() => undefined);
      }
      return Promise.resolve(kept.value);
    }
    return this.loading.get(key) ?? this.load(this.entries, key, load);
  }

  private load(entries: LRUCache<string, Kept<T>>, key: string, load: () => Promise<T>) {
    const generation = this.generation;
    const loaded = load().then(
      (value) => {
        if (generation === this.generation) {
          this.loading.delete(key);
          entries.purgeStale();
          entries.set(key, { value, freshUntil: this.now() + this.ttlMs });
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
    this.entries?.clear();
    // Loads already running may predate the write: later callers start their own.
    this.loading.clear();
    this.generation += 1;
  }
}

/** One page of the public listing as it is sent (docs/decisions/092). */
export interface CachedPage {
  /** The JSON array, already serialized. */
  body: string;
  total: number;
  next: string | undefined;
}

const MiB = 1024 * 1024;

// A string's length stands for its weight: JSON of pets is nearly all one-byte characters.
const pageWeight = (page: CachedPage, key: string) =>
  key.length + page.body.length + (page.next?.length ?? 0);
const facetsWeight = (facets: string, key: string) => key.length + facets.length;

export interface ListingCacheOptions {
  /** 0 turns the cache off (the benchmark's uncached figures); facets are kept as long. */
  pageTtlMs?: number;
  /** 4 MiB by default: some 240 pages of 20 pets. */
  pageBytes?: number;
  /** 2 MiB by default, apart from first pages so made-up cursors cannot push those out. */
  laterPageBytes?: number;
  /** 2 MiB by default: some 200 searches' facets with a few hundred breeds each. */
  facetBytes?: number;
  now?: () => number;
}

/**
 * The listing's caches: public pages and facets (fresh 1 s), each bounded by bytes. A write
 * here clears them; another server copy's write is seen once the value is no longer fresh
 * (the search index itself sees it at once). Until it is five times as old the reader after
 * that is answered at once with it while one refresh runs, so no visitor waits on the database
 * for an expiry. Pages and facets hold only what every visitor is shown alike; owner lists
 * (`?email=`) never enter them, and pets.listing.ts and pet-facets.routes.ts decide which
 * public answers do.
 */
export class ListingCache {
  /** First pages: what every visitor opening the listing asks for. */
  readonly pages: ShortCache<CachedPage>;
  /** Pages after a cursor, in a bound of their own (docs/decisions/092). */
  readonly laterPages: ShortCache<CachedPage>;
  /** The facets answer of a search, as the JSON text that is sent. */
  readonly facets: ShortCache<string>;

  constructor({
    pageTtlMs = 1_000,
    pageBytes = 4 * MiB,
    laterPageBytes = 2 * MiB,
    facetBytes = 2 * MiB,
    now,
  }: ListingCacheOptions = {}) {
    const clock = now === undefined ? {} : { now };
    this.pages = new ShortCache({
      ttlMs: pageTtlMs,
      staleMs: 4 * pageTtlMs,
      maxBytes: pageBytes,
      sizeOf: pageWeight,
      ...clock,
    });
    this.laterPages = new ShortCache({
      ttlMs: pageTtlMs,
      staleMs: 4 * pageTtlMs,
      maxBytes: laterPageBytes,
      sizeOf: pageWeight,
      ...clock,
    });
    this.facets = new ShortCache({
      ttlMs: pageTtlMs,
      staleMs: 4 * pageTtlMs,
      maxBytes: facetBytes,
      sizeOf: facetsWeight,
      ...clock,
    });
  }

  /** Called by each write that changes listed pets, before its answer leaves. */
  clear() {
    this.pages.clear();
    this.laterPages.clear();
    this.facets.clear();
  }
}
