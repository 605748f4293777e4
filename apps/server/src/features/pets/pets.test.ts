import { PetSchema, type CreatePet, type Pet } from '@pet-adoption/shared';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type App, buildApp } from '../../app';
import type { DbHandle } from '../../db/client';
import { adoptionRequests, pets } from '../../db/schema';
import {
  bearer,
  createTestDb,
  createUser,
  json,
  promote,
  type SignedInUser,
  useCast,
  testConfig,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import { petBody } from '../../../test/fixtures';
import { ListingCache } from './listing-cache';
import { fastPasswordHashing } from '../../../test/fast-password-hashing';

type Caller = 'anonymous' | 'owner' | 'other' | 'admin' | 'banned';

describe.each(testDatabases)('pets on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin, banned } = useCast(t);
  const headers = {} as Record<Caller, Record<string, string>>;

  async function addPet(by: SignedInUser, overrides: Partial<CreatePet> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(by.token),
      payload: petBody(overrides),
    });
    expect(response.statusCode).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }

  beforeAll(() => {
    headers.anonymous = {};
    headers.owner = bearer(owner.token);
    headers.other = bearer(other.token);
    headers.admin = bearer(admin.token);
    headers.banned = bearer(banned.token);
  });

  describe('create and read', () => {
    it('takes the owner from the token and sets dateAndTime and adopted itself', async () => {
      const before = Date.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/petListing',
        headers: bearer(owner.token),
        payload: { ...petBody(), email: other.email, adopted: true, dateAndTime: '2000-01-01' },
      });
      expect(response.statusCode).toBe(200);
      const { insertedId } = json<{ insertedId: string }>(response);

      const read = await t.app.inject({ method: 'GET', url: `/api/petListing/${insertedId}` });
      expect(read.statusCode).toBe(200);
      const pet = z.strictObject(PetSchema.shape).parse(json(read));
      expect(pet).toMatchObject({
        ...petBody(),
        _id: insertedId,
        email: owner.email,
        adopted: false,
      });
      expect(Date.parse(pet.dateAndTime)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('answers 404 for an unknown or malformed id, never 500', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "1' OR '1'='1", '%00']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/petListing/${encodeURIComponent(id)}`,
        });
        expect(response.statusCode, id).toBe(404);
        expect(json(response)).toEqual({
          error: { code: 'NOT_FOUND', message: 'Pet was not found.' },
        });
      }
    });

    it.each([
      ['image', 'This Image field is required'],
      ['petName', 'This Pet Name field is required'],
      ['category', 'This Category field is required'],
      ['petAge', 'This Age field is required'],
      ['petLocation', 'This Location field is required'],
      ['date', 'This Date field is required'],
      ['shortDescription', 'This Short Description field is required'],
      ['longDescription', 'This Long Description field is required'],
    ] as const)('refuses a missing or blank %s, naming the field', async (field, message) => {
      // undefined leaves the field out of the JSON body; '' is what an untouched form sends.
      // The age is a JSON number: only a missing one (or null) is "not given".
      for (const value of field === 'petAge' ? [undefined, null] : [undefined, '']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/petListing',
          headers: bearer(owner.token),
          payload: { ...petBody(), [field]: value },
        });
        expect(response.statusCode).toBe(400);
        expect(json<{ error: { fields: Record<string, string> } }>(response).error.fields).toEqual({
          [field]: message,
        });
      }
    });

    it.each([
      ['category', 'Dragon'],
      ['petAge', -1],
      ['petAge', 1.5],
      ['petAge', 'ten'],
      ['date', '01/11/2026'],
      ['date', '2026-13-45'],
      ['petName', 'x'.repeat(101)],
      ['image', { $ne: 1 }],
    ] as const)('refuses %s = %j', async (field, value) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/petListing',
        headers: bearer(owner.token),
        payload: { ...petBody(), [field]: value },
      });
      expect(response.statusCode).toBe(400);
      expect(
        Object.keys(json<{ error: { fields: Record<string, string> } }>(response).error.fields),
      ).toEqual([field]);
    });
  });

  describe('access matrix', () => {
    const expected: Record<Caller, { create: number; update: number; remove: number }> = {
      anonymous: { create: 401, update: 401, remove: 401 },
      owner: { create: 200, update: 200, remove: 200 },
      other: { create: 200, update: 403, remove: 403 },
      admin: { create: 200, update: 200, remove: 200 },
      banned: { create: 403, update: 403, remove: 403 },
    };

    it.each(Object.keys(expected) as Caller[])('%s', async (caller) => {
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/petListing',
        headers: headers[caller],
        payload: petBody(),
      });
      expect(create.statusCode).toBe(expected[caller].create);

      const id = await addPet(owner);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/petListing/${id}`,
        headers: headers[caller],
      });
      // Details are public; a banned token is refused only where a token is needed.
      expect(read.statusCode).toBe(200);

      const update = await t.app.inject({
        method: 'PATCH',
        url: `/api/petListing/${id}`,
        headers: headers[caller],
        payload: { petName: 'Renamed' },
      });
      expect(update.statusCode).toBe(expected[caller].update);
      if (update.statusCode === 200) expect(json(update)).toEqual({ modifiedCount: 1 });

      const remove = await t.app.inject({
        method: 'DELETE',
        url: `/api/petListing/${id}`,
        headers: headers[caller],
      });
      expect(remove.statusCode).toBe(expected[caller].remove);
      if (remove.statusCode === 200) expect(json(remove)).toEqual({ deletedCount: 1 });
    });

    it('owner lists (?email=) are that user’s or an admin’s only', async () => {
      const url = `/api/petListing?email=${encodeURIComponent(owner.email)}`;
      const statuses: Record<Caller, number> = {
        anonymous: 401,
        owner: 200,
        other: 403,
        admin: 200,
        banned: 403,
      };
      for (const caller of Object.keys(statuses) as Caller[]) {
        const response = await t.app.inject({ method: 'GET', url, headers: headers[caller] });
        expect(response.statusCode, caller).toBe(statuses[caller]);
      }
      // The owner (known by the session) and an admin (who names the owner) see the same pets.
      await addPet(owner);
      const listed = (caller: Caller) =>
        t.app
          .inject({ method: 'GET', url, headers: headers[caller] })
          .then((response) => json<Pet[]>(response).map((pet) => pet._id));
      const mine = await listed('owner');
      expect(mine.length).toBeGreaterThan(0);
      expect(await listed('admin')).toEqual(mine);
    });
  });

  describe('update', () => {
    it('never resets adopted unless it is sent; the owner can mark it either way', async () => {
      const id = await addPet(owner);
      const patch = (payload: object) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/petListing/${id}`,
          headers: bearer(owner.token),
          payload,
        });
      const adopted = async () =>
        json<Pet>(await t.app.inject({ method: 'GET', url: `/api/petListing/${id}` })).adopted;

      expect((await patch({ adopted: true })).statusCode).toBe(200);
      expect(await adopted()).toBe(true);
      expect((await patch(petBody({ petName: 'Still adopted' }))).statusCode).toBe(200);
      expect(await adopted()).toBe(true);
      expect((await patch({ adopted: false })).statusCode).toBe(200);
      expect(await adopted()).toBe(false);
      expect(json(await patch({}))).toEqual({ modifiedCount: 0 });
      expect((await patch({ petAge: -3 })).statusCode).toBe(400);
    });

    it('answers 404 for unknown or malformed ids on update and delete', async () => {
      for (const method of ['PATCH', 'DELETE'] as const) {
        for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
          const response = await t.app.inject({
            method,
            url: `/api/petListing/${id}`,
            headers: bearer(admin.token),
            ...(method === 'PATCH' ? { payload: { petName: 'x' } } : {}),
          });
          expect(response.statusCode).toBe(404);
        }
      }
    });
  });

  it('deleting a pet deletes its adoption requests', async () => {
    const id = await addPet(owner);
    await t.handle.db.insert(adoptionRequests).values({
      petId: id,
      adopterId: other.id,
      name: 'Otto Other',
      phoneNumber: '+1 555 0100',
      address: '1 Main St',
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/petListing/${id}`,
      headers: bearer(owner.token),
    });
    expect(json(response)).toEqual({ deletedCount: 1 });
    const left = await t.handle.db
      .select()
      .from(adoptionRequests)
      .where(eq(adoptionRequests.petId, id));
    expect(left).toEqual([]);
  });
});

