import { ApiErrorSchema, texts } from '@pet-adoption/shared';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { json, useTestApp } from '../../test/helpers';
import { INTERNAL_MESSAGE } from './error-handler';

const page = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/** Answers that fail only as they are written: a header Node refuses to send. */
function addRoutes(app: FastifyInstance) {
  app.get('/api/test/unsendable-header', (_request, reply) => {
    void reply.header('x-note', 'caf\u00e9 \u0001');
    return { ok: true };
  });
  app.get('/api/test/wide-header', (_request, reply) => {
    void reply.header('x-note', 'line\u2028separator');
    return { ok: true };
  });
  app.get('/test/page-unsendable-header', (_request, reply) => {
    void reply.header('link', '</x\u0001.webp>; rel=preload; as=image');
    return reply.type('text/html').send('<!doctype html><p>page</p>');
  });
  app.get('/test/page-boom', () => {
    throw new Error('the page broke at /secret/path');
  });
}

describe('an answer that fails while it is served', () => {
  const t = useTestApp({ beforeReady: addRoutes });

  it.each(['/api/test/unsendable-header', '/api/test/wide-header'])(
    '%s: the API answers 500 in its own shape',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(z.strictObject(ApiErrorSchema.shape).parse(json(response))).toEqual({
        error: { code: 'INTERNAL', message: INTERNAL_MESSAGE },
      });
      expect(response.headers['x-note']).toBeUndefined();
      // The security headers still go out with it.
      expect(response.headers['content-security-policy']).toBeDefined();
    },
  );

  it.each(['/test/page-unsendable-header', '/test/page-boom'])(
    '%s: a page answers with the app’s error page',
    async (url) => {
      const response = await t.app.inject({ method: 'GET', url, headers: page });
      expect(response.statusCode).toBe(500);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(`<title>${texts.titles.error}</title>`);
      expect(response.body).toContain(INTERNAL_MESSAGE);
      expect(response.body).not.toContain('secret');
      expect(response.headers.link).toBeUndefined();
    },
  );
});
