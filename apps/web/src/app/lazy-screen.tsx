import { lazy, type ComponentType, type ReactElement } from 'react';

type ScreenModule = { Component: ComponentType };

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
  let loading: Promise<ScreenModule> | undefined;
  const preload = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed fetch (offline, a new deployment) may be tried again on the next visit.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Screen = lazy(() => preload().then((module) => ({ default: module.Component })));
  const handle: ScreenHandle = { preload };
  return { element: <Screen />, handle };
}
