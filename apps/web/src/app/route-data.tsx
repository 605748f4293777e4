import { isUuid } from '@pet-adoption/shared';
import {
  dehydrate,
  HydrationBoundary,
  useQueryClient,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { data, useMatches } from 'react-router';
import { createQueryClient, queryDefaults } from '@/lib/query-client';
import { ApiError } from '@/lib/api-error';
import { noteAnswersFromPage } from '@/lib/answers-from-page';

/** What a route's server loader hands the browser: the queries its screen reads first. */
export type RouteData = { dehydrated: DehydratedState };

/**
 * Runs a route's queries while the server renders its page and hands their answers to the
 * browser with the HTML, so the screen's own `useQuery` finds them there: no loading flash on
 * arrival and no second request. `fill` uses the same query options as the screen, so the keys
 * match. A 404 makes the whole page the app's 404 page, with its status; a failure on the
 * server's side (a 5xx, or the API not reachable) makes it the error page, status 503, rather
 * than a page that spins for ever. Any other failure (a 4xx) is left out: the screen then asks
 * for it itself and shows its own error and retry.
 */
export async function prefetchPage(
  fill: (queryClient: QueryClient) => Promise<unknown> | void,
): Promise<RouteData> {
  // No second try while a page renders: the visitor waits for every try, and the error page
  // (Retry-After, Reload) asks again soon enough.
  const queryClient = createQueryClient({
    ...queryDefaults,
    queries: { ...queryDefaults.queries, retry: false },
  });
  try {
    await fill(queryClient);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    if (isOutage(error)) throw serviceUnavailable();
  }
  // prefetchQuery never throws: its failures stay in the cache.
  const failures = queryClient
    .getQueryCache()
    .getAll()
    .map((query) => query.state.error);
  if (failures.some(isOutage)) throw serviceUnavailable();
  return { dehydrated: dehydrate(queryClient) };
}

/**
 * A page about one record (a pet, a campaign): an id that cannot name one is the 404 page at
 * once, without asking the API; a record the API does not know is the 404 page too.
 */
export function prefetchRecordPage(
  id: string | undefined,
  fetch: (queryClient: QueryClient, id: string) => Promise<unknown>,
): Promise<RouteData> {
  if (id === undefined || !isUuid(id)) throw notFound();
  return prefetchPage((queryClient) => fetch(queryClient, id));
}

/** Thrown by a loader: the route's error boundary shows the app's 404 page, status 404. */
export function notFound() {
  return data(null, { status: 404, statusText: 'Not Found' });
}

/** The API failed on its side or could not be reached: nothing the visitor asked for is wrong. */
export function isOutage(error: unknown): boolean {
  return error instanceof ApiError && (error.status >= 500 || error.code === 'NETWORK_ERROR');
}

/** Thrown by a loader: the error page, status 503 (entry.server adds when to try again). */
export function serviceUnavailable() {
  return data(null, { status: 503, statusText: 'Service Unavailable' });
}

/**
 * A loader's own call (not a query): a failure on the server's side is the error page, status
 * 503, as in prefetchPage; anything else it throws stays as it is.
 */
export async function outageIsUnavailable<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isOutage(error)) throw serviceUnavailable();
    throw error;
  }
}

/**
 * In the browser, after the first page: screens load their own data through TanStack Query's
 * cache, as before, rather than asking the server to render data for them.
 */
export const clientLoaderSkipsServer = () => null;

function dehydratedOf(routeData: unknown): DehydratedState | undefined {
  if (typeof routeData !== 'object' || routeData === null || !('dehydrated' in routeData)) {
    return undefined;
  }
  return (routeData as RouteData).dehydrated;
}

function merge(states: DehydratedState[]): DehydratedState {
  return { mutations: [], queries: states.flatMap((each) => each.queries) };
}

/** Puts every matched route's server-fetched queries into the browser's query cache. */
export function RouteDataHydration({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const states = useMatches().flatMap((match) => dehydratedOf(match.loaderData) ?? []);
  // A new state object makes the boundary hydrate again, and would bring back answers the app
  // has since cleared (signing out clears the cache): only the loaders' answers change it.
  const key = states.map((each) => each.queries.map((query) => query.queryHash).join()).join();
  const state = useMemo(() => {
    const merged = merge(states);
    // Noted before the screens below mount, which would otherwise ask for them again at once.
    noteAnswersFromPage(
      queryClient,
      merged.queries.map((query) => query.queryHash),
    );
    return merged;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the answers, not the array
  }, [key]);
  return <HydrationBoundary state={state}>{children}</HydrationBoundary>;
}
