import { pages, type PageAccess, type PageEntry } from '@pet-adoption/shared';
import { useMatches, type Params } from 'react-router';

/*
 * Who may see a page, as its entry in the pages table (packages/shared/src/pages.ts) says: the
 * one place both guards read, the server's by the route's pattern (page-guard.server.ts) and the
 * browser's by the route on screen (RequireAccess, in the site layout). A route of no page (the
 * 404 page) is anyone's.
 */

const byPattern = new Map<string, PageEntry>(Object.values(pages).map((page) => [page.path, page]));

/** Who may see the page a route pattern is (`/dashboard/updatePet/:id`). */
export const patternAccess = (pattern: string): PageAccess =>
  byPattern.get(pattern)?.access ?? 'anyone';

/** A page's path with a matched route's parameters in it, or undefined if one is missing. */
function filled(path: string, params: Params): string | undefined {
  const segments = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? params[segment.slice(1)] : segment));
  return segments.every((segment) => segment !== undefined) ? segments.join('/') : undefined;
}

/** Paths as the router matches them: in any case, with or without a trailing slash. */
const normal = (pathname: string) => pathname.replace(/(.)\/+$/, '$1').toLowerCase();

/**
 * Who may see the page on screen: the page whose pattern, filled with the deepest matched route's
 * parameters, is the path that route matched (so its pattern, as the server reads it).
 */
export function usePageAccess(): PageAccess {
  const match = useMatches().at(-1);
  if (!match) return 'anyone';
  const path = normal(match.pathname);
  const page = Object.values<PageEntry>(pages).find((entry) => {
    const candidate = filled(entry.path, match.params);
    return candidate !== undefined && normal(candidate) === path;
  });
  return page?.access ?? 'anyone';
}
