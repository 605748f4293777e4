import type { FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { RenderedPage } from './page-renderer';

/**
 * The pages that are the same HTML for every visitor without a session: Home, a pet's and a
 * campaign's details. Their paths are the product's (the web app's config/paths.ts).
 */
const SHARED_PAGES = [/^\/$/, /^\/petDetails\/[^/]+$/, /^\/campaingsDetails\/[^/]+$/];

// better-auth's session cookie, with or without the __Secure- prefix it takes over https.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/** Short: a page may show a donation total or a new pet a few seconds late, never longer. */
const TTL_MS = 10_000;
const MAX_BYTES = 16 * 1024 * 1024;

/** Writes that change nothing a shared page shows. */
const NOT_CONTENT = /^\/api\/(?:auth\/|jwt(?:[/?]|$)|contact(?:[/?]|$)|images(?:[/?]|$))/;

/** What the cache reads of a request. */
export type PageRequest = Pick<FastifyRequest, 'method' | 'url' | 'headers' | 'protocol' | 'host'>;

export type PageCache = {
  /** The cached page when there is one for this request, else `render`'s (kept if shareable). */
  getOrRender: (request: PageRequest, render: () => Promise<RenderedPage>) => Promise<RenderedPage>;
  /** Does this finished request change content that a cached page may show? */
  isEmptiedBy: (method: string, url: string, status: number) => boolean;
  clear: () => void;
};

/**
 * A spike of anonymous visitors to Home or a shared pet link is served one rendering every
 * ten seconds instead of one each; concurrent misses for the same page share one rendering.
 */
export function createPageCache(): PageCache {
  const pages = new LRUCache<string, RenderedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.body.length + 1,
    ttl: TTL_MS,
  });
  const rendering = new Map<string, Promise<RenderedPage>>();
  // Bumped by clear(): a rendering that began before a write may hold the old content, so it is
  // sent to those who asked for it but not kept.
  let generation = 0;

  const shareable = (request: PageRequest) => {
    if (request.method !== 'GET') return false;
    if (SESSION_COOKIE.test(request.headers.cookie ?? '')) return false;
    const path = request.url.split('?', 1)[0] ?? '';
    return SHARED_PAGES.some((page) => page.test(path));
  };

  return {
    async getOrRender(request, render) {
      if (!shareable(request)) return render();
      // Without PUBLIC_URL a page names the address it was asked at (canonical link, previews):
      // one asked through another host name must not be handed to everyone else.
      const key = `${request.protocol}://${request.host}${request.url}`;
      const cached = pages.get(key);
      if (cached) return cached;
      const pending = rendering.get(key);
      if (pending) return pending;
      const started = generation;
      const current = render().finally(() => {
        if (rendering.get(key) === current) rendering.delete(key);
      });
      rendering.set(key, current);
      const page = await current;
      const keep =
        started === generation &&
        page.status === 200 &&
        !page.headers.some(([name]) => name === 'set-cookie');
      if (keep) pages.set(key, page);
      return page;
    },
    isEmptiedBy(method, url, status) {
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return false;
      if (status >= 400) return false;
      return url.startsWith('/api/') && !NOT_CONTENT.test(url);
    },
    clear() {
      pages.clear();
      rendering.clear();
      generation += 1;
    },
  };
}
