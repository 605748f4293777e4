import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '../db/schema';
import { json, useTestApp } from '../../test/helpers';

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** The markup without scripts: the router's data, repeated in them, must not make a test pass. */
const visible = (html: string) => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');

// Vite compiles the app on the first page: slower than any other test here.
const COMPILING = 60_000;

describe('the web app in development (WEB_DEV)', () => {
  const t = useTestApp({ seed: true, config: { webDev: true } });

  it(
    'renders pages on the server from the sources, with the hot-reload client',
    async () => {
      const home = await t.app.inject({ method: 'GET', url: '/', headers: page });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
      // Seeded data fetched through the API during the render, not a built copy of the app.
      expect(visible(home.body)).toContain('>Domino</a>');
      expect(home.body).toContain('virtual:react-router/inject-hmr-runtime');
      // Vite's client waits for a restarted server in a blob worker, then reloads the page.
      expect(home.headers['content-security-policy']).toContain("worker-src 'self' blob:");
      // The modules wait for the page's paint (scripts-after-paint.server.ts): the start-up
      // script names the entry, inert until its loader runs it; no modulepreload link.
      expect(home.body).not.toMatch(/<link [^>]*rel="modulepreload"/);
      expect(home.body).toMatch(
        /<script nonce="[^"]+" type="text\/x-after-paint">[^<]*import\("\/src\/app\/entry\.client\.tsx"\)/,
      );

      for (const url of ['/src/app/entry.client.tsx', '/@vite/client']) {
        const module = await t.app.inject({ method: 'GET', url });
        expect(module.statusCode).toBe(200);
        expect(module.headers['content-type']).toMatch(/javascript/);
      }
    },
    COMPILING,
  );

  it('renders every page afresh, without the short page cache', async () => {
    await t.app.inject({ method: 'GET', url: '/', headers: page });
    // Straight to the database: no API write that would empty a cache.
    await t.handle.db
      .update(reviews)
      .set({ name: 'Mia Jones' })
      .where(eq(reviews.name, 'Mia Johnson'));
    const home = await t.app.inject({ method: 'GET', url: '/', headers: page });
    expect(visible(home.body)).toContain('Mia Jones');
  });

  it('leaves /api to the API', async () => {
    const categories = await t.app.inject({ method: 'GET', url: '/api/category' });
    expect(categories.statusCode).toBe(200);
    expect(json<unknown[]>(categories).length).toBeGreaterThan(0);

    const unknown = await t.app.inject({ method: 'GET', url: '/api/nope', headers: page });
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toEqual({
      error: { code: 'NOT_FOUND', message: 'No API endpoint matches GET /api/nope.' },
    });
  });
});
