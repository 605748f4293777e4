import { describe, expect, it, vi } from 'vitest';
import { ListingCache, ShortCache } from './listing-cache';

/** A cache of strings weighed by their length, on a clock the test moves. */
function stringCache(ttlMs: number, maxBytes = 1_000_000) {
  // Not 0: lru-cache reads a start time of 0 as "no time kept".
  const clock = { now: 1_000_000 };
  const cache = new ShortCache<string>({
    ttlMs,
    maxBytes,
    sizeOf: (value) => value.length,
    now: () => clock.now,
  });
  return { cache, clock };
}

describe('ShortCache', () => {
  it('answers from memory until the time is up', async () => {
    const { cache, clock } = stringCache(1_000);
    const load = vi.fn().mockResolvedValueOnce('one').mockResolvedValueOnce('two');
    expect(await cache.get('k', load)).toBe('one');
    clock.now += 999;
    expect(await cache.get('k', load)).toBe('one');
    clock.now += 2;
    expect(await cache.get('k', load)).toBe('two');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers at once with the old value while one refresh runs, until that is too old', async () => {
    const clock = { now: 1_000_000 };
    const cache = new ShortCache<string>({
      ttlMs: 1_000,
      staleMs: 4_000,
      maxBytes: 1_000,
      sizeOf: (value) => value.length,
      now: () => clock.now,
    });
    let finish: (value: string) => void = () => undefined;
    const slow = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    expect(await cache.get('k', () => Promise.resolve('one'))).toBe('one');
    clock.now += 1_500;
    // Past fresh: the old value, and a single refresh behind it for all readers.
    expect(await cache.get('k', slow)).toBe('one');
    expect(await cache.get('k', slow)).toBe('one');
    expect(slow).toHaveBeenCalledTimes(1);
    finish('two');
    await Promise.resolve();
    expect(await cache.get('k', slow)).toBe('two');
    // A failed refresh keeps the old value; the next reader tries again.
    clock.now += 1_500;
    const failing = vi.fn(() => Promise.reject(new Error('down')));
    expect(await cache.get('k', failing)).toBe('two');
    await Promise.resolve();
    expect(await cache.get('k', () => Promise.resolve('three'))).toBe('two');
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.get('k', slow)).toBe('three');
    // Past fresh and stale together, a reader waits for the new value.
    clock.now += 5_001;
    expect(await cache.get('k', () => Promise.resolve('four'))).toBe('four');
    // A write: nothing older than it is served, not even while it is being read again.
    cache.clear();
    expect(await cache.get('k', () => Promise.resolve('five'))).toBe('five');
  });

  it('keeps nothing when the time is zero', async () => {
    const { cache } = stringCache(0);
    const load = vi.fn().mockResolvedValue('one');
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after a write cleared it', async () => {
    const cache = stringCache(60_000).cache;
    expect(await cache.get('k', () => Promise.resolve('before'))).toBe('before');
    cache.clear();
    expect(await cache.get('k', () => Promise.resolve('after'))).toBe('after');
  });

  it('does not keep a value read while a write cleared it (it may predate the write)', async () => {
    const cache = stringCache(60_000).cache;
    let finish: (value: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('k', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('sends one load for callers arriving while it runs', async () => {
    const cache = stringCache(1_000).cache;
    let finish: (value: string) => void = () => undefined;
    const load = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const waiting = [cache.get('k', load), cache.get('k', load), cache.get('k', load)];
    finish('seven');
    expect(await Promise.all(waiting)).toEqual(['seven', 'seven', 'seven']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next caller loads again', async () => {
    const cache = stringCache(1_000).cache;
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve('two'))).toBe('two');
  });

  it('does not hand a load that began before a write to callers after it', async () => {
    const cache = stringCache(60_000).cache;
    let finishOld: (value: string) => void = () => undefined;
    const old = cache.get('k', () => new Promise<string>((resolve) => (finishOld = resolve)));
    cache.clear();
    const fresh = cache.get('k', () => Promise.resolve('after'));
    finishOld('before');
    expect(await old).toBe('before');
    expect(await fresh).toBe('after');
    expect(await cache.get('k', () => Promise.resolve('unused'))).toBe('after');
  });

  it('stays under its byte bound however many distinct keys are asked for', async () => {
    const { cache } = stringCache(60_000, 10_000);
    const page = 'x'.repeat(1_000);
    for (let i = 0; i < 1_000; i++) await cache.get(`cursor-${i}`, () => Promise.resolve(page));
    expect(cache.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.bytes).toBeGreaterThan(0);
    // The most recent keys are the ones kept.
    const load = vi.fn().mockResolvedValue('reloaded');
    expect(await cache.get('cursor-999', load)).toBe(page);
    expect(await cache.get('cursor-0', load)).toBe('reloaded');
  });

  it('does not keep a value larger than the whole bound', async () => {
    const { cache } = stringCache(60_000, 100);
    expect(await cache.get('k', () => Promise.resolve('x'.repeat(101)))).toHaveLength(101);
    expect(cache.bytes).toBe(0);
  });

  it('lets go of expired values once something new is kept, with no timer', async () => {
    const { cache, clock } = stringCache(1_000);
    for (let i = 0; i < 100; i++) await cache.get(`k${i}`, () => Promise.resolve('x'.repeat(500)));
    expect(cache.bytes).toBe(50_000);
    clock.now += 1_001;
    await cache.get('fresh', () => Promise.resolve('y'.repeat(10)));
    expect(cache.bytes).toBe(10);
  });
});

describe('ListingCache', () => {
  const page = (body: string) => ({ body, total: 1, next: undefined, firstImage: undefined });

  it('bounds public pages by the bytes of their text', async () => {
    const cache = new ListingCache({ pageBytes: 50_000 });
    for (let i = 0; i < 200; i++) {
      await cache.pages.get(`page-${i}`, () => Promise.resolve(page('x'.repeat(17_000))));
    }
    expect(cache.pages.bytes).toBeLessThanOrEqual(50_000);
  });

  it('keeps no page when pages are turned off (the benchmark)', async () => {
    const cache = new ListingCache({ pageTtlMs: 0 });
    const load = vi.fn().mockResolvedValue(page('[]'));
    await cache.pages.get('k', load);
    await cache.pages.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.pages.bytes).toBe(0);
  });

  it('bounds facets by their text, keeps them as long as pages, and a write empties them', async () => {
    const clock = { now: 1_000_000 };
    const cache = new ListingCache({ facetBytes: 10_000, now: () => clock.now });
    for (let i = 0; i < 50; i++) {
      await cache.facets.get(`facets-${i}`, () => Promise.resolve('x'.repeat(1_000)));
    }
    expect(cache.facets.bytes).toBeLessThanOrEqual(10_000);
    const load = vi.fn().mockResolvedValue('{"total":1}');
    await cache.facets.get('k', load);
    await cache.facets.get('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    cache.clear();
    await cache.facets.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    clock.now += 1_001;
    await cache.facets.get('k', load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
