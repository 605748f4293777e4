import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType, type ReactElement } from 'react';
import type { Params } from 'react-router';

/** What a screen's `prefetch` is told about the address it is about to show. */
export type PrefetchContext = {
  queryClient: QueryClient;
  params: Params;
  searchParams: URLSearchParams;
};

type ScreenModule = {
  Component: ComponentType;
  /**
   * Public data the screen asks for first, requested as soon as the screen's code arrives
   * rather than once it renders: behind the sign-in guard, that is after the session check and
   * the token request.
   */
  prefetch?: (context: PrefetchContext) => void;
};

/** What a lazily loaded route keeps in its `handle`: a way to start fetching its code early. */
export type ScreenHandle = { preload: () => Promise<ScreenModule> };

/**
 * A route whose screen is its own module (exporting `Component`), fetched the first time the
 * route is shown. `preload` starts that fetch sooner: the router calls it for every route a
 * location matches, so a screen's code and its layout's arrive together instead of one after
 * the other.
 */
export function lazyScreen(load: () => Promise<ScreenModule>): {
  element: ReactElement;
  handle: ScreenHandle;
} {
  // One fetch per screen, shared by the early preload and the render. A failed one stays failed,
  // as React.lazy keeps it: the error screen offers to reload the page.
  let loading: Promise<ScreenModule> | undefined;
  const preload = () => (loading ??= load());
  const Screen = lazy(() => preload().then((module) => ({ default: module.Component })));
  const handle: ScreenHandle = { preload };
  return { element: <Screen />, handle };
}
