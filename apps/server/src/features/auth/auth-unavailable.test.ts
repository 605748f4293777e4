import { describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createUser,
  json,
  signInRequest,
  signUpRequest,
  TEST_PASSWORD,
  testDatabases,
} from '../../../test/helpers';

describe.each(testDatabases)('identity endpoints with the database gone on %s', (database) => {
  it('answer 503 with Retry-After in the API shape, like the rest of the API', async () => {
    const lines: string[] = [];
    const t = await buildTestApp({
      database,
      config: { logLevel: 'warn' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const person = await createUser(t.app);
      // Close the connection under the running app, as a crashed database would.
      if (t.handle.kind === 'pglite') await t.handle.client.close();
      else await t.handle.client.end();

      const answers = {
        'sign-in': await signInRequest(t.app, { email: person.email, password: TEST_PASSWORD }),
        'sign-up': await signUpRequest(t.app, {
          name: 'Late Comer',
          email: 'late@example.com',
          password: TEST_PASSWORD,
          image: 'https://example.com/late.png',
        }),
        'get-session': await t.app.inject({
          url: '/api/auth/get-session',
          headers: { cookie: person.cookie },
        }),
        jwt: await t.app.inject({
          method: 'POST',
          url: '/api/jwt',
          headers: { cookie: person.cookie },
          payload: { email: person.email },
        }),
      };
      for (const [name, response] of Object.entries(answers)) {
        expect({ name, status: response.statusCode }).toEqual({ name, status: 503 });
        expect(response.headers['retry-after']).toBe('5');
        expect(json(response)).toEqual({
          error: {
            code: 'SERVICE_UNAVAILABLE',
            message: 'The database is not reachable right now. Please try again in a moment.',
          },
        });
      }
      // The failures are logged, without the queries' parameters (an e-mail, a session token).
      const log = lines.join('\n');
      expect(log).toContain('The database is not reachable right now.');
      const sessionToken = person.cookie.split('=')[1]?.split('.')[0] ?? '';
      expect(sessionToken.length).toBeGreaterThan(10);
      for (const secret of [person.email, sessionToken]) expect(log).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});
