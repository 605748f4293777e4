import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { texts } from '@pet-adoption/shared';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cspDirectives,
  inlineScripts,
  PAGE_HEADERS,
  sha256Source,
  titleOf,
  visibleHtml,
  WEB_DIST_DIR,
} from '../../test/html';
import { json, useTestApp } from '../../test/helpers';
import { INTERNAL_MESSAGE } from '../plugins/error-handler';

const CLIENT_DIR = join(WEB_DIST_DIR, 'client');
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A script of the build with the .br and .gz files the build wrote beside it. */
function precompressedScript(): string {
  const files = new Set(readdirSync(join(CLIENT_DIR, 'assets')));
  const script = [...files].find(
    (name) => name.endsWith('.js') && files.has(`${name}.br`) && files.has(`${name}.gz`),
  );
  if (!script) throw new Error('The web build wrote no precompressed script.');
  return `assets/${script}`;
}

/** A folder that stands for the web build; deleted after the test file. */
function tempDist(serverModule: string) {
  const dist = mkdtempSync(join(tmpdir(), 'pet-adoption-dist-'));
  mkdirSync(join(dist, 'server'));
  writeFileSync(join(dist, 'server', 'index.js'), serverModule);
  afterAll(() => rmSync(dist, { recursive: true, force: true }));
  return dist;
}

const SECRET = 'password hunter2 at /srv/secret/db.ts:12';
const INJECTED = 'window.injected = document.cookie;';
const REAL_BUILD = JSON.stringify(pathToFileURL(join(WEB_DIST_DIR, 'server', 'index.js')).href);

describe('serving the built web app', () => {
  const t = useTestApp({ config: { webDistDir: WEB_DIST_DIR } });
  const script = precompressedScript();

  it('sends the brotli file the build wrote beside an asset, cached for a year', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/${script}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    // The build's own bytes, not the server compressing again.
    expect(response.rawPayload.equals(readFileSync(join(CLIENT_DIR, `${script}.br`)))).toBe(true);
  });

  it('sends the gzip file to a client without brotli, and the plain file to one without either', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: `/${script}`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(readFileSync(join(CLIENT_DIR, `${script}.gz`)))).toBe(true);

    const plain = await t.app.inject({
      method: 'GET',
      url: `/${script}`,
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(readFileSync(join(CLIENT_DIR, script)))).toBe(true);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('serves files outside assets/ (their names carry no hash) with no-cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/paw.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/assets/x.js', '/assets/entry.client-old999.js', '/favicon.ico'])(
    'answers 404 for the missing file %s, not a page',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: PAGE_HEADERS });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(json(response)).toMatchObject({ error: { code: 'NOT_FOUND' } });
    },
  );

  it('does not answer unknown /api paths with a page', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/petz', headers: PAGE_HEADERS });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers 404 for a request that is not a page to a path of no route', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/petListing', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it("hands a form the browser sent to its page's route, which answers it", async () => {
    // A page without a form: the router says so (405), as a page, and nothing else happens.
    const noForm = await t.app.inject({
      method: 'POST',
      url: '/accessibility',
      headers: { ...PAGE_HEADERS, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(noForm.statusCode).toBe(405);
    expect(noForm.headers['content-type']).toBe('text/html; charset=utf-8');
    // Paths that could name another site stay paths of this one: no page of the app has them.
    for (const url of ['//evil.example/login', '/\\evil.example/login', '/%5Cevil.example/']) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'a=b',
      });
      expect(response.headers.location, url).toBeUndefined();
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
    }
    const api = await t.app.inject({
      method: 'POST',
      url: '/api/nothing-here',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(api.statusCode).toBe(404);
    expect(json(api)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('sends a page with the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login', headers: PAGE_HEADERS });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    const csp = cspDirectives(response.headers['content-security-policy']);
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['script-src']?.[0]).toBe("'self'");
  });

  it('answers HEAD for a page with its headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/login', headers: PAGE_HEADERS });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toBe('');
  });

  it('serves seed images under /images/ with a one-day cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/images/categories/cat.webp' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');

    const missing = await t.app.inject({ method: 'GET', url: '/images/categories/cow.webp' });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a page that fails while it renders', () => {
  // The real app, with Home's loader failing as a lost database would make it.
  const dist = tempDist(`
import { createPageHandler, serverBuild } from ${REAL_BUILD};
const home = serverBuild.routes['routes/home'];
export const handlePage = createPageHandler({
  ...serverBuild,
  routes: {
    ...serverBuild.routes,
    'routes/home': {
      ...home,
      module: { ...home.module, loader() { throw new Error(${JSON.stringify(SECRET)}); } },
    },
  },
});
`);
  const t = useTestApp({ config: { webDistDir: dist } });

  it("answers 500 with the app's error page inside its frame, and no detail of the failure", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: PAGE_HEADERS });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = visibleHtml(response.body);
    expect(html).toContain(texts.routeError.heading);
    expect(titleOf(html)).toBe(texts.titles.error);
    expect(html).toContain('href="/petListing"');
    // Neither the message nor a stack, in the markup or in the router's data.
    expect(response.body.includes('hunter2')).toBe(false);
    expect(response.body.includes('/srv/secret')).toBe(false);
    expect(/\bat .+:\d+:\d+/.test(response.body)).toBe(false);

    // The other pages are unaffected.
    const login = await t.app.inject({ method: 'GET', url: '/login', headers: PAGE_HEADERS });
    expect(login.statusCode).toBe(200);
  });
});

describe('a page carrying a script the app did not write', () => {
  // The real app, with Home's screen carrying an inline script, as markup injected through some
  // record would.
  const react = JSON.stringify(pathToFileURL(createRequire(import.meta.url).resolve('react')).href);
  const dist = tempDist(`
import React from ${react};
import { createPageHandler, serverBuild } from ${REAL_BUILD};
const home = serverBuild.routes['routes/home'];
const injected = () =>
  React.createElement('script', { dangerouslySetInnerHTML: { __html: ${JSON.stringify(INJECTED)} } });
export const handlePage = createPageHandler({
  ...serverBuild,
  routes: {
    ...serverBuild.routes,
    'routes/home': { ...home, module: { ...home.module, default: injected } },
  },
});
`);
  const t = useTestApp({ config: { webDistDir: dist } });

  it("allows the router's own inline scripts and not that one", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: PAGE_HEADERS });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<script>${INJECTED}</script>`);
    const allowed = cspDirectives(response.headers['content-security-policy'])['script-src'];
    expect(allowed).not.toContain(sha256Source(INJECTED));
    const ours = inlineScripts(response.body).filter((body) => body !== INJECTED);
    expect(ours.length).toBeGreaterThan(0);
    for (const body of ours) expect(allowed).toContain(sha256Source(body));
  });
});

describe('a web build that cannot be loaded', () => {
  const dist = tempDist(`throw new Error(${JSON.stringify(SECRET)});\n`);
  const t = useTestApp({ config: { webDistDir: dist } });

  it('answers pages with a 500 error page, while the API keeps working', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: PAGE_HEADERS });
    expect(response.statusCode).toBe(500);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain(texts.routeError.heading);
    expect(response.body).toContain(INTERNAL_MESSAGE);
    expect(response.body.includes('hunter2')).toBe(false);

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});

describe('without a web build', () => {
  const t = useTestApp({ config: { webDistDir: join(tmpdir(), 'pet-adoption-not-built') } });

  it('answers pages with a 503 saying how to build, while the API keeps working', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/petListing',
      headers: PAGE_HEADERS,
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build');

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
