import { mkdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  matchPage,
  NOTICE_COOKIE,
  pageCacheKey,
  type PageEntry,
  type PageVisit,
} from '@pet-adoption/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { errorPage } from '../plugins/error-page';
import { createPageCache, noPageCache } from './page-cache';
import { encodedBody, pagePolicy } from './page-encodings';
import { inProcessApi, pageServicesFor, renderPage, type RenderedPage } from './page-renderer';
import { readFormBody } from './form-body';
import { isCrossSiteForm, isFormPost, isRouterData, wantsPage } from '../lib/page-requests';
import { readPageVisit } from './page-visit';
import { tooManyPagesMessage, type RenderAllowance } from './render-allowance';
import { seoRoutes } from './seo.routes';
import type { SiteOrigin } from './site-origin';
import { stalePagesAfter } from './stale-pages';
import { builtPageHandler, type LoadPageHandler } from './web-build';

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

export interface PagesOptions {
  db: Database;
  /** The built web app: its browser files in `client/`, its server entry in `server/`. */
  webDistDir: string;
  /** The site's address for each request (site-origin.ts). */
  siteOrigin: SiteOrigin;
  /** Each client's allowance of page renders (render-allowance.ts). */
  renderAllowance: RenderAllowance;
  /** The largest form body without a picture (BODY_LIMIT). */
  bodyLimit: number;
  /** Folder served under /images/; the repository's seed/images by default. */
  seedImagesDir?: string | URL | undefined;
  /** URLs per sitemap file; tests pass a small one to see the split. */
  sitemapUrlLimit?: number | undefined;
  /**
   * Renders pages with something other than the built app: development passes Vite's live
   * build (web-dev.ts), so an edit shows without a build. Such pages are never cached.
   */
  loadPageHandler?: LoadPageHandler | undefined;
}

/** What a request may be answered with from the page cache, and under which address. */
function cacheKeyFor(
  request: FastifyRequest,
  url: URL,
  page: PageEntry | undefined,
  visit: PageVisit,
): string | undefined {
  if (request.method !== 'GET' || isRouterData(request)) return undefined;
  if (visit.kind !== 'anonymous' || !page?.cacheSignedOut) return undefined;
  // A form's action left a sentence for this page: it is rendered (and the sentence shown) anew.
  if (hasNotice(request)) return undefined;
  return pageCacheKey(url, page);
}

const hasNotice = (request: FastifyRequest) =>
  (request.headers.cookie ?? '')
    .split(';')
    .some((part) => part.trim().startsWith(`${NOTICE_COOKIE}=`));

/**
 * A page as people and shared caches may keep it: a page rendered for a signed-in person, every
 * screen of the dashboard, and a receipt or monthly gift opened by its code, is kept by nobody;
 * the rest is asked for again each time.
 */
function cacheControl(page: PageEntry | undefined, visit: PageVisit): string {
  const personal =
    visit.kind !== 'anonymous' ||
    (page !== undefined && (page.access !== 'anyone' || page.personal));
  return personal ? 'private, no-store' : 'no-cache';
}

/**
 * A cookie a page sets (the `notice` a form leaves for the next page, the session a sign-in
 * form starts) as the browser must keep it on a site served over https: sent over https only.
 * The web app writes them without, as it cannot tell how the visitor reached the server.
 */
