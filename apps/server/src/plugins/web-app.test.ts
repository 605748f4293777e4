import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { FIRST_SCREEN_HINTS_FILE } from '@pet-adoption/shared';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { json, useTestApp } from '../../test/helpers';
import { registerWebApp } from './web-app';

const INDEX_HTML =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
// Big enough to be worth compressing.
const BUNDLE = `console.log(${JSON.stringify('pets '.repeat(2000))});`;
// What the web build writes beside each file (apps/web/build/precompress.ts).
const PRECOMPRESSED = 'assets/home-def456.js';
const PRECOMPRESSED_BODY = `console.log(${JSON.stringify('adopt '.repeat(2000))});`;
const PRECOMPRESSED_BR = brotliCompressSync(PRECOMPRESSED_BODY);

function makeDist() {
  const dist = mkdtempSync(join(tmpdir(), 'pet-adoption-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), BUNDLE);
  writeFileSync(join(dist, 'paw.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, PRECOMPRESSED), PRECOMPRESSED_BODY);
  writeFileSync(join(dist, `${PRECOMPRESSED}.br`), PRECOMPRESSED_BR);
  return dist;
}

function makeImages() {
  const images = mkdtempSync(join(tmpdir(), 'pet-adoption-images-'));
  mkdirSync(join(images, 'categories'));
  writeFileSync(join(images, 'categories', 'cat.webp'), 'RIFF....WEBP');
  return images;
}

const dist = makeDist();
const images = makeImages();
afterAll(() => {
  rmSync(dist, { recursive: true, force: true });
  rmSync(images, { recursive: true, force: true });
});

const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('serving the built web app', () => {
  const t = useTestApp({ config: { webDistDir: dist }, seedImagesDir: images });

  it('serves index.html at / with no-cache and the security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: page });

    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    // No session cookie, so nothing to preload.
    expect(response.headers.link).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');

    const csp = String(response.headers['content-security-policy']);
    const directives = Object.fromEntries(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values.join(' ')];
      }),
    );
    expect(directives['script-src']).toBe("'self'");
    expect(directives['default-src']).toBe("'self'");
    expect(directives['object-src']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['connect-src']).toBe("'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
  });

  it('answers index.html for a deep link, so a reload of /petDetails/{id} works', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/petDetails/4b7c1f5e-2a1d-4c55-9a0e-123456789abc',
      headers: page,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year, as immutable, and compresses them', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.length).toBeLessThan(BUNDLE.length / 10);
  });

  it('sends the brotli file the build wrote beside an asset, as it is', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/${PRECOMPRESSED}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The build's own bytes (brotli at its best), not the server compressing again.
    expect(response.rawPayload.equals(PRECOMPRESSED_BR)).toBe(true);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PRECOMPRESSED_BODY);
  });

  it('serves other root files with no-cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/paw.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 (not index.html) for a missing file', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/assets/index-old999.js',
      headers: page,
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('answers 404 for a non-page request to an unknown path', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/petListing' });
    expect(response.statusCode).toBe(404);
  });

  it('does not answer unknown /api paths with index.html', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/petz', headers: page });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toMatchObject({ error: { code: 'NOT_FOUND' } });
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

describe('preload hints', () => {
  it('sends every provider’s hints with a page, and the page even when a provider fails', async () => {
    const app = Fastify();
    const answerPage = await registerWebApp(app, dist, {
      seedImagesDir: images,
      preloads: [
        () => Promise.reject(new Error('The database is down.')),
        ({ path, query }) =>
          Promise.resolve(
            path === '/petListing' ? [`</api${path}?${query.toString()}>; rel=preload`] : [],
          ),
      ],
    });
    app.setNotFoundHandler(
      async (request, reply) => (await answerPage(request, reply)) ?? reply.code(404).send(),
    );
    try {
      const listing = await app.inject({ url: '/petListing?search=tom', headers: page });
      expect(listing.statusCode).toBe(200);
      expect(listing.body).toBe(INDEX_HTML);
      expect(listing.headers.link).toBe('</api/petListing?search=tom>; rel=preload');

      const home = await app.inject({ url: '/', headers: page });
      expect(home.statusCode).toBe(200);
      expect(home.body).toBe(INDEX_HTML);
      expect(home.headers.link).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe("the build's first-screen hints", () => {
  const LAYOUT = '</assets/root-1.js>; rel=modulepreload';
  const HOME = '</assets/home-2.js>; rel=modulepreload';
  const HERO = '</images/pets/luna.webp>; rel=preload; as=image; fetchpriority=high';

  /** A build with these hints, served with one provider that hints the session. */
  async function serve(hints: string | undefined) {
    const build = makeDist();
    if (hints !== undefined) {
      mkdirSync(join(build, '.vite'));
      writeFileSync(join(build, FIRST_SCREEN_HINTS_FILE), hints);
    }
    const app = Fastify();
    const answerPage = await registerWebApp(app, build, {
      seedImagesDir: images,
      preloads: [() => Promise.resolve(['</api/auth/get-session>; rel=preload; as=fetch'])],
    });
    app.setNotFoundHandler(
      async (request, reply) => (await answerPage(request, reply)) ?? reply.code(404).send(),
    );
    return {
      get: (url: string) => app.inject({ url, headers: page }),
      async close() {
        await app.close();
        rmSync(build, { recursive: true, force: true });
      },
    };
  }

  it("sends the layout's code with every page and Home's with /, before the providers' hints", async () => {
    const app = await serve(JSON.stringify({ everyPage: [LAYOUT], pages: { '/': [HOME, HERO] } }));
    try {
      const home = await app.get('/');
      expect(home.statusCode).toBe(200);
      expect(home.headers.link).toBe(
        `${LAYOUT}, ${HOME}, ${HERO}, </api/auth/get-session>; rel=preload; as=fetch`,
      );

      const login = await app.get('/login');
      expect(login.statusCode).toBe(200);
      expect(login.headers.link).toBe(`${LAYOUT}, </api/auth/get-session>; rel=preload; as=fetch`);
    } finally {
      await app.close();
    }
  });

  it('keeps the hints file to the server', async () => {
    const app = await serve(JSON.stringify({ everyPage: [LAYOUT], pages: {} }));
    try {
      expect((await app.get(`/${FIRST_SCREEN_HINTS_FILE}`)).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('serves the page with the other hints when the build wrote none, or a broken file', async () => {
    for (const hints of [undefined, '{"everyPage": "not a list"', '{"pages": {}}']) {
      const app = await serve(hints);
      try {
        const home = await app.get('/');
        expect(home.statusCode).toBe(200);
        expect(home.body).toBe(INDEX_HTML);
        expect(home.headers.link).toBe('</api/auth/get-session>; rel=preload; as=fetch');
      } finally {
        await app.close();
      }
    }
  });
});

describe('without a web build', () => {
  const t = useTestApp({ config: { webDistDir: join(dist, 'not-built') } });

  it('answers pages with a 503 saying how to build, while the API keeps working', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/petListing', headers: page });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('npm run build');

    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });
});
