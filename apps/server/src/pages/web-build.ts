import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageHandler } from '@pet-adoption/shared';

/**
 * What the web app's server entry (apps/web/src/app/page-handler.server.ts) exports, as far as
 * the server uses it. Checked when the module loads: a build of something else is refused
 * loudly rather than half used.
 */
export type WebServerEntry = { handlePage: PageHandler };

function isWebServerEntry(module: unknown): module is WebServerEntry {
  return (
    typeof module === 'object' &&
    module !== null &&
    'handlePage' in module &&
    typeof module.handlePage === 'function'
  );
}

export function asWebServerEntry(module: unknown, from: string): WebServerEntry {
  if (!isWebServerEntry(module))
    throw new Error(`${from} does not export the web app's handlePage.`);
  return module;
}

/**
 * Loads the page handler to render with, once it is there: undefined while nothing is built
 * (a build made later is picked up on the next page).
 */
export type LoadPageHandler = () => Promise<PageHandler> | undefined;

/** The built web app's server entry in `webDistDir/server/index.js`. */
export function builtPageHandler(webDistDir: string): LoadPageHandler {
  const entry = join(webDistDir, 'server', 'index.js');
  let loaded: Promise<PageHandler> | undefined;
  return () => {
    if (!loaded && existsSync(entry)) {
      loaded = import(pathToFileURL(entry).href).then(
        (module: unknown) => asWebServerEntry(module, entry).handlePage,
      );
    }
    return loaded;
  };
}
