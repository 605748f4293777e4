import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ServerBuild } from 'react-router';
import { encodedBody, pagePolicy } from '../lib/page-encodings';
import { createPageCache, type PageCache } from '../lib/page-cache';
import { pageRenderer, type PageRenderer } from '../lib/page-renderer';

/** Seed and demo images shipped in the repository, served under /images/. */
export const SEED_IMAGES_DIR = new URL('../../seed/images/', import.meta.url);

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Seed image names carry no content hash, so a long immutable cache could pin an old picture
// after the file changes. A day keeps pages fast and lets a replaced picture show up the next day.
const SEED_IMAGE_CACHE = 'public, max-age=86400';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Pet Adoption: web app not built</title></head>
<body>
<h1>The web app has not been built yet</h1>
<p>The API is running at <a href="/api/docs">/api/docs</a>. To build the web app, run
<code>npm run build</code> (or <code>npm start</code>, which builds it when needed) and reload.</p>
</body>
</html>
`;

export interface WebAppOptions {
  /** Folder served under /images/; the repository's seed/images by default. */
  seedImagesDir?: string | URL;
  /** The site's address when the operator set one (PUBLIC_URL), else the request's own. */
  publicUrl?: string | undefined;
  /**
   * Renders pages with something other than the built app: development passes Vite's live
   * build (plugins/web-dev.ts), so an edit shows without a build. Such pages are never cached
   * (an edit shows on the next load) and render in React Router's development mode.
   */
  loadBuild?: () => Promise<ServerBuild>;
}

/** Development's stand-in: every page rendered afresh. */
const noPageCache: PageCache = {
  getOrRender: (_request, render) => render(),
  isEmptiedBy: () => false,
  clear: () => undefined,
};

/** Does this request want a page (a browser navigation), as opposed to a file or data? */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  // The router's own requests: the route manifest and a route's data.
  if (path === '/__manifest' || lastSegment.endsWith('.data')) return true;
  // '/assets/app-123.js' or '/favicon.ico' is a missing file, not a screen of the app.
  if (extname(lastSegment) !== '') return false;
  const accept = request.headers.accept ?? '*/*';
  return /text\/html|application\/xhtml\+xml|\*\/\*/.test(accept);
}

/**
 * Is this a page's own form, sent before the page's scripts took over? The login form, say,
 * after a password manager filled it in and Enter was pressed on a slow connection. The
 * browser then posts the fields to the page's address, where nothing takes them.
 */
export function isEarlyFormPost(request: FastifyRequest): boolean {
  if (request.method !== 'POST') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  // '//host/…' (or '/\\host') would make the Location below another site's address.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  const type = request.headers['content-type'] ?? '';
  return /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/.test(type);
}

/**
 * Uploaded images under /uploads/. Their names are content hashes, so they never change and
 * are cached for a year.
 */
export async function registerUploads(app: FastifyInstance, dir: string) {
  await mkdir(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/uploads/',
    decorateReply: false,
    cacheControl: false,
    // Only the hashed .webp files; the half-written ".x.part" files stay hidden.
    allowedPath: (path) => /^\/[0-9a-f]{32}-\d+\.webp$/.test(path),
    setHeaders(res) {
      res.setHeader('cache-control', IMMUTABLE);
    },
  });
}

/** The built app's server module, imported once it exists (a build made later is picked up). */
function builtApp(webDistDir: string): () => Promise<ServerBuild> | undefined {
  const entry = join(webDistDir, 'server', 'index.js');
  let build: Promise<ServerBuild> | undefined;
  return () => {
    if (!build && existsSync(entry)) {
      build = import(pathToFileURL(entry).href).then((module: ServerBuild) => module);
    }
    return build;
  };
}

/**
 * Serves the web app: its built files from `webDistDir/client`, the seed images, and every page,
 * rendered by React Router on the server with the data it shows. Returns the not-found answer
 * for non-API paths: a page for page requests, undefined for anything else.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  { seedImagesDir = SEED_IMAGES_DIR, publicUrl, loadBuild }: WebAppOptions = {},
) {
  const clientDir = join(webDistDir, 'client');
  const assetsDir = join(clientDir, 'assets') + sep;
  await mkdir(clientDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: clientDir,
    // Checked per request, so a build made while the server runs is picked up.
    wildcard: true,
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    // `/` is a page, rendered below, never a file listing or an index.html.
    index: false,
    setHeaders(res, path) {
      // Vite puts content-hashed files in assets/: a new build means new names.
      res.setHeader('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
    },
  });
  await app.register(fastifyStatic, {
    root: seedImagesDir,
    prefix: '/images/',
    decorateReply: false,
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', SEED_IMAGE_CACHE);
    },
  });

  const build = loadBuild ?? builtApp(webDistDir);
  const live = loadBuild !== undefined;
  const cache = live ? noPageCache : createPageCache();
  // Any change through the API may show on a cached page (a new pet on Home, a donation on a
  // campaign's progress bar): the cache is emptied by every successful write.
  app.addHook('onResponse', async (request, reply) => {
    if (cache.isEmptiedBy(request.method, request.url, reply.statusCode)) cache.clear();
  });

  // Keyed on the module itself: the live build hands a new promise every request but the same
  // module until an edit, and a new module must get its own handler and API transport.
  let renderer: { build: ServerBuild; render: PageRenderer } | undefined;
  const rendererFor = async (serverBuild: Promise<ServerBuild>) => {
    const loaded = await serverBuild;
    if (renderer?.build !== loaded) {
      const mode = live ? 'development' : 'production';
      renderer = { build: loaded, render: pageRenderer(app, serverBuild, mode) };
    }
    return renderer.render;
  };

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const serverBuild = build();
    if (!serverBuild) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const page = await cache.getOrRender(request, async () =>
      (await rendererFor(serverBuild))(request, origin),
    );
    void reply.code(page.status);
    for (const [name, value] of page.headers) void reply.header(name, value);
    // A page shows live content, and a signed-in visitor's shows their own: browsers ask again
    // each time, and a shared cache on the way never keeps a personal one.
    if (!reply.hasHeader('cache-control')) {
      void reply.header('cache-control', request.headers.cookie ? 'private, no-cache' : 'no-cache');
    }
    if (page.type === 'html') {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        void reply.header('content-security-policy', pagePolicy(page, policy));
      }
    }
    // Compressed here, once per cached page, rather than by @fastify/compress on every answer
    // (which skips a body that already says how it is encoded).
    const { encoding, body } = await encodedBody(page, request.headers['accept-encoding']);
    void reply.header('vary', 'accept-encoding');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(body);
  };
  app.get('/', { schema: { hide: true } }, answerPage);

  return async function webAppNotFound(request: FastifyRequest, reply: FastifyReply) {
    // Back to the page, as a GET, where the form now works; the fields (a password among
    // them) are not carried over. Better than an error in place of the page.
    if (isEarlyFormPost(request)) return reply.code(303).header('location', request.url).send();
    if (!wantsPage(request)) return undefined;
    return answerPage(request, reply);
  };
}

export type { PageCache };
