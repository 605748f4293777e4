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
 * match. What the page cannot show is never left to a spinner that only a script would end:
 * - a failure on the server's side (a 5xx, or the API not reachable) is the error page, 503;
 * - the page's own data (what `fill` waits for with `fetchQuery`) answered with a 404 is the 404
 *   page, and with any other refusal (401, 403, 409, 429…) the error page with the API's own
 *   status and sentence, the one the scripted screen shows.
 * A section's refusal (`prefetchQuery`) is the screen's to show in its place: the page around it,
 * and a form answered by its action, stay as they are.
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
  let thrown: unknown = null;
  try {
    await fill(queryClient);
  } catch (error) {
    thrown = error;
  }
  // prefetchQuery never throws: its failures stay in the cache.
  const failures = [
    thrown,
    ...queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.state.error),
  ].filter((error) => error !== null);
  if (failures.some(isOutage)) throw serviceUnavailable();
  if (thrown instanceof ApiError && thrown.status === 404) throw notFound();
  if (isRefusal(thrown)) throw refused(thrown);
  return { dehydrated: dehydrate(queryClient) };
}

/** The API said no to the visitor (not "there is no such record", which a section may show). */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 404
  );
}

/** What a refused page answers: the API's status, and its sentence for the error page. */
export type PageRefusal = { message: string };

function refused(error: ApiError) {
  const body: PageRefusal = { message: error.message };
  return data(body, { status: error.status });
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
