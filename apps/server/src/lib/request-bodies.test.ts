import { describe, expect, it } from 'vitest';
import { bearer, testDatabases, useCast, useTestApp } from '../../test/helpers';
import {
  MAX_JSON_DEPTH,
  nestsDeeperThan,
  NOT_AN_OBJECT_MESSAGE,
  TOO_DEEP_MESSAGE,
} from './request-bodies';

interface Answer {
  statusCode: number;
  body: string;
}

/** What every refusal of the API looks like (docs/product.md §8). */
function expectErrorShape(answer: Answer, label: string) {
  const { error } = JSON.parse(answer.body) as { error?: { code?: unknown; message?: unknown } };
  expect(typeof error?.code, label).toBe('string');
  expect(typeof error?.message, label).toBe('string');
}

const HOSTILE_JSON: Record<string, string> = {
  null: 'null',
  array: '[]',
  string: '"x"',
  number: '5',
};

const deepArrays = '['.repeat(5000) + ']'.repeat(5000);
const deepObjects = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, never brackets inside strings', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan(`{"a":"${'['.repeat(100)}\\"${'{'.repeat(100)}"}`, 1)).toBe(false);
    expect(nestsDeeperThan(deepObjects, MAX_JSON_DEPTH)).toBe(true);
  });
});

describe.each(testDatabases)('hostile request bodies on %s', (database) => {
  const logLines: string[] = [];
  const t = useTestApp({
    database,
    config: { logLevel: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  const { admin } = useCast(t);

  const expectNothingLoggedAsFailure = () => {
    const failures = logLines
      .map((line) => JSON.parse(line) as { level: number; err?: unknown; msg?: string })
      .filter((line) => line.level >= 50 || line.err !== undefined);
    expect(failures.map((line) => line.msg)).toEqual([]);
  };

  it('answers every API route with a body 400 or 415 for a body that is not its object', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = JSON.parse(docs.body) as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    };
    const routes = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.requestBody !== undefined)
        .map(([method, _]) => ({
          method: method.toUpperCase() as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
          // Any id: a body is judged before a handler looks for its record.
          url: path.replace(/\{[^}]+\}/g, '0123456789abcdef0123456789abcdef'),
        })),
    );
    // The table is read from the routes themselves: a new route is in it without a change here.
    expect(routes.length).toBeGreaterThan(30);

    // Signed in as an admin, so that as few routes as possible refuse before reading the body.
    const headers = bearer(admin.token);
    for (const { method, url } of routes) {
      const label = (what: string) => `${method} ${url} with ${what}`;
      for (const [what, payload] of Object.entries(HOSTILE_JSON)) {
        const answer = await t.app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload,
        });
        expect([400, 401, 403, 404], `${label(what)}: ${answer.body}`).toContain(answer.statusCode);
        expectErrorShape(answer, label(what));
      }
      const deep = await t.app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: deepArrays,
      });
      expect([400, 401, 403, 404], label('deep arrays')).toContain(deep.statusCode);
      expectErrorShape(deep, label('deep arrays'));

      const text = await t.app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'text/plain' },
        payload: 'name=x',
      });
      expect([415, 401, 403, 404], `${label('text/plain')}: ${text.body}`).toContain(
        text.statusCode,
      );
      expectErrorShape(text, label('text/plain'));

      // An empty object may be a valid body (a change of nothing); it is never a failure.
      const empty = await t.app.inject({ method, url, headers, payload: {} });
      expect(empty.statusCode, `${label('{}')}: ${empty.body}`).toBeLessThan(500);
      if (empty.statusCode >= 400) expectErrorShape(empty, label('{}'));
    }
    expectNothingLoggedAsFailure();
  });

  it('says why a body that is not an object is refused', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: { ...bearer(admin.token), 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(answer.statusCode).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: NOT_AN_OBJECT_MESSAGE,
        fields: { body: NOT_AN_OBJECT_MESSAGE },
      },
    });
  });

  it('answers the identity routes, signed out, 400 for deep or odd bodies, never 5xx', async () => {
    const identityPaths = [
      'sign-in/email',
      'sign-up/email',
      'sign-out',
      'get-session',
      'request-password-reset',
      'reset-password',
      'update-user',
      'change-password',
      'sign-in/social',
    ];
    for (const path of identityPaths) {
      const url = `/api/auth/${path}`;
      for (const [what, payload] of Object.entries({
        ...HOSTILE_JSON,
        'deep arrays': deepArrays,
        'deep objects': deepObjects,
        'deep in a field': `{"email":"a@example.com","password":"x","x":${deepArrays}}`,
      })) {
        const answer = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        const label = `POST ${url} with ${what}: ${answer.body}`;
        expect(answer.statusCode, label).toBeLessThan(500);
        if (answer.statusCode >= 400) expectErrorShape(answer, label);
        if (what.startsWith('deep')) {
          expect(answer.statusCode, label).toBe(400);
          expect(JSON.parse(answer.body)).toMatchObject({ error: { message: TOO_DEEP_MESSAGE } });
        }
      }
    }
    expectNothingLoggedAsFailure();
  });
});
