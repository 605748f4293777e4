import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPageCache, type PageRequest } from './page-cache';
import type { RenderedPage } from './page-renderer';

const SESSION = 'better-auth.session_token=abc.def';

function request(url: string, overrides: Partial<PageRequest> = {}): PageRequest {
  return { method: 'GET', url, headers: {}, protocol: 'http', host: 'localhost', ...overrides };
}

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
  it.each(['/', '/petDetails/4b7c1f5e-2a1d-4c55-9a0e-123456789abc', '/campaingsDetails/x'])(
    'keeps %s for anonymous visitors',
    async (url) => {
      const cache = createPageCache();
      const render = renderer();
      expect(await bodyOf(cache.getOrRender(request(url), render))).toBe('rendering 1');
      expect(await bodyOf(cache.getOrRender(request(url), render))).toBe('rendering 1');
      expect(render).toHaveBeenCalledTimes(1);
    },
  );

  it.each(['/petListing', '/login', '/dashboard', '/petDetails/x/y', '/petDetails'])(
    'renders %s afresh every time',
    async (url) => {
      const cache = createPageCache();
      const render = renderer();
      await cache.getOrRender(request(url), render);
      expect(await bodyOf(cache.getOrRender(request(url), render))).toBe('rendering 2');
    },
  );

  it.each([SESSION, `theme=dark; __Secure-${SESSION}`])(
    'never answers nor keeps a page for a visitor with a session (%s)',
    async (cookie) => {
      const cache = createPageCache();
      const render = renderer();
      await cache.getOrRender(request('/'), render);
      const signedIn = request('/', { headers: { cookie } });
      expect(await bodyOf(cache.getOrRender(signedIn, render))).toBe('rendering 2');
      expect(await bodyOf(cache.getOrRender(signedIn, render))).toBe('rendering 3');
      expect(await bodyOf(cache.getOrRender(request('/'), render))).toBe('rendering 1');
    },
  );

  it('keeps a page for an unrelated cookie', async () => {
    const cache = createPageCache();
    const render = renderer();
    await cache.getOrRender(request('/', { headers: { cookie: 'theme=dark' } }), render);
    expect(await bodyOf(cache.getOrRender(request('/'), render))).toBe('rendering 1');
  });

  it.each([
    ['a 404', { status: 404 }],
    ['a 500', { status: 500 }],
    ['a page that sets a cookie', { headers: [['set-cookie', 'a=b']] }],
  ] satisfies [string, Partial<RenderedPage>][])('does not keep %s', async (_name, page) => {
    const cache = createPageCache();
    const render = renderer(page);
    await cache.getOrRender(request('/'), render);
    expect(await bodyOf(cache.getOrRender(request('/'), render))).toBe('rendering 2');
  });

  it('keeps only GET answers', async () => {
    const cache = createPageCache();
    const render = renderer();
    await cache.getOrRender(request('/', { method: 'HEAD' }), render);
    expect(await bodyOf(cache.getOrRender(request('/'), render))).toBe('rendering 2');
  });

  it('keeps one page per address: query and host name count', async () => {
    const cache = createPageCache();
    const render = renderer();
    await cache.getOrRender(request('/'), render);
    expect(await bodyOf(cache.getOrRender(request('/?ref=mail'), render))).toBe('rendering 2');
    const otherHost = request('/', { host: 'pets.example.org' });
    expect(await bodyOf(cache.getOrRender(otherHost, render))).toBe('rendering 3');
    const https = request('/', { protocol: 'https' });
    expect(await bodyOf(cache.getOrRender(https, render))).toBe('rendering 4');
    expect(await bodyOf(cache.getOrRender(request('/'), render))).toBe('rendering 1');
  });

  it('renders once for visitors who ask at the same time', async () => {
    const cache = createPageCache();
    const render = renderer();
    const pages = await Promise.all(
      Array.from({ length: 5 }, () => bodyOf(cache.getOrRender(request('/'), render))),
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
    await cache.getOrRender(request('/'), render);
    await later(9_000);
    expect(await bodyOf(cache.getOrRender(request('/'), render))).toBe('rendering 1');
    await later(1_500);
    expect(await bodyOf(cache.getOrRender(request('/'), render))).toBe('rendering 2');
  });

  it('clear() empties it, and a rendering begun before is not kept', async () => {
    const cache = createPageCache();
    const render = renderer();
    await cache.getOrRender(request('/'), render);
    cache.clear();
    expect(await bodyOf(cache.getOrRender(request('/'), render))).toBe('rendering 2');

    // A rendering that read the database before a write finished after it.
    let finish: (page: RenderedPage) => void = () => undefined;
    const slow = () =>
      new Promise<RenderedPage>((resolve) => {
        finish = resolve;
      });
    cache.clear();
    const before = cache.getOrRender(request('/'), slow);
    cache.clear();
    // Not joined to the rendering from before the write either.
    const after = cache.getOrRender(request('/'), render);
    finish({ status: 200, headers: [], body: Buffer.from('old content'), type: 'html' });
    expect(await bodyOf(before)).toBe('old content');
    expect(await bodyOf(after)).toBe('rendering 3');
    expect(await bodyOf(cache.getOrRender(request('/'), render))).toBe('rendering 3');
  });
});

describe('what empties the page cache', () => {
  const cache = createPageCache();

  it.each([
    ['POST', '/api/petListing', 200],
    ['PATCH', '/api/petListing/1', 200],
    ['DELETE', '/api/campaigns/1', 204],
    ['PUT', '/api/users/1/role', 200],
    ['POST', '/api/payments/confirm', 201],
  ])('%s %s answered %i', (method, url, status) => {
    expect(cache.isEmptiedBy(method, url, status)).toBe(true);
  });

  it.each([
    ['GET', '/api/petListing', 200],
    ['HEAD', '/api/petListing', 200],
    ['OPTIONS', '/api/petListing', 204],
    ['POST', '/api/petListing', 400],
    ['PATCH', '/api/petListing/1', 403],
    ['POST', '/api/petListing', 500],
    ['POST', '/api/auth/sign-in/email', 200],
    ['POST', '/api/jwt', 200],
    ['POST', '/api/contact', 200],
    ['POST', '/api/images', 200],
    ['POST', '/petListing.data', 200],
  ])('not %s %s answered %i', (method, url, status) => {
    expect(cache.isEmptiedBy(method, url, status)).toBe(false);
  });
});
