import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShortCache } from './listing-cache';

describe('ShortCache', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers from memory until the time is up', async () => {
    vi.useFakeTimers();
    const cache = new ShortCache<number>(1_000);
    const load = vi.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(2);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get('k', load)).toBe(1);
    vi.advanceTimersByTime(2);
    expect(await cache.get('k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing when the time is zero', async () => {
    const cache = new ShortCache<number>(0);
    const load = vi.fn().mockResolvedValue(1);
    await cache.get('k', load);
    await cache.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads again after a write cleared it', async () => {
    const cache = new ShortCache<string>(60_000);
    expect(await cache.get('k', () => Promise.resolve('before'))).toBe('before');
    cache.clear();
    expect(await cache.get('k', () => Promise.resolve('after'))).toBe('after');
  });

  it('does not keep a value read while a write cleared it (it may predate the write)', async () => {
    const cache = new ShortCache<string>(60_000);
    let finish: (value: string) => void = () => undefined;
    const slow = cache.get('k', () => new Promise<string>((resolve) => (finish = resolve)));
    cache.clear();
    finish('stale');
    expect(await slow).toBe('stale');
    expect(await cache.get('k', () => Promise.resolve('fresh'))).toBe('fresh');
  });

  it('sends one load for callers arriving while it runs', async () => {
    const cache = new ShortCache<number>(1_000);
    let finish: (value: number) => void = () => undefined;
    const load = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const waiting = [cache.get('k', load), cache.get('k', load), cache.get('k', load)];
    finish(7);
    expect(await Promise.all(waiting)).toEqual([7, 7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failure: the next caller loads again', async () => {
    const cache = new ShortCache<number>(1_000);
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', () => Promise.resolve(2))).toBe(2);
  });

  it('does not hand a load that began before a write to callers after it', async () => {
    const cache = new ShortCache<string>(60_000);
    let finishOld: (value: string) => void = () => undefined;
    const old = cache.get('k', () => new Promise<string>((resolve) => (finishOld = resolve)));
    cache.clear();
    const fresh = cache.get('k', () => Promise.resolve('after'));
    finishOld('before');
    expect(await old).toBe('before');
    expect(await fresh).toBe('after');
    expect(await cache.get('k', () => Promise.resolve('unused'))).toBe('after');
  });
});
