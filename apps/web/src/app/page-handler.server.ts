import { AsyncLocalStorage } from 'node:async_hooks';
import type { PageHandler, PageServices } from '@pet-adoption/shared';
import * as builtApp from 'virtual:react-router/server-build';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { findPageTransportWith } from '@/lib/api-transport';
import { pageServicesContext } from './page-services.server';

/*
 * The web app's server entry: what apps/server/src/pages imports from the build. The server
 * calls `handlePage(request, services)` for every page and router data request it does not
 * answer from its cache; the services (who is visiting, the API, the render log, the script
 * nonce) reach the routes through React Router's load context.
 */

/** React Router's load context for one request: the services, under their typed key. */
export const getLoadContext = (services: PageServices) =>
  new RouterContextProvider(new Map([[pageServicesContext, services]]));

// The screens' API calls are made deep inside query functions that know nothing of the request;
// they find its transport here, for as long as the request is being answered.
const rendering = new AsyncLocalStorage<PageServices>();
findPageTransportWith(() => rendering.getStore()?.api);

/** A handler for `build` (tests render builds with a screen changed). */
export function createPageHandler(
  build: ServerBuild,
  mode: 'production' | 'development' = 'production',
): PageHandler {
  const handle = createRequestHandler(build, mode);
  return (request, services) =>
    rendering.run(services, () => handle(request, getLoadContext(services)));
}

export const serverBuild: ServerBuild = builtApp;

export const handlePage = createPageHandler(
  serverBuild,
  import.meta.env.DEV ? 'development' : 'production',
);
