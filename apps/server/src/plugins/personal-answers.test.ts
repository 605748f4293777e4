import { describe, expect, it } from 'vitest';
import {
  bearer,
  json,
  promote,
  signUpRequest,
  TEST_PASSWORD,
  testDatabases,
  useSignedInUser,
  useTestApp,
} from '../../test/helpers';

describe.each(testDatabases)('API answers personal to the caller on %s', (database) => {
  const t = useTestApp({ database });
  const person = useSignedInUser(t);
  const admin = useSignedInUser(t);

  const cacheControl = (response: { headers: Record<string, unknown> }) =>
    response.headers['cache-control'];

  it('POST /api/jwt: the token is never stored by a cache', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie: person.cookie },
      payload: { email: person.email },
    });
    expect(response.statusCode).toBe(200);
    expect(cacheControl(response)).toBe('no-store');
  });

  it('the admin lists and the admin check are never stored by a cache', async () => {
    await promote(t.handle, admin.id);
    for (const url of ['/api/users', `/api/users/admin/${encodeURIComponent(person.email)}`]) {
      const response = await t.app.inject({ url, headers: bearer(admin.token) });
      expect(response.statusCode, url).toBe(200);
      expect(cacheControl(response), url).toBe('no-store');
    }
  });

  it('any answer to a request with a token or a cookie, public data included', async () => {
    const withToken = await t.app.inject({ url: '/api/category', headers: bearer(person.token) });
    expect(cacheControl(withToken)).toBe('no-store');
    const withCookie = await t.app.inject({
      url: '/api/category',
      headers: { cookie: person.cookie },
    });
    expect(cacheControl(withCookie)).toBe('no-store');
  });

  it('an answer that signs someone in (it sets their session cookie)', async () => {
    const response = await signUpRequest(t.app, {
      name: 'Ann Smith',
      email: `${crypto.randomUUID()}@example.com`,
      password: TEST_PASSWORD,
      image: 'https://example.com/ann.png',
    });
    expect(response.statusCode).toBe(200);
    expect(cacheControl(response)).toBe('no-store');
  });

  it("keeps a route's own policy, and leaves anonymous public answers alone", async () => {
    const own = await t.app.inject({
      url: `/api/petListing?email=${encodeURIComponent(person.email)}`,
      headers: bearer(person.token),
    });
    expect(own.statusCode).toBe(200);
    expect(cacheControl(own)).toBe('private, no-cache');

    const anonymous = await t.app.inject({ url: '/api/category' });
    expect(anonymous.statusCode).toBe(200);
    expect(cacheControl(anonymous)).toBeUndefined();
    expect(json(anonymous)).toBeInstanceOf(Array);
  });
});