const secureCookie = (cookie: string) =>
  /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`;

const CROSS_SITE_FORM_MESSAGE =
  'This form was sent from another site, so nothing was changed. Open the page here and send it again.';

const UNREADABLE_FORM_MESSAGE =
  'What the form sent could not be read, so nothing was changed. Open the page again and send it from there.';

/**
 * Whether a form's body reads as the type it names: a multipart body without its boundary, or
 * cut off, makes every route action's formData() throw, which would be a 500 on each page with
 * a form. Read here once for all of them; the action reads it again from the same bytes.
 */
async function isReadableForm(request: FastifyRequest, fields: Buffer): Promise<boolean> {
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\//i.test(type)) return true;
  try {
    await new Request('http://in-process', {
      method: 'POST',
      headers: { 'content-type': type },
      body: fields,
    }).formData();
    return true;
  } catch {
    return false;
  }
}

/** The answer to a client over its allowance of renders: a page of its own, kept by nobody. */
const tooManyPages = (seconds: number): RenderedPage => ({
  status: 429,
  headers: [
    ['content-type', 'text/html; charset=utf-8'],
    ['retry-after', String(seconds)],
  ],
  body: Buffer.from(errorPage(tooManyPagesMessage(seconds))),
  type: 'other',
  scriptNonce: '',
});

/**
 * Serves the web app: its built files from `webDistDir/client`, the seed images, the sitemap and
 * robots.txt, and every page, rendered by the web app's page handler on the server with the
 * data it shows (README.md in this folder walks a page request through). Returns the not-found
 * answer for non-API paths: a page for page requests, undefined for anything else.
 */
export async function registerPages(
  app: FastifyInstance,
  {
    db,
    webDistDir,
    siteOrigin,
    renderAllowance,
    bodyLimit,
    seedImagesDir = SEED_IMAGES_DIR,
    sitemapUrlLimit,
    loadPageHandler,
  }: PagesOptions,
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
  await app.register(seoRoutes, { db, siteOrigin, urlLimit: sitemapUrlLimit });

  const loadHandler = loadPageHandler ?? builtPageHandler(webDistDir);
  const cache = loadPageHandler ? noPageCache : createPageCache();
  // A successful API write may show on a kept page (a new pet on Home, a donation on a
  // campaign's progress bar): the pages it changes are forgotten before the next visitor comes.
  app.addHook('onResponse', async (request, reply) => {
    cache.forget(stalePagesAfter(request.method, request.url, reply.statusCode));
  });

  const answerPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const handler = loadHandler();
    if (!handler) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(NOT_BUILT_PAGE);
    }
    const origin = siteOrigin(request);
    const form = isFormPost(request);
    if (form && isCrossSiteForm(request, origin)) {
      return reply
        .code(403)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(errorPage(CROSS_SITE_FORM_MESSAGE));
    }
    const fields = form ? await readFormBody(request, bodyLimit) : undefined;
    if (fields && !(await isReadableForm(request, fields))) {
      return reply
        .code(400)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(errorPage(UNREADABLE_FORM_MESSAGE));
    }
    // Joined, not resolved: `//other.example/x` is a path on this site, not another host.
    const url = new URL(`${origin}${request.url}`);
    const page = matchPage(url.pathname);
    const visit = await readPageVisit(app, request);
    const cacheKey = cacheKeyFor(request, url, page, visit);

    const render = async () => {
      const wait = await renderAllowance.spend(request.ip);
      if (wait !== undefined) return tooManyPages(wait);
      return renderPage(await handler, request, {
        origin,
        // A kept page is rendered for its address without the parameters it ignores.
        url: cacheKey ?? request.url,
        services: pageServicesFor(request, visit, inProcessApi(app, request, visit, origin)),
        body: fields,
      });
    };
    const rendered = cacheKey
      ? await cache.getOrRender(`${origin}${cacheKey}`, render)
      : await render();

    void reply.code(rendered.status);
    const secure = origin.startsWith('https:') || request.protocol === 'https';
    for (const [name, value] of rendered.headers) {
      void reply.header(name, name === 'set-cookie' && secure ? secureCookie(value) : value);
    }
    if (!reply.hasHeader('cache-control')) {
      void reply.header('cache-control', cacheControl(page, visit));
    }
    // Its address holds the code that opens it: a search engine that found the link (in a
    // forwarded e-mail, a shared screen) must not list it, nor follow its links onwards.
    if (page?.personal) void reply.header('x-robots-tag', 'noindex, nofollow');
    if (rendered.type === 'html') {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') {
        void reply.header('content-security-policy', pagePolicy(rendered, policy));
      }
    }
    // Compressed here, once per kept page, rather than by @fastify/compress on every answer
    // (which skips a body that already says how it is encoded).
    const { encoding, body } = await encodedBody(rendered, request.headers['accept-encoding']);
    // Who is visiting (the cookie) changes the page as much as the encoding does.
    void reply.header('vary', 'accept-encoding, cookie');
    if (encoding) void reply.header('content-encoding', encoding);
    return reply.send(body);
  };
  app.get('/', { schema: { hide: true } }, answerPage);

  return async function pagesNotFound(request: FastifyRequest, reply: FastifyReply) {
    // A form the browser sent itself goes to its page's route action.
    if (!isFormPost(request) && !wantsPage(request)) return undefined;
    return answerPage(request, reply);
  };
}
