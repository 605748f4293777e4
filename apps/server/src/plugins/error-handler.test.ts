import { ApiErrorSchema } from '@pet-adoption/shared';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client';
import { conflict, notFound } from '../lib/errors';
import { json, useTestApp } from '../../test/helpers';

const SECRET = 'postgres://admin:hunter2@db.internal/prod';

const logLines: string[] = [];

/** Routes that fail in each way the error handler must cover. */
function addFailingRoutes(fastify: FastifyInstance, db: () => Database) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({ name: z.string(), age: z.number().int().min(0) }),
        querystring: z.object({ page: z.coerce.number().int().min(1).optional() }),
        response: { 200: z.object({ name: z.string() }) },
      },
    },
    (request) => ({ name: request.body.name }),
  );
  app.get('/api/test/boom', () => {
    throw new Error(`could not reach ${SECRET}`);
  });
  app.get('/api/test/pet', () => {
    throw notFound('Pet');
  });
  app.get('/api/test/adopt', () => {
    throw conflict('This pet has already been adopted.');
  });
  app.get(
    '/api/test/bad-response',
    { schema: { response: { 200: z.object({ count: z.number() }) } } },
    // A bug: the handler answers something its schema does not allow.
    () => ({ count: 'many' as unknown as number }),
  );
  app.get('/api/test/db-down', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), {
      code: 'ECONNREFUSED',
    });
    throw new DrizzleQueryError('select 1', [], refused);
  });
  app.get('/api/test/bad-query', async () => {
    await db().execute(sql`SELECT * FROM no_such_table WHERE email = ${'hidden@example.com'}`);
    return {};
  });
  app.post('/api/test/log', (request) => {
    request.log.info({ body: request.body, headers: request.headers }, 'received');
    return { ok: true };
  });
}

describe('the error handler', () => {
  const t = useTestApp({
    config: { bodyLimit: 2048, logLevel: 'info' },
    beforeReady: (app) => addFailingRoutes(app, () => t.handle.db),
    logStream: { write: (line) => void logLines.push(line) },
  });

  const expectApiError = (
    response: { statusCode: number; body: string; headers: Record<string, unknown> },
    status: number,
    error: { code: string; message: string; fields?: Record<string, string> },
  ) => {
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = z.strictObject(ApiErrorSchema.shape).parse(json(response));
    expect(body).toEqual({ error });
  };

  it('answers 500 with a generic sentence and no detail, and logs the detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });

    expectApiError(response, 500, {
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/stack|at .*\.ts/);
    expect(logLines.some((line) => line.includes('could not reach'))).toBe(true);
  });

  it('answers 500 when a handler breaks its own response schema', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/bad-response' });
    expectApiError(response, 500, {
      code: 'INTERNAL',
      message: 'Something went wrong on our side. Please try again.',
    });
  });

  it('answers 503 when the database cannot be reached', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/db-down' });
    expectApiError(response, 503, {
      code: 'SERVICE_UNAVAILABLE',
      message: 'The database is not reachable right now. Please try again in a moment.',
    });
    expect(response.body).not.toContain('10.0.0.5');
  });

  it("passes services' HttpErrors through as they are", async () => {
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/test/pet' }), 404, {
      code: 'NOT_FOUND',
      message: 'Pet was not found.',
    });
    expectApiError(await t.app.inject({ method: 'GET', url: '/api/test/adopt' }), 409, {
      code: 'CONFLICT',
      message: 'This pet has already been adopted.',
    });
  });

  it('answers 400 with a sentence per invalid field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 42, age: -1 },
    });
    expectApiError(response, 400, {
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { name: 'Must be a string.', age: 'Must be at least 0.' },
    });
  });

  it('names a missing field as required, and checks the query string too', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Milo' },
    });
    expectApiError(missing, 400, {
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { age: 'This field is required.' },
    });

    const query = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo?page=0',
      payload: { name: 'Milo', age: 3 },
    });
    expectApiError(query, 400, {
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      fields: { page: 'Must be at least 1.' },
    });
  });

  it('answers a valid request normally', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Milo', age: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ name: 'Milo' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Milo",',
    });
    expectApiError(response, 400, {
      code: 'BAD_REQUEST',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(4096), age: 1 },
    });
    expectApiError(response, 413, {
      code: 'PAYLOAD_TOO_LARGE',
      message: 'The request body is too large.',
    });
  });

  it('answers 415 for a content type the API does not read', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/xml' },
      payload: '<pet><name>Milo</name></pet>',
    });
    expectApiError(response, 415, {
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This Content-Type is not supported here. Send JSON (application/json).',
    });
  });

  it('answers 404 naming the method and path for an unknown API path', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing/here?x=1' });
    expectApiError(response, 404, {
      code: 'NOT_FOUND',
      message: 'No API endpoint matches GET /api/nothing/here.',
    });
  });

  it('answers 405 with Allow when the path exists for other methods', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/category' });
    expectApiError(response, 405, {
      code: 'METHOD_NOT_ALLOWED',
      message: 'DELETE is not allowed on /api/category. Allowed: GET, HEAD.',
    });
    expect(response.headers.allow).toBe('GET, HEAD');
  });

  it('answers 400 for a malformed URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/category/%zz' });
    expectApiError(response, 400, {
      code: 'BAD_REQUEST',
      message: 'The address is not a valid URL.',
    });
  });

  it('keeps passwords, tokens and the Authorization header out of the log', async () => {
    logLines.length = 0;
    await t.app.inject({
      method: 'POST',
      url: '/api/test/log?token=abc123',
      headers: { authorization: 'Bearer eyJ.secret.jwt', cookie: 'session=s3cr3t' },
      payload: { email: 'ann@example.com', password: 'Pa$$word1', card: { cvc: '123' } },
    });
    const log = logLines.join('\n');
    expect(log).toContain('ann@example.com');
    for (const secret of ['eyJ.secret.jwt', 's3cr3t', 'Pa$$word1', '"123"', 'abc123']) {
      expect(log).not.toContain(secret);
    }
  });

  it("logs a failed query's SQL but not its parameters", async () => {
    logLines.length = 0;
    const response = await t.app.inject({ method: 'GET', url: '/api/test/bad-query' });
    expect(response.statusCode).toBe(500);
    const log = logLines.join('\n');
    expect(log).toContain('no_such_table');
    expect(log).not.toContain('hidden@example.com');
  });
});
