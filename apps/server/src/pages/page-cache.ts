import { LRUCache } from 'lru-cache';
import type { RenderedPage } from './page-renderer';

/** Short: a page may show a donation total or a new pet a few seconds late, never longer. */
const TTL_MS = 10_000;
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Which kept pages a change makes stale: paths (`/petDetails/…`), paths that end in `*` for
 * every page under them, or every page.
 */
export type StalePages = readonly string[] | 'every page';

export type PageCache = {
  /**
   * The page kept under `key` (the site's origin and the page's address, as
   * `pageCacheKey` spells it), else `render`'s, kept when it is a whole 200 page.
   */
  getOrRender: (key: string, render: () => Promise<RenderedPage>) => Promise<RenderedPage>;
  /** Forgets the pages a change made stale, on every origin. */
  forget: (stale: StalePages) => void;
};

const pathOf = (key: string) => {
  const path = key.slice(key.indexOf('/', key.indexOf('//') + 2));
  return path.split('?', 1)[0] ?? path;
};

const isStale = (path: string, stale: readonly string[]) =>
  stale.some((each) => (each.endsWith('*') ? path.startsWith(each.slice(0, -1)) : path === each));

/**
 * A spike of signed-out visitors to Home or a shared pet link is served one rendering every ten
 * seconds instead of one each; concurrent misses for the same page share one rendering. Which
 * requests may be answered from here is the page plugin's decision (pages.plugin.ts): only a
 * visit the server found signed out, to a page the pages table says is the same for everyone.
 */
export function createPageCache(): PageCache {
  const pages = new LRUCache<string, RenderedPage>({
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.body.length + 1,
    ttl: TTL_MS,
  });
  const rendering = new Map<string, Promise<RenderedPage>>();
  // Bumped by forget(): a rendering that began before a write may hold the old content, so it is
  // sent to those who asked for it but not kept.
  let generation = 0;

  return {
    async getOrRender(key, render) {
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
    forget(stale) {
      if (stale !== 'every page' && stale.length === 0) return;
      generation += 1;
      if (stale === 'every page') {
        pages.clear();
        rendering.clear();
        return;
      }
      for (const key of [...pages.keys()]) if (isStale(pathOf(key), stale)) pages.delete(key);
      for (const key of [...rendering.keys()]) {
        if (isStale(pathOf(key), stale)) rendering.delete(key);
      }
    },
  };
}

/** Development's stand-in: every page rendered afresh, so an edit shows on the next load. */
export const noPageCache: PageCache = {
  getOrRender: (_key, render) => render(),
  forget: () => undefined,
};
