import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * How long the answers a page arrived with count as fresh in the browser: long enough to hydrate
 * the page on a slow phone, short enough that coming back to a screen later asks again.
 */
export const FRESH_FROM_PAGE_MS = 10_000;

/** Per query client: when each query's answer arrived with the page (the browser's clock). */
const arrivals = new WeakMap<QueryClient, Map<string, number>>();

/**
 * Notes that these queries' answers came with the page just now, so that the screens taking the
 * page over do not ask the API for what the server has just sent (a fetch, the request module,
 * its schemas and a second render, all while the page hydrates on a slow phone).
 */
export function noteAnswersFromPage(client: QueryClient, queryHashes: string[], now = Date.now()) {
  const known = arrivals.get(client) ?? new Map<string, number>();
  arrivals.set(client, known);
  for (const hash of queryHashes) known.set(hash, now);
}

/**
 * `refetchOnMount` for `client`: a query is asked again when a screen mounts (as its staleTime
 * says) unless its answer came with the page moments ago and nothing has invalidated it since.
 */
export function refetchUnlessFromPage(client: QueryClient) {
  return (query: Query): boolean => {
    if (query.state.isInvalidated) return true;
    const arrived = arrivals.get(client)?.get(query.queryHash);
    return arrived === undefined || Date.now() - arrived >= FRESH_FROM_PAGE_MS;
  };
}