describe.each(testDatabases)('pet listing on %s', (database) => {
  const t = useTestApp({ database });
  let owner: SignedInUser;
  let admin: SignedInUser;
  const names = [
    'Alpha',
    'bravo',
    'CHARLIE',
    '100% Cat',
    'under_score',
    'back\\slash',
    'Alphonse',
    'Mr. Alp',
  ];

  beforeAll(async () => {
    owner = await createUser(t.app, { name: 'Lister' });
    admin = await createUser(t.app, { name: 'Admin' });
    await promote(t.handle, admin.id);
    for (const [index, petName] of names.entries()) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/petListing',
        headers: bearer(owner.token),
        payload: petBody({ petName, category: index % 2 === 0 ? 'cat' : 'dog' }),
      });
      expect(response.statusCode).toBe(200);
    }
    // Same created_at for several rows: the id breaks the tie and the cursor must keep it.
    await t.handle.db.execute(
      sql`UPDATE ${pets} SET created_at = '2026-01-01T00:00:00.123456Z' WHERE pet_name IN ('Alpha', 'bravo', 'CHARLIE')`,
    );
    await t.handle.db.update(pets).set({ adopted: true }).where(eq(pets.petName, 'Mr. Alp'));
  });

  const list = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/petListing${query}`, headers });
  const namesOf = (response: { body: string }) => json<Pet[]>(response).map((p) => p.petName);

  it('answers available pets newest first, with X-Total-Count', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = json<Pet[]>(response);
    body.forEach((pet) => z.strictObject(PetSchema.shape).parse(pet));
    expect(body.map((p) => p.petName)).not.toContain('Mr. Alp');
    expect(response.headers['x-total-count']).toBe(String(names.length - 1));
    const times = body.map((p) => Date.parse(p.dateAndTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(response.headers.link).toBeUndefined();
  });

  it('includes adopted pets when asked', async () => {
    const response = await list('?includeAdopted=true');
    expect(namesOf(response)).toContain('Mr. Alp');
    expect(response.headers['x-total-count']).toBe(String(names.length));
  });

  it('follows Link cursors across every row exactly once', async () => {
    const seen: string[] = [];
    let url: string | undefined = '/api/petListing?limit=2&includeAdopted=true';
    let pages = 0;
    while (url !== undefined) {
      const response: LightMyRequestResponse = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-total-count']).toBe(String(names.length));
      seen.push(...namesOf(response));
      const link: unknown = response.headers.link;
      url = typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
      pages += 1;
      expect(pages).toBeLessThan(10);
    }
    expect(seen.sort()).toEqual([...names].sort());
    expect(pages).toBe(4);
  });

  it('searches names case-insensitively, % _ and \\ taken literally', async () => {
    expect(namesOf(await list('?search=alp')).sort()).toEqual(['Alpha', 'Alphonse']);
    expect(namesOf(await list('?search=CHAR'))).toEqual(['CHARLIE']);
    expect(namesOf(await list(`?search=${encodeURIComponent('%')}`))).toEqual(['100% Cat']);
    expect(namesOf(await list('?search=_'))).toEqual(['under_score']);
    expect(namesOf(await list(`?search=${encodeURIComponent('\\')}`))).toEqual(['back\\slash']);
    expect(namesOf(await list('?search=zzz'))).toEqual([]);
    const counted = await list('?search=alp');
    expect(counted.headers['x-total-count']).toBe('2');
  });

  it('filters by category, together with search', async () => {
    const cats = namesOf(await list('?category=cat'));
    expect(cats.sort()).toEqual(['Alpha', 'Alphonse', 'CHARLIE', 'under_score']);
    expect(namesOf(await list('?category=dog&search=alp'))).toEqual([]);
    expect((await list('?category=Dragon')).statusCode).toBe(400);
  });

  it('an owner list holds adopted pets too', async () => {
    const response = await list(`?email=${encodeURIComponent(owner.email)}`, bearer(owner.token));
    expect(response.statusCode).toBe(200);
    expect(namesOf(response)).toHaveLength(names.length);
    const adminView = await list(`?email=${encodeURIComponent(owner.email)}`, bearer(admin.token));
    expect(namesOf(adminView)).toHaveLength(names.length);
  });

  it('totals follow writes at once, though pages are cached', async () => {
    const before = Number((await list('?category=bird')).headers['x-total-count']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(owner.token),
      payload: petBody({ petName: 'Tweety', category: 'bird' }),
    });
    const { insertedId } = json<{ insertedId: string }>(created);
    expect((await list('?category=bird')).headers['x-total-count']).toBe(String(before + 1));
    await t.app.inject({
      method: 'DELETE',
      url: `/api/petListing/${insertedId}`,
      headers: bearer(owner.token),
    });
    expect((await list('?category=bird')).headers['x-total-count']).toBe(String(before));
  });

  it('public pages follow writes at once, though they are cached', async () => {
    const first = await list('');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(owner.token),
      payload: petBody({ petName: 'Just Added' }),
    });
    const { insertedId } = json<{ insertedId: string }>(created);
    expect(namesOf(await list(''))[0]).toBe('Just Added');

    await t.app.inject({
      method: 'PATCH',
      url: `/api/petListing/${insertedId}`,
      headers: bearer(owner.token),
      payload: { adopted: true },
    });
    expect(namesOf(await list(''))).not.toContain('Just Added');
    // The owner's own list is read afresh and still shows it.
    const own = await list(`?email=${encodeURIComponent(owner.email)}`, bearer(owner.token));
    expect(namesOf(own)).toContain('Just Added');

    await t.app.inject({
      method: 'DELETE',
      url: `/api/petListing/${insertedId}`,
      headers: bearer(owner.token),
    });
    expect(namesOf(await list('?includeAdopted=true'))).not.toContain('Just Added');
  });

  it('answers hostile queries with 4xx or a harmless list, never 5xx', async () => {
    const cases: [string, number][] = [
      ['?limit=100000', 400],
      ['?limit=0', 400],
      ['?limit=-1', 400],
      ['?limit=abc', 400],
      ['?cursor=not-a-cursor', 400],
      [`?cursor=${Buffer.from("1.x' OR 1=1 --").toString('base64url')}`, 400],
      [
        `?cursor=${Buffer.from('99999999999999999.00000000-0000-4000-8000-000000000000').toString('base64url')}`,
        200,
      ],
      ['?search=' + encodeURIComponent("'; DROP TABLE pets; --"), 200],
      ['?search=' + encodeURIComponent('\u0000'), 400],
      ['?location=' + encodeURIComponent('Dhaka\u0007'), 400],
      ['?breed=' + encodeURIComponent('Beagle,\u001b[31m'), 400],
      ['?search=' + 'a'.repeat(101), 400],
      ['?category[$ne]=x', 200],
      ['?email[$ne]=x', 200],
      ['?email=a&email=b', 400],
      ['?includeAdopted=maybe', 400],
    ];
    for (const [query, status] of cases) {
      const response = await list(query);
      expect(response.statusCode, query).toBe(status);
    }
    // The operator-looking key is an unknown parameter: the public listing, no filter applied.
    expect(namesOf(await list('?email[$ne]=x'))).toHaveLength(names.length - 1);
    const [count] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(pets);
    expect(count?.n).toBe(names.length);
  });
});

describe.each(testDatabases)('the public listing cache on %s', (database) => {
  let handle: DbHandle;
  let app: App;
  let owner: SignedInUser;
  let petId: string;
  // Kept an hour, so a stale page shows what was kept and what emptied the cache; some fifty
  // pages of one pet fit each bound.
  const listingCache = new ListingCache({
    pageTtlMs: 3_600_000,
    pageBytes: 50_000,
    laterPageBytes: 50_000,
  });

  beforeAll(async () => {
    handle = await createTestDb(database);
    app = await buildApp({
      config: testConfig,
      db: handle.db,
      petListingCache: listingCache,
      passwordHashing: fastPasswordHashing,
    });
    owner = await createUser(app, { name: 'Casey Cache' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(owner.token),
      payload: petBody({ petName: 'Original' }),
    });
    expect(created.statusCode).toBe(200);
    petId = json<{ insertedId: string }>(created).insertedId;
  });

  afterAll(async () => {
    await app.close();
    await handle.close();
  });

  const list = (query: string) => app.inject({ method: 'GET', url: `/api/petListing${query}` });
  const namesOf = (response: { body: string }) => json<Pet[]>(response).map((p) => p.petName);
  // As a script or another server copy would: only a page read afresh shows it.
  const renameBehindItsBack = (petName: string) =>
    handle.db.update(pets).set({ petName }).where(eq(pets.id, petId));

  it('keeps a page after a cursor like a first page, until a pet write', async () => {
    const cursor = Buffer.from('99999999999999999.00000000-0000-4000-8000-000000000000').toString(
      'base64url',
    );
    await ownerWrites({ petName: 'Before' });
    expect(namesOf(await list(`?cursor=${cursor}`))).toEqual(['Before']);
    await renameBehindItsBack('Behind Its Back');
    expect(namesOf(await list(`?cursor=${cursor}`))).toEqual(['Before']);
    await ownerWrites({ petLocation: 'Khulna' });
    expect(namesOf(await list(`?cursor=${cursor}`))).toEqual(['Behind Its Back']);
  });

  it('keeps the first page however many pages after a cursor are asked for', async () => {
    await ownerWrites({ petName: 'First Page' });
    expect(namesOf(await list(''))).toEqual(['First Page']);
    await renameBehindItsBack('Read Afresh');
    // Each made-up cursor lies after the pet, so its page holds it: far more than either bound.
    for (let i = 0; i < 300; i++) {
      const micros = 9_000_000_000_000_000 + i;
      const cursor = Buffer.from(`${micros}.00000000-0000-4000-8000-000000000000`).toString(
        'base64url',
      );
      expect(namesOf(await list(`?cursor=${cursor}`))).toHaveLength(1);
    }
    expect(namesOf(await list(''))).toEqual(['First Page']);
  });

  it('is emptied by a successful pet write, not by failing or unrelated ones', async () => {
    await ownerWrites({ petLocation: 'Sylhet' });
    const kept = namesOf(await list(''));
    await renameBehindItsBack('Renamed Elsewhere');
    expect(namesOf(await list(''))).toEqual(kept);

    const failing = [
      await app.inject({ method: 'POST', url: '/api/petListing', payload: petBody() }),
      await app.inject({
        method: 'POST',
        url: '/api/petListing',
        headers: bearer(owner.token),
        payload: { petName: '' },
      }),
      await app.inject({
        method: 'PATCH',
        url: `/api/petListing/${randomUUID()}`,
        headers: bearer(owner.token),
        payload: { petLocation: 'Nowhere' },
      }),
      await app.inject({
        method: 'PATCH',
        url: `/api/adoptionUsers/${randomUUID()}/accept`,
        headers: bearer(owner.token),
      }),
    ];
    expect(failing.map((response) => response.statusCode)).toEqual([401, 400, 404, 404]);
    const unrelated = await app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Casey', email: owner.email, message: 'Hello there, a question on pets.' },
    });
    expect(unrelated.statusCode).toBe(201);
    // Still the page as kept: none of these emptied the cache for everyone.
    expect(namesOf(await list(''))).toEqual(kept);

    await ownerWrites({ petLocation: 'Dhaka' });
    expect(namesOf(await list(''))).toEqual(['Renamed Elsewhere']);
  });

  it('is emptied when an accepted request marks a pet adopted', async () => {
    expect(namesOf(await list(''))).toHaveLength(1);
    const adopter = await createUser(app, { name: 'Ada Adopter' });
    const asked = await app.inject({
      method: 'POST',
      url: '/api/adoptionUsers',
      headers: bearer(adopter.token),
      payload: { petId, phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' },
    });
    expect(asked.statusCode).toBe(200);
    // Asking is no change to the listing: the page as kept is still served.
    await renameBehindItsBack('Asked For');
    expect(namesOf(await list(''))).not.toContain('Asked For');
    const { insertedId } = json<{ insertedId: string }>(asked);
    const accepted = await app.inject({
      method: 'PATCH',
      url: `/api/adoptionUsers/${insertedId}/accept`,
      headers: bearer(owner.token),
    });
    expect(accepted.statusCode).toBe(200);
    expect(namesOf(await list(''))).toEqual([]);
  });

  async function ownerWrites(change: Record<string, unknown>) {
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/petListing/${petId}`,
      headers: bearer(owner.token),
      payload: change,
    });
    expect(response.statusCode).toBe(200);
  }
});
