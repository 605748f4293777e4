import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pets } from '../db/schema';
import { petBody } from '../../test/fixtures';
import { canonicalOf, PAGE_HEADERS, titleOf, visibleHtml, WEB_DIST_DIR } from '../../test/html';
import {
  bearer,
  json,
  testDatabases,
  type TestApp,
  useSignedInUser,
  useTestApp,
} from '../../test/helpers';

/** Findings of the outside review of the server-rendered pages, each as an attacker tries it. */

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...PAGE_HEADERS, ...headers } });

describe.each(testDatabases)('pages an attacker cannot bend, on %s', (database) => {
  const t = useTestApp({ database, seed: true, config: { webDistDir: WEB_DIST_DIR } });
  const attacker = useSignedInUser(t);

  const addPet = async (petName: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(attacker.token),
      payload: petBody({ petName }),
    });
    expect(response.statusCode).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  };
  const renamePetInDatabase = (id: string, petName: string) =>
    t.handle.db.update(pets).set({ petName }).where(eq(pets.id, id));

  it('never hands anonymous visitors a page rendered for a session, however its cookie is spelled', async () => {
    // The identity library trims cookie names: "name =value" is the session all the same.
    const spaced = attacker.cookie.replace(/^([^=;]+)=/, '$1 =');
    const theirs = await get(t, '/', { cookie: spaced });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toContain(attacker.email);

    const anonymous = await get(t, '/');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).not.toContain(attacker.email);
    expect(visibleHtml(anonymous.body)).toContain('You are not Log in');
  });

  it('keeps the sign-in guard on a data request that names only the page’s own route', async () => {
    const petId = await addPet('Guarded Gus');
    const response = await t.app.inject({
      method: 'GET',
      url: '/petListing.data?_routes=routes%2Fpet-listing',
    });
    expect(response.body).not.toContain('Guarded Gus');
    expect(response.body).not.toContain(petId);
    expect(response.body).toContain('/login?redirectTo=%2FpetListing');
  });

  it('answers a Host it cannot read with 400, never 500', async () => {
    for (const url of ['/', '/robots.txt', '/sitemap.xml', '/login']) {
      const response = await get(t, url, { host: 'a@evil.example' });
      expect(response.statusCode, url).toBe(400);
    }
  });

  it('never writes a stranger’s Host into robots.txt, the sitemap or a page’s links', async () => {
    const strangers: Record<string, string>[] = [
      { host: 'evil.example' },
      { 'x-forwarded-host': 'evil.example' },
    ];
    for (const headers of strangers) {
      const robots = await get(t, '/robots.txt', headers);
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toMatch(/^Sitemap: http:\/\/localhost(:\d+)?\/sitemap\.xml$/m);
      const sitemap = await get(t, '/sitemap.xml', headers);
      expect(sitemap.body).not.toContain('evil.example');
      const home = await get(t, '/', headers);
      expect(home.body).not.toContain('evil.example');
      expect(canonicalOf(home.body)).toMatch(/^http:\/\/localhost(:\d+)?\/$/);
    }
  });

  it('serves a kept page whatever query string is added, instead of rendering it again', async () => {
    const petId = await addPet('Query Quincy');
    const first = await get(t, `/petDetails/${petId}?utm_source=a`);
    expect(titleOf(first.body)).toContain('Query Quincy');
    await renamePetInDatabase(petId, 'Renamed Quincy');
    for (const query of ['?utm_source=b', '?x=1&y=2', '']) {
      const again = await get(t, `/petDetails/${petId}${query}`);
      expect(titleOf(again.body), query).toContain('Query Quincy');
    }
  });

  it("a pet's update empties that pet's page, and leaves other kept pages as they are", async () => {
    const updated = await addPet('Patched Polly');
    const untouched = await addPet('Steady Sam');
    await get(t, `/petDetails/${updated}`);
    await get(t, `/petDetails/${untouched}`);
    await renamePetInDatabase(untouched, 'Changed Behind The Scenes');

    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/petListing/${updated}`,
      headers: bearer(attacker.token),
      payload: petBody({ petName: 'Polly Patched' }),
    });
    expect(patch.statusCode).toBe(200);
    expect(titleOf((await get(t, `/petDetails/${updated}`)).body)).toContain('Polly Patched');
    expect(titleOf((await get(t, `/petDetails/${untouched}`)).body)).toContain('Steady Sam');
  });

  it('asks browsers and shared caches to keep no copy of a signed-in page', async () => {
    for (const url of ['/', '/petListing', '/dashboard/addPet']) {
      const response = await get(t, url, { cookie: attacker.cookie });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-store');
      expect(String(response.headers.vary), url).toMatch(/\bcookie\b/i);
    }
    const anonymous = await get(t, '/');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(String(anonymous.headers.vary)).toMatch(/\bcookie\b/i);
  });
});

describe('page renders bounded per client', () => {
  const t = useTestApp({
    seed: true,
    config: { webDistDir: WEB_DIST_DIR },
    pageRenderLimit: { max: 3, windowMs: 60_000 },
  });

  it('refuses a client’s renders past its allowance with 429, and serves other clients', async () => {
    const from = (remoteAddress: string, url: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers: PAGE_HEADERS });
    const answers = [];
    for (const url of ['/login', '/signUp', '/contact', '/accessibility']) {
      answers.push(await from('203.0.113.7', `${url}?n=${Math.random()}`));
    }
    expect(answers.slice(0, 3).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    const refused = answers[3];
    expect(refused?.statusCode).toBe(429);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused?.body).toMatch(/too many pages/i);
    // Another client, and another address of the same /64 counts as the same client.
    expect((await from('198.51.100.4', '/login')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2::1', '/login')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2::2', '/login')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2::3', '/login')).statusCode).toBe(200);
    expect((await from('2001:db8:1:2:ffff::4', '/login')).statusCode).toBe(429);
  });
  it('answers a page’s form with a broken multipart body 400 with the page’s error, never 500', async () => {
    const forms = [
      '/login',
      '/signUp',
      '/contact',
      '/forgotPassword',
      '/resetPassword?token=x',
      '/unsubscribeSearch?token=x',
      '/gifts/manage/0123456789abcdef0123456789abcdef',
    ];
    const broken = [
      ['multipart/form-data', 'name=x'],
      ['multipart/form-data; boundary=abc', 'no boundary here'],
      [
        'multipart/form-data; boundary=abc',
        '--abc\r\nContent-Disposition: form-data; name="x"\r\n\r\ncut off',
      ],
    ] as const;
    for (const url of forms) {
      for (const [type, payload] of broken) {
        const answer = await t.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': type, 'sec-fetch-site': 'same-origin' },
          payload,
        });
        expect(answer.statusCode, `${url} with ${type}: ${answer.body.slice(0, 200)}`).toBe(400);
        expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(visibleHtml(answer.body)).toContain('What the form sent could not be read');
      }
    }
  });
  it('keeps every page opened by a code or token out of caches and search engines', async () => {
    const opened = [
      '/receipts/0123456789abcdef0123456789abcdef',
      '/gifts/manage/0123456789abcdef0123456789abcdef',
      '/gifts/confirm?token=x',
      '/gifts/undo?token=x',
      '/resetPassword?token=x',
      '/verifyEmail?token=x',
      '/confirmEmail?token=x',
      '/revertEmail?token=x',
      '/stillAvailable?token=x',
      '/unsubscribeSearch?token=x',
    ];
    for (const url of opened) {
      const answer = await get(t, url);
      expect(answer.statusCode, url).toBeLessThan(500);
      expect(answer.headers['cache-control'], url).toBe('private, no-store');
      expect(answer.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
    // A page for everyone stays listed.
    expect((await get(t, '/contact')).headers['x-robots-tag']).toBeUndefined();
  });
});

describe('cookies a page sets', () => {
  const logOut = (t: TestApp, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/logout',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      payload: '',
    });
  const noticeLine = (answer: { headers: Record<string, unknown> }) =>
    [answer.headers['set-cookie'] ?? []]
      .flat()
      .map(String)
      .find((line) => line.startsWith('notice='));

  describe('on a site at an https address', () => {
    const t = useTestApp({
      config: { webDistDir: WEB_DIST_DIR, publicUrl: 'https://pets.example' },
    });
    it('are sent over https only', async () => {
      expect(noticeLine(await logOut(t))).toMatch(/; Secure$/);
    });
  });

  describe('without an address, behind a trusted proxy', () => {
    const t = useTestApp({ config: { webDistDir: WEB_DIST_DIR, trustProxy: true } });
    it('are Secure when the request came over https, and not over plain http', async () => {
      expect(noticeLine(await logOut(t, { 'x-forwarded-proto': 'https' }))).toMatch(/; Secure$/);
      const plain = noticeLine(await logOut(t));
      expect(plain).toMatch(/^notice=/);
      expect(plain).not.toMatch(/secure/i);
    });
  });
});
