import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSendableHeader } from '../lib/header-values';
import { webHeaders } from '../lib/web-headers';
import type { PagePreloads, PageRequest } from '../lib/page-preloads';
import { firstScreenHints } from './first-screen-hints';

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
  preloads?: PagePreloads[];
}

function toPageRequest(request: FastifyRequest): PageRequest {
  const [path = '/', search = ''] = request.url.split('?', 2);
  return { path, query: new URLSearchParams(search), headers: webHeaders(request.headers) };
}

/**
 * Every provider's hints for this page; one that fails is logged and left out, and so is a
 * hint a header cannot carry: a page is never lost to a hint.
 */
async function preloadLinks(request: FastifyRequest, preloads: PagePreloads[]) {
  const page = toPageRequest(request);
  const answers = await Promise.allSettled(preloads.map((preload) => preload(page)));
  return answers.flatMap((answer) => {
    if (answer.status === 'rejected') {
      request.log.warn({ err: answer.reason }, 'A preload hint could not be worked out.');
      return [];
    }
    return answer.value.filter((link) => {
      if (isSendableHeader('link', link)) return true;
      request.log.warn('A preload hint holds characters a header cannot carry; left out.');
      return false;
    });
  });
}

/** Does this request want a page (a browser navigation), as opposed to a file or data? */
export function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?', 1)[0] ?? '';
  const lastSegment = path.slice(path.lastIndexOf('/') + 1);
  // '/assets/app-123.js' or '/favicon.ico' is a missing file, not a screen of the SPA.
  if (extname(lastSegment) !== '') return false;
  const accept = request.headers.accept ?? '*/*';
  return /text\/html|application\/xhtml\+xml|\*\/\*/.test(accept);
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

/**
 * Serves the built SPA from `webDistDir` and the seed images, and returns the not-found
 * answer for non-API paths: index.html for page requests, so deep links such as
 * /petDetails/{id} work on reload, with the page's preload hints in its `Link` header: the
 * build's own (the first screen's code and picture) first, then the providers'.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDistDir: string,
  { seedImagesDir = SEED_IMAGES_DIR, preloads = [] }: WebAppOptions = {},
) {
  const assetsDir = join(webDistDir, 'assets') + sep;
  await app.register(fastifyStatic, {
    root: webDistDir,
    // Checked per request, so a build made while the server runs is picked up.
    wildcard: true,
    // The build writes .br and .gz beside each text file (apps/web/build/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    // .vite/ holds what the build writes for the server (first-screen hints), not the browser.
    allowedPath: (path) => !path.startsWith('/.vite/'),
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

  const indexHtml = join(webDistDir, 'index.html');
  const pagePreloads = [firstScreenHints(webDistDir), ...preloads];
  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!existsSync(indexHtml)) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    const links = await preloadLinks(request, pagePreloads);
    if (links.length > 0) void reply.header('link', links.join(', '));
    return reply.code(200).sendFile('index.html');
  };
  // `/` is a page like the others: answered here with its hints, not by the static files above.
  app.get('/', { schema: { hide: true } }, answerPage);

  return async function webAppNotFound(request: FastifyRequest, reply: FastifyReply) {
    if (!wantsPage(request)) return undefined;
    return answerPage(request, reply);
  };
}
