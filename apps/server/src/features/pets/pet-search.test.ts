import { type Pet, PET_SORTS, type PetSort } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import type { DbHandle } from '../../db/client';
import { pets, users } from '../../db/schema';
import {
  bearer,
  createTestDb,
  createUser,
  json,
  promote,
  type SignedInUser,
  testConfig,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import { ListingCache } from './listing-cache';
import {
  insertSearchPets,
  matches,
  parseSearch,
  type SearchPet,
  searchPets,
  sortOrder,
} from './pet-search.fixtures';
import { fastPasswordHashing } from '../../../test/fast-password-hashing';

/** Searches that each filter, several values of one and several filters together pick from. */
const SEARCHES = [
  '',
  'category=dog',
  'category=dog,cat',
  'sex=female,male',
  'size=small',
  'size=small,xlarge&sex=female',
  'ageGroup=baby,senior',
  'coat=wire',
  'coat=short,long&category=cat',
  'mixedBreed=true',
  'mixedBreed=true,false',
  'goodWithChildren=yes',
  'goodWithDogs=no&goodWithCats=yes,unknown',
  'houseTrained=yes&vaccinated=no&spayedNeutered=unknown',
  'microchipped=yes,no&specialNeeds=no',
  'breed=beagle',
  'breed=POODLE,siamese',
  'breedPrimary=beagle',
  'breedSecondary=Beagle',
  'breedPrimary=poodle&breedSecondary=POODLE',
  'colour=BLACK',
  'colour=white,brown%20tabby',
  'location=dhaka',
  `location=${encodeURIComponent('%')}`,
  'location=_',
  'minAge=11&maxAge=33',
  'minAge=22',
  'maxAge=0',
  'search=bel&category=cat,dog',
  'category=dog&size=small&goodWithChildren=yes,unknown',
  'breed=beagle&colour=black&minAge=11',
];

describe.each(testDatabases)('pet search on %s', (database) => {
  const t = useTestApp({ database });
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let all: SearchPet[];
  let others: SearchPet[];

  beforeAll(async () => {
    owner = await createUser(t.app, { name: 'Search Lister' });
    other = await createUser(t.app, { name: 'Other Lister' });
    admin = await createUser(t.app, { name: 'Search Admin' });
    await promote(t.handle, admin.id);
    all = searchPets(owner.id);
    others = searchPets(other.id, 5);
    await insertSearchPets(t.handle, all);
    await insertSearchPets(t.handle, others);
  });

  const available = (pet: SearchPet) => !pet.adopted && !pet.paused;
  const expected = (query: string, sort: PetSort, scope: SearchPet[]) => {
    const search = parseSearch(query);
    return scope
      .filter((pet) => matches(pet, search))
      .sort(sortOrder[sort])
      .map((pet) => pet.id);
  };

  /** Every page of a listing, following its Link header, with each page's total. */
  async function pageThrough(query: string, headers: Record<string, string> = {}) {
    const ids: string[] = [];
    const totals = new Set<string>();
    let url: string | undefined = `/api/petListing?${query}`;
    for (let pages = 0; url !== undefined; pages++) {
      expect(pages, query).toBeLessThan(60);
      const response: LightMyRequestResponse = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      totals.add(String(response.headers['x-total-count']));
      ids.push(...json<Pet[]>(response).map((pet) => pet._id));
      const link: unknown = response.headers.link;
      url = typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
    }
    return { ids, totals: [...totals] };
  }

  it.each(PET_SORTS)(
    'pages every search in the %s order, each pet once, ties broken by id',
    async (sort) => {
      for (const search of SEARCHES) {
        const query = `${search}&sort=${sort}&limit=3`;
        const want = expected(search, sort, [...all, ...others].filter(available));
        const { ids, totals } = await pageThrough(query);
        expect(ids, query).toEqual(want);
        expect(totals, query).toEqual([String(want.length)]);
      }
    },
  );

  it('keeps the scopes: adopted pets when asked, an owner’s own list, an admin’s every pet', async () => {
    const withAdopted = await pageThrough('includeAdopted=true&size=small&sort=oldest&limit=4');
    expect(withAdopted.ids).toEqual(
      expected(
        'size=small',
        'oldest',
        [...all, ...others].filter((pet) => !pet.paused),
      ),
    );
    const own = await pageThrough(
      `email=${encodeURIComponent(owner.email)}&category=dog,cat&sort=name&limit=4`,
      bearer(owner.token),
    );
    expect(own.ids).toEqual(expected('category=dog,cat', 'name', all));
    const every = await pageThrough(
      'includeAdopted=true&goodWithChildren=yes&sort=youngest&limit=5',
      bearer(admin.token),
    );
    expect(every.ids).toEqual(expected('goodWithChildren=yes', 'youngest', [...all, ...others]));
    const notYours = await t.app.inject({
      method: 'GET',
      url: `/api/petListing?email=${encodeURIComponent(owner.email)}&size=small`,
      headers: bearer(other.token),
    });
    expect(notYours.statusCode).toBe(403);
  });

  it('answers every pet as the one-pet answer does, stored by the database', async () => {
    // A new address of the owner reaches the stored listing documents too.
    await t.handle.db
      .update(users)
      .set({ email: `renamed-${owner.email}` })
      .where(eq(users.id, owner.id));
    const listed = json<Pet[]>(
      await t.app.inject({ method: 'GET', url: '/api/petListing?limit=100&includeAdopted=true' }),
    );
    expect(listed.length).toBeGreaterThan(30);
    expect(listed.map((pet) => pet.email)).toContain(`renamed-${owner.email}`);
    for (const pet of listed.slice(0, 8)) {
      const one = await t.app.inject({ method: 'GET', url: `/api/petListing/${pet._id}` });
      expect({ ...pet, repliesWithinDays: json<Pet>(one).repliesWithinDays }).toEqual(
        json<Pet>(one),
      );
    }
    await t.handle.db.update(users).set({ email: owner.email }).where(eq(users.id, owner.id));
  });

  it('refuses a cursor made under another order, naming cursor', async () => {
    const cursors = new Map<PetSort, string>();
    for (const sort of PET_SORTS) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/petListing?sort=${sort}&limit=2`,
      });
      const link = String(response.headers.link);
      cursors.set(
        sort,
        new URL(/<([^>]+)>/.exec(link)?.[1] ?? '', 'http://x').searchParams.get('cursor') ?? '',
      );
    }
    for (const sort of PET_SORTS) {
      for (const [from, cursor] of cursors) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/petListing?sort=${sort}&limit=2&cursor=${cursor}`,
        });
        if (from === sort) expect(response.statusCode).toBe(200);
        else {
          expect(response.statusCode, `${from} cursor under ${sort}`).toBe(400);
          expect(
            json<{ error: { fields: Record<string, string> } }>(response).error.fields,
          ).toHaveProperty('cursor');
        }
      }
    }
  });

  it('answers a bad parameter with a 400 naming it, for the listing and the facets', async () => {
    const cases: [string, string][] = [
      ['category=dragon', 'category'],
      ['category=dog,dragon', 'category'],
      ['sex=other', 'sex'],
      ['size=huge', 'size'],
      ['ageGroup=ancient', 'ageGroup'],
      ['coat=feathers', 'coat'],
      ['mixedBreed=maybe', 'mixedBreed'],
      ['goodWithChildren=sometimes', 'goodWithChildren'],
      ['specialNeeds=true', 'specialNeeds'],
      [`breed=${'x'.repeat(81)}`, 'breed'],
      [`colour=${Array.from({ length: 21 }, (_, i) => `c${i}`).join(',')}`, 'colour'],
      [`location=${'x'.repeat(101)}`, 'location'],
      ['minAge=-1', 'minAge'],
      ['minAge=abc', 'minAge'],
      ['maxAge=601', 'maxAge'],
      ['maxAge=1.5', 'maxAge'],
      ['minAge=24&maxAge=12', 'minAge'],
      ['sort=random', 'sort'],
      [`search=${'a'.repeat(101)}`, 'search'],
    ];
    for (const path of ['/api/petListing', '/api/petListing/facets']) {
      for (const [query, parameter] of cases) {
        const response = await t.app.inject({ method: 'GET', url: `${path}?${query}` });
        expect(response.statusCode, `${path}?${query}`).toBe(400);
        const { error } = json<{ error: { fields?: Record<string, string> } }>(response);
        expect(Object.keys(error.fields ?? {}), `${path}?${query}`).toEqual([parameter]);
      }
    }
  });
});

