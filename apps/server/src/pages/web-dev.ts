import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import { REPO_ROOT } from '../config';
import { isApiPath } from '../plugins/allowed-methods';
import { asWebServerEntry, type LoadPageHandler } from './web-build';

const WEB_ROOT = `${REPO_ROOT}apps/web`;
/** The web app's server entry, as the build's server bundle starts from it. */
const SERVER_ENTRY = '/src/app/page-handler.server.ts';

/**
 * Development only (`npm run dev`): Vite compiles the web app on demand in this process and on
 * this port, so pages and API share one origin as in production. Its middleware serves the
 * modules, styles and hot-reload socket; pages still go through pages.plugin.ts, rendered with
 * the page handler this returns, which follows every saved edit.
 */
export async function registerWebDev(app: FastifyInstance): Promise<LoadPageHandler> {
  // Vite is a development tool, not installed in production: loaded only here.
  const { createServer, isRunnableDevEnvironment } = await import('vite');
  const vite = await createServer({
    root: WEB_ROOT,
    // The hot-reload socket upgrades on Fastify's own port rather than opening another one.
    server: { middlewareMode: true, ws: { server: app.server } },
    appType: 'custom',
    // Scanned up front for the packages the browser needs bundled. Found later, while a page
    // loads, they would make Vite answer that page's modules with 504 before its hot-reload
    // client runs: the page would stay dead instead of reloading.
    optimizeDeps: {
      entries: [
        'src/app/entry.client.tsx',
        'src/app/root.tsx',
        'src/app/routes/**/*.tsx',
        '!**/*.test.tsx',
      ],
    },
  });
  app.addHook('onClose', () => vite.close());

  const ssr = vite.environments.ssr;
  if (!ssr || !isRunnableDevEnvironment(ssr)) {
    await vite.close();
    throw new Error('Vite has no runnable server environment to render the web app with.');
  }

  await app.register(middie);
  // The API answers as it does in production; Vite never sees its requests.
  app.use((req, res, next) => {
    if (isApiPath(req.url ?? '/')) next();
    else vite.middlewares(req, res, next);
  });

  // When the server restarts, Vite's client waits for it in a worker made from a blob, then
  // reloads the page; the policy would otherwise block that worker and leave the page stale.
  app.addHook('onSend', async (_request, reply) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') {
      void reply.header('content-security-policy', `${policy};worker-src 'self' blob:`);
    }
  });

  // The runner keeps evaluated modules until a saved file invalidates them: importing again on
  // every request costs nothing until then, and gives the edited module graph afterwards.
  return () =>
    ssr.runner
      .import(SERVER_ENTRY)
      .then((module: unknown) => asWebServerEntry(module, SERVER_ENTRY).handlePage);
}
