import { randomUUID } from 'node:crypto';
import { cardImage, PETS_PAGE_LIMIT, texts } from '@pet-adoption/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns, payments, pets, reviews } from '../db/schema';
import { petBody } from '../../test/fixtures';
import {
  canonicalOf,
  cspDirectives,
  inlineScripts,
  metaContent,
  PAGE_HEADERS,
  sha256Source,
  titleOf,
  visibleHtml,
  WEB_DIST_DIR,
} from '../../test/html';
import {
  bearer,
  buildTestApp,
  createUser,
  promote,
  testDatabases,
  type TestApp,
  useSignedInUser,
  useTestApp,
} from '../../test/helpers';

const PUBLIC_URL = 'https://pets.example.org';

/** Seeded (seed/data.ts): Domino is the newest pet, Biscuit's campaign ends soonest. */
const NEWEST_PET = 'Domino';

const get = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...PAGE_HEADERS, ...headers } });

async function seededPet(t: TestApp, name: string) {
  const [pet] = await t.handle.db.select().from(pets).where(eq(pets.petName, name));
  if (!pet) throw new Error(`The seed has no pet named ${name}.`);
  return pet;
}

/** What the app's error page says when a page's data could not be read (status 503). */
function expectUnavailablePage(response: Awaited<ReturnType<typeof get>>) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  // When to ask again, and never kept by a cache on the way.
  expect(response.headers['retry-after']).toBe('5');
  expect(response.headers['cache-control']).toMatch(/no-cache|no-store/);
  const html = visibleHtml(response.body);
  expect(titleOf(html)).toBe(texts.titles.error);
  expect(html).toContain(texts.routeError.heading);
  expect(html).toContain('503 Service Unavailable');
  expect(html).toContain('Something went wrong while showing this page.');
  // Nothing of the failure itself: no stack, no query, no driver's message.
  expect(response.body).not.toMatch(/\n\s+at |Failed query|ApiError|not reachable|relation/);
}

async function seededCampaign(t: TestApp, name: string) {
  const [campaign] = await t.handle.db.select().from(campaigns).where(eq(campaigns.petName, name));
  if (!campaign) throw new Error(`The seed has no campaign for ${name}.`);
  return campaign;
}

