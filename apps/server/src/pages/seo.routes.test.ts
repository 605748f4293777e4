import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app';
import type { Database, DbHandle } from '../db/client';
import { campaigns, pets, users } from '../db/schema';
import {
  createTestDb,
  GENEROUS_USER_LIMITS,
  json,
  testConfig,
  testDatabases,
  useTestApp,
} from '../../test/helpers';

const PUBLIC_URL = 'https://pets.example.org';
const PUBLIC_PAGES = ['/', '/login', '/signUp', '/contact', '/accessibility'];
const XML = 'application/xml; charset=utf-8';

async function addOwner(db: Database) {
  const [row] = await db
    .insert(users)
    .values({ name: 'Olive Owner', email: `${randomUUID()}@example.com` })
    .returning({ id: users.id });
  if (!row) throw new Error('no user row');
  return row.id;
}

async function addPet(db: Database, ownerId: string, values: { adopted?: boolean; at?: Date }) {
  const [row] = await db
    .insert(pets)
    .values({
      ownerId,
      petName: 'Whiskers',
      category: 'cat',
      petAgeMonths: 14,
      petLocation: 'Dhaka',
      date: '2026-11-01',
      shortDescription: 'A calm cat.',
      longDescription: 'A calm cat who likes windows.',
      image: 'https://example.com/cat.webp',
      adopted: values.adopted ?? false,
      ...(values.at === undefined ? {} : { createdAt: values.at, updatedAt: values.at }),
    })
    .returning({ id: pets.id });
  if (!row) throw new Error('no pet row');
  return row.id;
}

async function addCampaign(
  db: Database,
  ownerId: string,
  values: { paused?: boolean; lastDate?: string; at?: Date },
) {
  const [row] = await db
    .insert(campaigns)
    .values({
      ownerId,
      petName: 'Biscuit',
      image: 'https://example.com/campaign.webp',
      maximumDonationCents: 50_000,
      highestTotalCents: 5_000,
      lastDate: values.lastDate ?? '2999-12-31',
      shortDescription: 'Knee surgery for Biscuit.',
      longDescription: 'Biscuit tore a ligament and needs surgery to run again.',
      paused: values.paused ?? false,
      ...(values.at === undefined ? {} : { createdAt: values.at, updatedAt: values.at }),
    })
    .returning({ id: campaigns.id });
  if (!row) throw new Error('no campaign row');
  return row.id;
}

/** The text of every `<loc>`, unescaped. */
const locs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => (loc ?? '').replaceAll('&amp;', '&'));

/** The `<url>` element naming `loc`, whole. */
const urlElement = (xml: string, loc: string) =>
  xml.match(
    new RegExp(`<url><loc>${loc.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}</loc>.*?</url>`),
  )?.[0];

