import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache } from './page-cache';
import type { RenderedPage } from './page-renderer';

const HOME = 'http://localhost/';
const LUNA = 'http://localhost/petDetails/4b7c1f5e-2a1d-4c55-9a0e-123456789abc';
const BISCUIT = 'http://localhost/campaingsDetails/0c9a3b5e-2a1d-4c55-9a0e-123456789abc';

/** A renderer that counts its renderings and answers `page` (numbered in its body). */
function renderer(page: Partial<RenderedPage> = {}) {
  let renderings = 0;
  const render = vi.fn(() => {
    renderings += 1;
    return Promise.resolve({
      status: 200,
      headers: [['content-type', 'text/html; charset=utf-8']],
      body: Buffer.from(`rendering ${renderings}`),
      type: 'html',
      scriptNonce: 'n',
      ...page,
    } satisfies RenderedPage);
  });
  return render;
}

const bodyOf = async (page: Promise<RenderedPage>) => (await page).body.toString();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the page cache', () => {
  it('keeps a page under its key, and hands it to the next visitor', async () => {
    const cache = createPageCache();
    const render = renderer();
    expect(await bodyOf(cache.getOrRender(HOME, render))).toBe('rendering 1');
    expect(await bodyOf(cache.getOrRender(HOME, render))).toBe('rendering 1');
    expect(render).toHaveBeenCalledTimes(1);
    expect(await bodyOf(cache.getOrRender('https://pets.example.org/', render))).toBe(
      'rendering 2',
    );
  });

  it.each([
    ['a 404', { status: 404 }],
    ['a 429', { status: 429 }],
    ['a 500', { status: 500 }],
    ['a page that sets a cookie', { headers: [['set-cookie', 'a=b']] }],
  ] satisfies [string, Partial<RenderedPage>][])('does not keep %s', async (_name, page) => {
    const cache = createPageCache();
    const render = renderer(page);
    await cache.getOrRender(HOME, render);
    expect(await bodyOf(cache.getOrRender(HOME, render))).toBe('rendering 2');
  });

  it('renders once for visitors who ask at the same time', async () => {
    const cache = createPageCache();
    const render = renderer();
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => bodyOf(cache.getOrRender(HOME, render))),
    );
    expect(pages).toEqual(Array.from({ length: 5 }, () => 'rendering 1'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders again once ten seconds have passed', async () => {
    // The cache's clock: lru-cache reads performance.now(), and keeps a reading for 1 ms.
    let now = performance.now();
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const later = async (ms: number) => {
      now += ms;
      await new Promise((resolve) => setTimeout(resolve, 5));
    };
    const cache = createPageCache();
    const render = renderer();
    await cache.getOrRender(HOME, render);
    await later(9_000);
    expect(await bodyOf(cache.getOrRender(HOME, render))).toBe('rendering 1');
    await later(1_500);
    expect(await bodyOf(cache.getOrRender(HOME, render))).toBe('rendering 2');
  });

  it('forgets the pages a change names, on every origin, and keeps the others', async () => {
    const cache = createPageCache();
    const render = renderer();
    const elsewhere = 'https://pets.example.org/';
    for (const key of [HOME, elsewhere, LUNA, BISCUIT]) await cache.getOrRender(key, render);

    cache.forget(['/']);
    expect(await bodyOf(cache.getOrRender(HOME, render))).toBe('rendering 5');
    expect(await bodyOf(cache.getOrRender(elsewhere, render))).toBe('rendering 6');
    expect(await bodyOf(cache.getOrRender(LUNA, render))).toBe('rendering 3');

    cache.forget(['/petDetails/*']);
    expect(await bodyOf(cache.getOrRender(LUNA, render))).toBe('rendering 7');
    expect(await bodyOf(cache.getOrRender(BISCUIT, render))).toBe('rendering 4');

    cache.forget('every page');
    expect(await bodyOf(cache.getOrRender(BISCUIT, render))).toBe('rendering 8');
  });

  it('does not keep a rendering begun before a change', async () => {
    const cache = createPageCache();
    const render = renderer();
    // A rendering that read the database before a write finished after it.
    let finish: (page: RenderedPage) => void = () => undefined;
    const slow = () =>
      new Promise<RenderedPage>((resolve) => {
        finish = resolve;
      });
    const before = cache.getOrRender(HOME, slow);
    cache.forget(['/']);
    // Not joined to the rendering from before the write either.
    const after = cache.getOrRender(HOME, render);
    finish({
      status: 200,
      headers: [],
      body: Buffer.from('old content'),
      type: 'html',
      scriptNonce: 'n',
    });
    expect(await bodyOf(before)).toBe('old content');
    expect(await bodyOf(after)).toBe('rendering 1');
    expect(await bodyOf(cache.getOrRender(HOME, render))).toBe('rendering 1');
  });

  it('keeps what is kept when a change names nothing', async () => {
    const cache = createPageCache();
    const render = renderer();
    await cache.getOrRender(HOME, render);
    cache.forget([]);
    expect(await bodyOf(cache.getOrRender(HOME, render))).toBe('rendering 1');
  });
});