describe.each(testDatabases)('pages rendered on the server, on %s', (database) => {
  const t = useTestApp({ database, seed: true, config: { webDistDir: WEB_DIST_DIR } });
  const visitor = useSignedInUser(t);

  it('a receipt opened by its code is kept by no cache, signed out too', async () => {
    const [gift] = await t.handle.db.select({ code: payments.receiptCode }).from(payments).limit(1);
    const response = await get(t, `/receipts/${gift?.code ?? ''}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(titleOf(visibleHtml(response.body))).toBe(texts.titles.receipt);
  });

  it('Home comes with its sections’ content from the database, title, description and canonical', async () => {
    const response = await get(t, '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // Checked again on every visit: the content changes with every new pet or donation.
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = visibleHtml(response.body);
    // Newest pets, categories and testimonials, each from its own table.
    expect(html).toMatch(new RegExp(`<a [^>]*href="/petDetails/[^"]+"[^>]*>${NEWEST_PET}</a>`));
    expect(html).toContain('alt="Domestic animals waiting for adoption"');
    expect(html).toContain('We adopted our tabby, Milo, through this site');
    expect(html).toContain('<h3 class="card-title text-xl">Biscuit</h3>');
    // The carousel's six slides can be swiped without a script; its buttons come with one.
    const carousel = texts.home.carousel;
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(6);
    for (const control of [carousel.previous, carousel.next, carousel.goTo(1), carousel.pause]) {
      expect(html).not.toContain(control);
    }
    expect(titleOf(html)).toBe('Pet Adoption | Home');
    expect(metaContent(html, 'name', 'description')).toMatch(/^Adopt a pet/);
    expect(canonicalOf(html)).toBe('http://localhost/');
    // Signed out: the account menu says so.
    expect(html).toContain('You are not Log in');
  });

  it("a pet's page shows the pet and carries its link preview", async () => {
    const luna = await seededPet(t, 'Luna');
    const response = await get(t, `/petDetails/${luna.id}`);
    expect(response.statusCode).toBe(200);
    const html = visibleHtml(response.body);
    expect(html).toContain(`<h1 class="text-3xl font-bold sm:text-5xl">Luna</h1>`);
    expect(titleOf(html)).toBe(texts.titles.petDetailsOf('Luna'));
    expect(canonicalOf(html)).toBe(`http://localhost/petDetails/${luna.id}`);
    expect(metaContent(html, 'property', 'og:title')).toBe('Luna');
    expect(metaContent(html, 'property', 'og:description')).toBe(luna.shortDescription);
    expect(metaContent(html, 'name', 'description')).toBe(luna.shortDescription);
    expect(metaContent(html, 'property', 'og:image')).toBe(
      `http://localhost${cardImage(luna.image)}`,
    );
    expect(metaContent(html, 'property', 'og:url')).toBe(`http://localhost/petDetails/${luna.id}`);
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it("a campaign's page shows the campaign and carries its link preview", async () => {
    const biscuit = await seededCampaign(t, 'Biscuit');
    const response = await get(t, `/campaingsDetails/${biscuit.id}`);
    expect(response.statusCode).toBe(200);
    const html = visibleHtml(response.body);
    expect(html).toContain(`<h1 class="text-3xl font-bold sm:text-5xl">Biscuit</h1>`);
    expect(titleOf(html)).toBe(texts.titles.campaignDetailsOf('Biscuit'));
    // Donate Now does what it says before the script runs: a link to the payment screen.
    expect(html).toMatch(
      new RegExp(
        `<a href="/dashboard/payment\\?campaign=${biscuit.id}"[^>]*>${texts.campaigns.donateNow}</a>`,
      ),
    );
    expect(metaContent(html, 'property', 'og:title')).toBe('Biscuit');
    expect(metaContent(html, 'property', 'og:description')).toBe(biscuit.shortDescription);
    expect(metaContent(html, 'property', 'og:image')).toBe(
      `http://localhost${cardImage(biscuit.image)}`,
    );
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  });

  it.each([
    '/no-such-page',
    '/petDetails/abc',
    `/petDetails/${randomUUID()}`,
    '/campaingsDetails/abc',
    `/campaingsDetails/${randomUUID()}`,
  ])('%s answers 404 with the app’s 404 page', async (url) => {
    const response = await get(t, url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = visibleHtml(response.body);
    expect(html).toContain(texts.notFound.heading);
    expect(titleOf(html)).toBe(texts.titles.notFound);
    // Inside the site's frame: the navbar's links are there.
    expect(html).toContain('href="/petListing"');
  });

  it('a signed-in visitor gets their account menu in the first HTML', async () => {
    const user = await createUser(t.app, { name: 'Zelda Zebra' });
    const response = await get(t, '/', { cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    // Their own page: kept by no cache on the way, nor by the browser.
    expect(response.headers['cache-control']).toBe('private, no-store');
    const html = visibleHtml(response.body);
    expect(html).toMatch(
      /<(?:button|summary) [^>]*aria-label="Open account menu"[^>]*><img [^>]*alt="Zelda Zebra&#x27;s photo"/,
    );
    expect(html.includes('You are not Log in')).toBe(false);
  });

  it('Pet listing sends a signed-out visitor to /login, to come back afterwards', async () => {
    const response = await get(t, '/petListing');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?redirectTo=%2FpetListing');

    const searched = await get(t, '/petListing?search=luna');
    expect(searched.statusCode).toBe(302);
    expect(searched.headers.location).toBe(
      `/login?redirectTo=${encodeURIComponent('/petListing?search=luna')}`,
    );
  });

  it('Pet listing shows a signed-in visitor the first page of pet cards', async () => {
    const response = await get(t, '/petListing', { cookie: visitor.cookie });
    expect(response.statusCode).toBe(200);
    const html = visibleHtml(response.body);
    const domino = await seededPet(t, NEWEST_PET);
    const bean = await seededPet(t, 'Bean');
    for (const pet of [domino, bean]) {
      expect(html).toMatch(new RegExp(`href="/petDetails/${pet.id}"`));
      expect(html).toContain(`>${pet.petName}<`);
    }
    // Adopted pets are not listed.
    expect(html).not.toContain('>Oreo<');
  });

  it('Load more on Pet listing is a link to one page more, which shows the next cards too', async () => {
    const cardsOf = (html: string) =>
      [...html.matchAll(/<li id="pet-([^"]+)"/g)].map(([, id]) => id);
    // More pets than one page holds, whatever the seed has.
    for (let i = 0; i < PETS_PAGE_LIMIT; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/petListing',
        headers: bearer(visitor.token),
        payload: petBody({ petName: `Page filler ${i}` }),
      });
    }
    const first = visibleHtml((await get(t, '/petListing', { cookie: visitor.cookie })).body);
    const firstCards = cardsOf(first);
    expect(firstCards).toHaveLength(PETS_PAGE_LIMIT);
    const more = first
      .match(/<a href="([^"]+)"[^>]*>Load more<\/a>/)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(more).toBe(`?pages=2#pet-${firstCards.at(-1)}`);

    const second = await get(t, `/petListing${more!.split('#')[0]}`, { cookie: visitor.cookie });
    expect(second.statusCode).toBe(200);
    const secondCards = cardsOf(visibleHtml(second.body));
    expect(secondCards.length).toBeGreaterThan(PETS_PAGE_LIMIT);
    expect(secondCards.slice(0, PETS_PAGE_LIMIT)).toEqual(firstCards);
    expect(new Set(secondCards).size).toBe(secondCards.length);
  });

  it('an admin screen sends a non-admin to the dashboard’s first screen, and opens for an admin', async () => {
    const denied = await get(t, '/dashboard/makeAdmin', { cookie: visitor.cookie });
    expect(denied.statusCode).toBe(302);
    expect(denied.headers.location).toBe('/dashboard/addPet');

    const admin = await createUser(t.app, { name: 'Ada Admin' });
    await promote(t.handle, admin.id);
    const allowed = await get(t, '/dashboard/makeAdmin', { cookie: admin.cookie });
    expect(allowed.statusCode).toBe(200);
  });

  it('a dashboard screen offers its menu without the script: a link to the drawer it opens', async () => {
    const html = visibleHtml((await get(t, '/dashboard/addPet', { cookie: visitor.cookie })).body);
    const opener = /<a href="#([^"]+)" class="[^"]*">(?:(?!<\/a>).)*Dashboard menu<\/a>/.exec(html);
    expect(opener).not.toBeNull();
    // The drawer is that link's target, and shows while it is the address's target.
    const drawer = new RegExp(`<div id="${opener?.[1] ?? ''}" class="([^"]+)"`).exec(html)?.[1];
    expect(drawer?.split(' ')).toEqual(
      expect.arrayContaining(['invisible', 'target:visible', 'target:translate-x-0']),
    );
    expect(html).toMatch(/<a href="#" class="[^"]*" aria-label="Close dashboard menu">/);
  });

  it.each(['/', '/petDetails/abc', '/login'])(
    '%s: the policy allows exactly the inline scripts of the page',
    async (url) => {
      const response = await get(t, url);
      const scripts = inlineScripts(response.body);
      // React Router writes its data and start-up call inline.
      expect(scripts.length).toBeGreaterThan(0);
      const scriptSrc = cspDirectives(response.headers['content-security-policy'])['script-src'];
      expect(scriptSrc).toBeDefined();
      expect(new Set(scriptSrc)).toEqual(new Set(["'self'", ...scripts.map(sha256Source)]));
      expect(scriptSrc).not.toContain("'unsafe-inline'");
    },
  );

  it("the router's data requests reach the web app, and its route manifest comes with the page", async () => {
    const luna = await seededPet(t, 'Luna');
    const data = await t.app.inject({ method: 'GET', url: `/petDetails/${luna.id}.data` });
    expect(data.statusCode).toBe(200);
    expect(data.headers['content-type']).toMatch(/^text\/x-script/);
    expect(data.body).toContain(luna.longDescription.slice(0, 40));

    const missing = await t.app.inject({ method: 'GET', url: '/petDetails/abc.data' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/^text\/x-script/);

    // Every route's manifest comes with the page's scripts: no link waits for a manifest request.
    const manifestUrl = /\/assets\/manifest-[\w-]+\.js/.exec((await get(t, '/')).body)?.[0];
    expect(manifestUrl).toBeDefined();
    const manifest = await t.app.inject({ method: 'GET', url: manifestUrl ?? '' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.body).toContain('"routes/pet-details"');
  });
});

describe('pages at the operator’s PUBLIC_URL', () => {
  const t = useTestApp({ seed: true, config: { webDistDir: WEB_DIST_DIR, publicUrl: PUBLIC_URL } });

  it('canonical links and previews name the public address, whatever the Host', async () => {
    const home = await get(t, '/', { host: 'internal:3000' });
    expect(canonicalOf(home.body)).toBe(`${PUBLIC_URL}/`);

    const luna = await seededPet(t, 'Luna');
    const details = visibleHtml((await get(t, `/petDetails/${luna.id}`)).body);
    expect(canonicalOf(details)).toBe(`${PUBLIC_URL}/petDetails/${luna.id}`);
    expect(metaContent(details, 'property', 'og:image')).toBe(
      `${PUBLIC_URL}${cardImage(luna.image)}`,
    );
  });
});

describe.each(testDatabases)('anonymous pages kept a few seconds, on %s', (database) => {
  const t = useTestApp({ database, seed: true, config: { webDistDir: WEB_DIST_DIR } });
  const visitor = useSignedInUser(t);

  const renameReviewer = (from: string, to: string) =>
    t.handle.db.update(reviews).set({ name: to }).where(eq(reviews.name, from));
  const reviewers = (body: string) =>
    [...visibleHtml(body).matchAll(/<figcaption[^>]*>([^<]+)<\/figcaption>/g)].map(
      ([, name]) => name,
    );
  const addPet = (petName: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(visitor.token),
      payload: petBody({ petName }),
    });

  it('serves Home again from the cache until an API write empties it', async () => {
    expect(reviewers((await get(t, '/')).body)).toContain('Ava Morgan');
    // Straight into the database, so only a fresh rendering can show it.
    await renameReviewer('Ava Morgan', 'Ava Moreau');

    const cached = await get(t, '/');
    expect(cached.statusCode).toBe(200);
    expect(reviewers(cached.body)).toContain('Ava Morgan');

    // A signed-in visitor's page is never the cached one, and does not replace it.
    const signedIn = await get(t, '/', { cookie: visitor.cookie });
    expect(reviewers(signedIn.body)).toContain('Ava Moreau');
    expect(reviewers((await get(t, '/')).body)).toContain('Ava Morgan');

    // A write that fails changes nothing, and leaves the cache as it is.
    expect((await addPet('')).statusCode).toBe(400);
    expect(reviewers((await get(t, '/')).body)).toContain('Ava Morgan');

    expect((await addPet('Fresh Arrival')).statusCode).toBe(200);
    const fresh = await get(t, '/');
    expect(reviewers(fresh.body)).toContain('Ava Moreau');
    expect(visibleHtml(fresh.body)).toContain('>Fresh Arrival</a>');
  });

  it("keeps a pet's page for each address separately", async () => {
    const luna = await seededPet(t, 'Luna');
    const ash = await seededPet(t, 'Ash');
    expect(titleOf((await get(t, `/petDetails/${luna.id}`)).body)).toBe(
      texts.titles.petDetailsOf('Luna'),
    );
    const other = await get(t, `/petDetails/${ash.id}`);
    expect(metaContent(other.body, 'property', 'og:title')).toBe('Ash');
  });

  it('keeps a page per address the server listens as', async () => {
    const first = await get(t, '/', { host: 'localhost' });
    expect(canonicalOf(first.body)).toBe('http://localhost/');
    const second = await get(t, '/', { host: '127.0.0.1:3000' });
    expect(canonicalOf(second.body)).toBe('http://127.0.0.1:3000/');
  });
});

describe.each(testDatabases)('pages while the database is away, on %s', (database) => {
  const options = { database, seed: true, config: { webDistDir: WEB_DIST_DIR } };

  it('a page whose data or visitor cannot be read is the error page, 503; a 404 stays a 404', async () => {
    const t = await buildTestApp(options);
    try {
      const person = await createUser(t.app);
      const luna = await seededPet(t, 'Luna');
      const biscuit = await seededCampaign(t, 'Biscuit');
      // Close the connection under the running app, as a crashed database would.
      if (t.handle.kind === 'pglite') await t.handle.client.close();
      else await t.handle.client.end();

      expectUnavailablePage(await get(t, '/'));
      expectUnavailablePage(await get(t, `/petDetails/${luna.id}`));
      expectUnavailablePage(await get(t, `/campaingsDetails/${biscuit.id}`));
      // Signed in: neither shown signed out nor sent to /login because the session could not
      // be read.
      expectUnavailablePage(await get(t, '/contact', { cookie: person.cookie }));
      expectUnavailablePage(await get(t, '/petListing', { cookie: person.cookie }));
      expectUnavailablePage(await get(t, '/dashboard/makeAdmin', { cookie: person.cookie }));

      // An id that cannot name a pet needs no database to be the 404 page.
      const missing = await get(t, '/petDetails/abc');
      expect(missing.statusCode).toBe(404);
      expect(visibleHtml(missing.body)).toContain(texts.notFound.heading);
      // A page without data for a signed-out visitor still opens.
      const login = await get(t, '/login');
      expect(login.statusCode).toBe(200);
      expect(titleOf(login.body)).toBe(texts.titles.login);
    } finally {
      await t.close();
    }
  });

  it('the error page is never the one kept: the first visit after the database is back shows Home', async () => {
    const t = await buildTestApp(options);
    try {
      // A real failure of the queries Home makes, undone below.
      await t.handle.db.execute(sql`ALTER TABLE pets RENAME TO pets_away`);
      expectUnavailablePage(await get(t, '/'));
      expectUnavailablePage(await get(t, '/'));

      await t.handle.db.execute(sql`ALTER TABLE pets_away RENAME TO pets`);
      const home = await get(t, '/');
      expect(home.statusCode).toBe(200);
      expect(home.headers['retry-after']).toBeUndefined();
      expect(visibleHtml(home.body)).toContain(`>${NEWEST_PET}</a>`);
    } finally {
      await t.close();
    }
  });
});
