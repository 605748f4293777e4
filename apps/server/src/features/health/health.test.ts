import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPostgres } from '../../db/client';
import { buildTestApp, json, testConfig, testDatabases } from '../../../test/helpers';

describe.each(testDatabases)('GET /api/health on %s', (database) => {
  it('answers 200 while the database answers', async () => {
    const t = await buildTestApp({ database });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ status: 'ok', database: 'up' });
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await t.close();
    }
  });

  it('answers 503 once the database is gone, and other API calls answer 503 too', async () => {
    const t = await buildTestApp({ database });
    try {
      // Close the connection under the running app, as a crashed database would.
      if (t.handle.kind === 'pglite') await t.handle.client.close();
      else await t.handle.client.end();

      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(json(health)).toEqual({ status: 'unavailable', database: 'down' });

      const categories = await t.app.inject({ method: 'GET', url: '/api/category' });
      expect(categories.statusCode).toBe(503);
      expect(categories.headers['retry-after']).toBe('5');
      expect(json(categories)).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'The database is not reachable right now. Please try again in a moment.',
        },
      });
    } finally {
      await t.close();
    }
  });
});

describe('GET /api/health with an unreachable PostgreSQL', () => {
  it('answers 503 quickly', async () => {
    // Nothing listens on port 1: the connection is refused at once.
    const handle = openPostgres('postgres://nobody@127.0.0.1:1/none');
    const app = await buildApp({ config: testConfig, db: handle.db });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toEqual({ status: 'unavailable', database: 'down' });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