describe.each(testDatabases)('the search caches on %s', (database) => {
  let handle: DbHandle;
  let app: App;
  let petId: string;
  const listingCache = new ListingCache({ pageTtlMs: 3_600_000 });

  beforeAll(async () => {
    handle = await createTestDb(database);
    app = await buildApp({
      config: testConfig,
      db: handle.db,
      petListingCache: listingCache,
      passwordHashing: fastPasswordHashing,
    });
    const owner = await createUser(app, { name: 'Cache Lister' });
    const list = searchPets(owner.id, 12);
    await insertSearchPets(handle, list);
    const shown = list.find(
      (pet) => pet.category === 'dog' && pet.size === 'small' && !pet.adopted && !pet.paused,
    );
    expect(shown).toBeDefined();
    petId = shown?.id ?? '';
  });

  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  it('keeps one first page and one facets answer per search, however its address is written', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url });
    const page = await get('/api/petListing?size=small,large&category=dog&sort=name');
    const facets = await get('/api/petListing/facets?size=small,large&category=dog');
    // Changed behind the cache's back: only an answer read afresh would show it.
    await handle.db
      .update(pets)
      .set({ petName: 'Renamed', size: 'xlarge' })
      .where(eq(pets.id, petId));
    const again = await get(
      '/api/petListing?sort=name&category=dog&size=large,small,small&limit=24',
    );
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(page.body);
    expect(
      (await get('/api/petListing/facets?category=dog&size=large,small&sort=oldest&limit=5')).body,
    ).toBe(facets.body);
    // Another search is another entry, read afresh.
    expect((await get('/api/petListing/facets?category=dog')).body).not.toBe(facets.body);
  });
});
