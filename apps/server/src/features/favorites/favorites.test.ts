import {
  type Favorite,
  type FavoriteIds,
  favoriteTexts,
  MAX_FAVORITES,
  type Notification,
} from '@pet-adoption/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import type { DbHandle } from '../../db/client';
import { favorites, outboxMails } from '../../db/schema';
import { stalePagesAfter } from '../../pages/stale-pages';
import { petBody } from '../../../test/fixtures';
import {
  createTestDb,
  createUser,
  GENEROUS_USER_LIMITS,
  injectAs,
  json,
  type SignedInUser,
  testConfig,
  testDatabases,
} from '../../../test/helpers';
import { fastPasswordHashing } from '../../../test/fast-password-hashing';

const contact = { phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' };

describe.each(testDatabases)('favorites on %s', (database) => {
  let handle: DbHandle;
  let app: App;
  // The app e-mails notices through an outbox that keeps each mail as a row, as the real one
  // does, without a job queue to deliver them.
  beforeAll(async () => {
    handle = await createTestDb(database);
    app = await buildApp({
      config: testConfig,
      db: handle.db,
      passwordHashing: fastPasswordHashing,
      userLimits: GENEROUS_USER_LIMITS,
      mailing: {
        outbox: {
          enqueue: async (tx, mail) => {
            await tx.insert(outboxMails).values(mail);
          },
        },
        origin: 'https://pets.example.org',
        secret: testConfig.authSecret,
      },
    });
  });
  afterAll(async () => {
    await app.close();
    await handle.close();
  });
  const inject = injectAs({
    get app() {
      return app;
    },
  });

  let owner: SignedInUser;
  let ana: SignedInUser;
  let ben: SignedInUser;
  beforeAll(async () => {
    owner = await createUser(app, { name: 'Olive Owner' });
    ana = await createUser(app, { name: 'Ana' });
    ben = await createUser(app, { name: 'Ben' });
  });

  async function addPet(petName: string) {
    const response = await inject('POST', '/api/petListing', owner, petBody({ petName }));
    expect(response.statusCode, response.body).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }
  const save = (petId: string, by: SignedInUser) => inject('PUT', `/api/favorites/${petId}`, by);
  async function listOf(by: SignedInUser, query = '') {
    const response = await inject('GET', `/api/favorites${query}`, by);
    expect(response.statusCode, response.body).toBe(200);
    return json<Favorite[]>(response);
  }
  async function idsOf(by: SignedInUser) {
    const response = await inject('GET', '/api/favorites/ids', by);
    expect(response.statusCode, response.body).toBe(200);
    return json<FavoriteIds>(response).petIds;
  }
  /** The notices `user` got since the last call, and marks them read. */
  async function newNotices(user: SignedInUser) {
    const response = await inject('GET', '/api/notifications?unread=true', user);
    await inject('POST', '/api/notifications/read-all', user);
    return json<Notification[]>(response).map(({ kind, title, body, link }) => ({
      kind,
      title,
      body,
      link,
    }));
  }
  const mailsTo = (user: SignedInUser, kind: string) =>
    handle.db
      .select({ subject: outboxMails.subject })
      .from(outboxMails)
      .where(and(eq(outboxMails.userId, user.id), eq(outboxMails.kind, kind)));

  it('answers 401 to a signed-out caller on every call', async () => {
    const petId = await addPet('Nobody');
    for (const [method, url] of [
      ['GET', '/api/favorites'],
      ['GET', '/api/favorites/ids'],
      ['PUT', `/api/favorites/${petId}`],
      ['DELETE', `/api/favorites/${petId}`],
    ] as const) {
      const response = await inject(method, url, undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('saves and removes idempotently, newest first, and only ever the caller’s own', async () => {
    const pip = await addPet('Pip');
    const rex = await addPet('Rex');
    for (let i = 0; i < 2; i++) {
      const saved = await save(pip, ana);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(json(saved)).toEqual({ petId: pip, favorite: true });
    }
    expect((await save(rex, ana)).statusCode).toBe(200);

    const list = await listOf(ana);
    expect(list.map((each) => [each.petName, each.state])).toEqual([
      ['Rex', 'available'],
      ['Pip', 'available'],
    ]);
    expect(list[1]).toMatchObject({
      petId: pip,
      image: petBody().image,
      pet: { _id: pip, petName: 'Pip' },
    });
    expect(new Set(await idsOf(ana))).toEqual(new Set([pip, rex]));

    // Ben sees none of Ana's and cannot remove them.
    expect(await listOf(ben)).toEqual([]);
    expect(await idsOf(ben)).toEqual([]);
    const bens = await inject('DELETE', `/api/favorites/${pip}`, ben);
    expect(json(bens)).toEqual({ petId: pip, favorite: false });
    expect(await idsOf(ana)).toContain(pip);

    for (let i = 0; i < 2; i++) {
      const removed = await inject('DELETE', `/api/favorites/${pip}`, ana);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(json(removed)).toEqual({ petId: pip, favorite: false });
    }
    expect(await idsOf(ana)).toEqual([rex]);
    await inject('DELETE', `/api/favorites/${rex}`, ana);
  });

  it('leaves the pages kept for signed-out visitors as they are', () => {
    for (const method of ['PUT', 'DELETE']) {
      expect(
        stalePagesAfter(method, '/api/favorites/00000000-0000-4000-8000-000000000000', 200),
      ).toEqual([]);
    }
  });

  it('pages the list with a Link header and the total', async () => {
    const names = ['One', 'Two', 'Three'];
    for (const name of names) expect((await save(await addPet(name), ben)).statusCode).toBe(200);
    const first = await inject('GET', '/api/favorites?limit=2', ben);
    expect(first.headers['x-total-count']).toBe('3');
    expect(json<Favorite[]>(first).map((each) => each.petName)).toEqual(['Three', 'Two']);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? '';
    expect(next).toMatch(/^\/api\/favorites\?limit=2&cursor=/);
    const second = await inject('GET', next, ben);
    expect(json<Favorite[]>(second).map((each) => each.petName)).toEqual(['One']);
    expect(second.headers.link).toBeUndefined();
    expect((await inject('GET', '/api/favorites?limit=0', ben)).statusCode).toBe(400);
    expect((await inject('GET', '/api/favorites?cursor=nonsense', ben)).statusCode).toBe(400);
  });

  it('answers 404 for an unknown or malformed pet and 409 for an adopted one', async () => {
    const unknown = await save('00000000-0000-4000-8000-000000000000', ana);
    expect(unknown.statusCode).toBe(404);
    expect((await save('not-an-id', ana)).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/favorites/not-an-id', ana)).statusCode).toBe(404);

    const homed = await addPet('Homed');
    await inject('PATCH', `/api/petListing/${homed}`, owner, { adopted: true });
    const refused = await save(homed, ana);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({
      error: { code: 'CONFLICT', message: favoriteTexts.adopted('Homed') },
    });
  });

  it(`keeps at most ${MAX_FAVORITES} favorites`, async () => {
    const full = await createUser(app, { name: 'Full' });
    // Favorites of deleted pets count as much as any.
    await handle.db.insert(favorites).values(
      Array.from({ length: MAX_FAVORITES }, (_, index) => ({
        userId: full.id,
        petId: null,
        petName: `Gone ${index}`,
        image: 'https://example.com/gone.webp',
      })),
    );
    const petId = await addPet('One too many');
    const refused = await save(petId, full);
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toEqual({ error: { code: 'CONFLICT', message: favoriteTexts.tooMany } });

    const [oldest] = await listOf(full, `?limit=1`);
    if (!oldest) throw new Error('the list is empty');
    expect(oldest.state).toBe('removed');
    expect((await inject('DELETE', `/api/favorites/${oldest.petId}`, full)).statusCode).toBe(200);
    expect((await save(petId, full)).statusCode).toBe(200);
  });

  it('tells each saver once that their favorite was adopted, by notice and e-mail', async () => {
    const cal = await createUser(app, { name: 'Cal' });
    const dot = await createUser(app, { name: 'Dot' });
    const petId = await addPet('Biscuit');
    for (const saver of [owner, cal, dot]) expect((await save(petId, saver)).statusCode).toBe(200);
    // Dot asks to adopt it too: she hears as an applicant, not a second time as a saver.
    expect(
      (await inject('POST', '/api/adoptionUsers', dot, { petId, ...contact })).statusCode,
    ).toBe(200);
    await newNotices(owner);
    // Cal wants no e-mail of it.
    await inject('PUT', '/api/notification-settings', cal, { email: { favoriteAdopted: false } });

    expect(
      (await inject('PATCH', `/api/petListing/${petId}`, owner, { adopted: true })).statusCode,
    ).toBe(200);
    expect(await newNotices(cal)).toEqual([
      {
        kind: 'favoriteAdopted',
        title: 'Biscuit has found a home',
        body: 'Biscuit, one of your favorites, has been adopted. Other pets are waiting for a home in the pet listing.',
        link: `/petDetails/${petId}`,
      },
    ]);
    expect((await newNotices(dot)).map((notice) => notice.kind)).toEqual(['petAdopted']);
    expect(await newNotices(owner)).toEqual([]);
    expect(await mailsTo(cal, 'favoriteAdopted')).toEqual([]);

    const [shown] = await listOf(cal);
    expect(shown).toMatchObject({ petId, petName: 'Biscuit', state: 'adopted' });

    // Available again, then adopted again: nobody is told twice.
    await inject('PATCH', `/api/petListing/${petId}`, owner, { adopted: false });
    await inject('PATCH', `/api/petListing/${petId}`, owner, { adopted: true });
    expect(await newNotices(cal)).toEqual([]);
  });

  it('e-mails a saver whose setting is on, and never tells the adopter who saved the pet', async () => {
    const eve = await createUser(app, { name: 'Eve' });
    const fay = await createUser(app, { name: 'Fay' });
    const petId = await addPet('Pepper');
    for (const saver of [eve, fay]) await save(petId, saver);
    const asked = await inject('POST', '/api/adoptionUsers', eve, { petId, ...contact });
    const { insertedId } = json<{ insertedId: string }>(asked);
    await newNotices(eve);

    const accept = await inject('PATCH', `/api/adoptionUsers/${insertedId}/accept`, owner);
    expect(accept.statusCode, accept.body).toBe(200);
    expect((await newNotices(eve)).map((notice) => notice.kind)).toEqual(['adoptionAccepted']);
    expect((await newNotices(fay)).map((notice) => notice.kind)).toEqual(['favoriteAdopted']);
    expect(await mailsTo(fay, 'favoriteAdopted')).toEqual([{ subject: 'Pepper has found a home' }]);
    expect(await mailsTo(eve, 'favoriteAdopted')).toEqual([]);
  });

  it('tells savers of a deleted pet, and keeps its name and picture in their list', async () => {
    const gus = await createUser(app, { name: 'Gus' });
    const petId = await addPet('Moss');
    await save(petId, gus);
    await save(petId, owner);
    await inject('PATCH', `/api/petListing/${petId}`, owner, {
      petName: 'Mossy',
      image: 'https://example.com/mossy.webp',
    });
    await newNotices(owner);

    expect((await inject('DELETE', `/api/petListing/${petId}`, owner)).statusCode).toBe(200);
    expect(await newNotices(gus)).toEqual([
      {
        kind: 'favoriteRemoved',
        title: 'Mossy is no longer listed',
        body: 'Mossy, one of your favorites, was removed from the listing by its owner. Other pets are waiting for a home in the pet listing.',
        link: '/dashboard/favorites',
      },
    ]);
    expect(await mailsTo(gus, 'favoriteRemoved')).toEqual([
      { subject: 'Mossy is no longer listed' },
    ]);
    expect(await newNotices(owner)).toEqual([]);

    const [gone] = await listOf(gus);
    if (!gone) throw new Error('the favorite went with the pet');
    expect(gone).toMatchObject({
      petName: 'Mossy',
      image: 'https://example.com/mossy.webp',
      state: 'removed',
      pet: null,
    });
    expect(await idsOf(gus)).toEqual([]);
    const removed = await inject('DELETE', `/api/favorites/${gone.petId}`, gus);
    expect(removed.statusCode).toBe(200);
    expect(await listOf(gus)).toEqual([]);
  });
});