describe.each(testDatabases)('sitemap and robots.txt on %s', (database) => {
  describe('with PUBLIC_URL set', () => {
    const t = useTestApp({ database, config: { publicUrl: PUBLIC_URL } });
    const ids = { available: '', adopted: '', open: '', paused: '', ended: '' };
    const changedAt = new Date('2026-03-04T05:06:07.000Z');

    beforeAll(async () => {
      const { db } = t.handle;
      const owner = await addOwner(db);
      ids.available = await addPet(db, owner, { at: changedAt });
      ids.adopted = await addPet(db, owner, { adopted: true });
      ids.open = await addCampaign(db, owner, { at: changedAt });
      ids.paused = await addCampaign(db, owner, { paused: true });
      ids.ended = await addCampaign(db, owner, { lastDate: '2001-01-01' });
    });

    it('lists the public pages, available pets and open campaigns at PUBLIC_URL', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'somewhere-else.test' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XML);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
      expect(response.body).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
      expect(locs(response.body)).toEqual([
        ...PUBLIC_PAGES.map((path) => `${PUBLIC_URL}${path}`),
        `${PUBLIC_URL}/petDetails/${ids.available}`,
        `${PUBLIC_URL}/campaingsDetails/${ids.open}`,
      ]);
      for (const loc of [
        `${PUBLIC_URL}/petDetails/${ids.available}`,
        `${PUBLIC_URL}/campaingsDetails/${ids.open}`,
      ]) {
        expect(urlElement(response.body, loc)).toContain(
          '<lastmod>2026-03-04T05:06:07.000Z</lastmod>',
        );
      }
      expect(urlElement(response.body, `${PUBLIC_URL}/contact`)).not.toContain('<lastmod>');
    });

    it('leaves out adopted pets and paused or ended campaigns', async () => {
      const { body } = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
      for (const id of [ids.adopted, ids.paused, ids.ended]) expect(body).not.toContain(id);
    });

    it('answers HEAD with the same headers and no body', async () => {
      const response = await t.app.inject({ method: 'HEAD', url: '/sitemap.xml' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XML);
      expect(response.body).toBe('');
    });

    it('answers /sitemap-1.xml with the one file while everything fits, and 404 past it', async () => {
      const first = await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' });
      expect(first.statusCode).toBe(200);
      expect(locs(first.body)).toHaveLength(PUBLIC_PAGES.length + 2);
      const second = await t.app.inject({ method: 'GET', url: '/sitemap-2.xml' });
      expect(second.statusCode).toBe(404);
      expect(json<{ error: { code: string } }>(second).error.code).toBe('NOT_FOUND');
    });

    it('serves robots.txt keeping crawlers out of private paths, naming the sitemap', async () => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await t.app.inject({ method, url: '/robots.txt' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.headers['cache-control']).toBe('public, max-age=3600');
        if (method === 'GET') {
          expect(response.body).toBe(
            [
              'User-agent: *',
              'Disallow: /api',
              'Disallow: /auth/popup',
              // The pages of the account's e-mailed links, and the form that sends one.
              'Disallow: /confirmEmail',
              'Disallow: /dashboard',
              'Disallow: /forgotPassword',
              // A monthly gift's page, opened by the code in its receipts.
              'Disallow: /gifts/confirm',
              'Disallow: /gifts/manage',
              'Disallow: /gifts/undo',
              // Log Out's form target; opening it only goes Home.
              'Disallow: /logout',
              // Adopt Now's form page; the pet's own page above it stays open.
              'Disallow: /petDetails/*/adopt',
              // The adopter's form for a happy tail.
              'Disallow: /petDetails/*/happyTail',
              'Disallow: /receipts',
              'Disallow: /resetPassword',
              'Disallow: /revertEmail',
              // The "Still available" e-mailed link.
              'Disallow: /stillAvailable',
              // A saved-search alert's unsubscribe link.
              'Disallow: /unsubscribeSearch',
              'Disallow: /verifyEmail',
              '',
              `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
              '',
            ].join('\n'),
          );
        }
      }
    });

    it('keeps both out of the OpenAPI document', async () => {
      const doc = json<{ paths: Record<string, unknown> }>(
        await t.app.inject({ method: 'GET', url: '/api/docs/json' }),
      );
      expect(Object.keys(doc.paths).filter((path) => /sitemap|robots/.test(path))).toEqual([]);
    });
  });

  describe('without PUBLIC_URL, behind a trusted proxy', () => {
    const t = useTestApp({ database, config: { trustProxy: true } });

    it('writes addresses on the origin the request came to, when the server listens as it', async () => {
      const direct = await t.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'localhost:8080' },
      });
      expect(locs(direct.body)[0]).toBe('http://localhost:8080/');

      const proxied = await t.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': '127.0.0.1:8443' },
      });
      expect(proxied.body).toContain('Sitemap: https://127.0.0.1:8443/sitemap.xml\n');
    });

    it('writes the local address for a host the server does not listen as', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { 'x-forwarded-host': 'adopt.example.net' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Sitemap: http://localhost:3000/sitemap.xml\n');
    });

    it('answers 400 for a host that would break the XML', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { host: 'a&b.test' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).not.toContain('a&b');
    });

    it('answers 400 with a sentence when the host is not one', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/sitemap.xml',
        headers: { 'x-forwarded-host': 'not a host' },
      });
      expect(response.statusCode).toBe(400);
      expect(json<{ error: { message: string } }>(response).error.message).toMatch(/valid host/);
    });

    it('keeps robots.txt out of caches until the site’s address is known', async () => {
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { 'x-forwarded-host': 'not a host' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.headers['cache-control']).toBe('no-store');
      const known = await t.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(known.headers['cache-control']).toBe('public, max-age=3600');
      expect(known.body).toContain('Sitemap: ');
    });
  });

  describe('past the URL limit', () => {
    let handle: DbHandle;
    let app: App;
    const expected: string[] = [];

    beforeAll(async () => {
      handle = await createTestDb(database);
      app = await buildApp({
        config: { ...testConfig, publicUrl: PUBLIC_URL },
        db: handle.db,
        userLimits: GENEROUS_USER_LIMITS,
        sitemapUrlLimit: 3,
      });
      const owner = await addOwner(handle.db);
      const petIds: string[] = [];
      // A second apart, so "newest first" is one order on every engine.
      for (let i = 0; i < 4; i++) {
        petIds.push(
          await addPet(handle.db, owner, { at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)) }),
        );
      }
      const campaignId = await addCampaign(handle.db, owner, {});
      // Five pages, four pets and a campaign: ten URLs, so four files of at most three.
      expected.push(
        ...PUBLIC_PAGES.map((path) => `${PUBLIC_URL}${path}`),
        ...petIds.reverse().map((id) => `${PUBLIC_URL}/petDetails/${id}`),
        `${PUBLIC_URL}/campaingsDetails/${campaignId}`,
      );
    });
    afterAll(async () => {
      await app.close();
      await handle.close();
    });

    it('turns /sitemap.xml into an index of numbered files that hold every URL once', async () => {
      const index = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(index.statusCode).toBe(200);
      expect(index.headers['content-type']).toBe(XML);
      expect(index.body).toMatch(
        /<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
      );
      const files = locs(index.body);
      expect(files).toEqual([1, 2, 3, 4].map((n) => `${PUBLIC_URL}/sitemap-${n}.xml`));

      const listed: string[] = [];
      for (const file of files) {
        const response = await app.inject({ method: 'GET', url: new URL(file).pathname });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(XML);
        expect(response.body).toContain('<urlset ');
        const urls = locs(response.body);
        expect(urls.length).toBeLessThanOrEqual(3);
        listed.push(...urls);
      }
      expect(listed).toEqual(expected);
    });

    it('answers 404 for a sitemap number that is unknown or malformed', async () => {
      for (const name of ['5', '0', '01', '-1', '1.5', 'x', '99999999999']) {
        const response = await app.inject({ method: 'GET', url: `/sitemap-${name}.xml` });
        expect(response.statusCode, name).toBe(404);
      }
    });
  });
});
