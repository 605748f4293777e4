import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PgBoss } from 'pg-boss';
import type { CreatePet } from '@pet-adoption/shared';
import { petBody } from '../../../test/fixtures';
import {
  createUser,
  injectAs,
  json,
  type SignedInUser,
  testConfig,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import { buildApp } from '../../app';
import {
  notifications,
  notificationSettings,
  pets,
  savedSearchMatches,
  users,
} from '../../db/schema';
import { createJobQueue, type OutgoingMail } from '../../messaging/mail-queue';
import { createNotify } from '../../messaging/notify';
import { queuePetMatching, startAlertWorker } from './alert-queue';
import { matchNewPets, sendAlerts, sendDailyDigests } from './search-alerts';
import { fastPasswordHashing } from '../../../test/fast-password-hashing';

const ORIGIN = 'https://pets.example.org';
const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('saved-search alerts on %s', { timeout: 60_000 }, (database) => {
  const t = useTestApp({ database });
  const call = injectAs(t);
  let mails: OutgoingMail[] = [];
  const notify = createNotify({
    outbox: {
      enqueue: (_tx, mail) => {
        mails.push(mail);
        return Promise.resolve();
      },
    },
    origin: ORIGIN,
    secret: testConfig.authSecret,
  });
  beforeEach(async () => {
    mails = [];
    // Each test starts from no matches and no notices.
    await t.handle.db.delete(savedSearchMatches);
    await t.handle.db.delete(notifications);
  });

  async function person(name: string) {
    return createUser(t.app, { name });
  }
  async function saveSearch(
    by: SignedInUser,
    name: string,
    query: string,
    frequency: 'daily' | 'instant' = 'daily',
  ) {
    const saved = await call('POST', '/api/saved-searches', by, { name, query, frequency });
    expect(saved.statusCode, saved.body).toBe(201);
    return json<{ insertedId: string }>(saved).insertedId;
  }
  /** A pet added through the API, then given profile facts straight in the table. */
  async function listPet(
    owner: SignedInUser,
    fields: Partial<CreatePet> = {},
    profile: Partial<typeof pets.$inferInsert> = {},
  ) {
    const added = await call('POST', '/api/petListing', owner, petBody(fields));
    expect(added.statusCode, added.body).toBe(200);
    const { insertedId } = json<{ insertedId: string }>(added);
    if (Object.keys(profile).length > 0) {
      await t.handle.db.update(pets).set(profile).where(eq(pets.id, insertedId));
    }
    return insertedId;
  }
  const noticesOf = (user: SignedInUser) =>
    t.handle.db.select().from(notifications).where(eq(notifications.userId, user.id));

  it('tells a person whose two searches match a pet once, naming it once; instant wins', async () => {
    const lister = await person('Lena Lister');
    const ann = await person('Ann Adopter');
    const small = await saveSearch(ann, 'Small dogs', 'category=dog&size=small', 'daily');
    const kids = await saveSearch(ann, 'Good with kids', 'goodWithChildren=yes', 'instant');
    await saveSearch(ann, 'Cats', 'category=cat');
    const rex = await listPet(
      lister,
      { petName: 'Rex', category: 'dog', petLocation: 'Dhaka' },
      { size: 'small', goodWithChildren: 'yes' },
    );

    expect(await matchNewPets(t.handle.db, [rex, rex])).toBe(1);
    const [row] = await t.handle.db
      .select()
      .from(savedSearchMatches)
      .where(eq(savedSearchMatches.userId, ann.id));
    expect(row?.frequency).toBe('instant');
    expect(new Set(row?.searchIds)).toEqual(new Set([small, kids]));

    expect(await sendAlerts(t.handle.db, notify, 'instant', new Date())).toBe(1);
    const notices = await noticesOf(ann);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'savedSearchMatch',
      title: 'New pet for your saved search: Rex',
      link: `/petDetails/${rex}`,
    });
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.to).toBe(ann.email);
    expect(mail?.subject).toBe('New pet for your saved search: Rex');
    expect(mail?.text.match(/Rex \(dog/g)).toHaveLength(1);
    expect(mail?.text).toContain(`${ORIGIN}/petDetails/${rex}`);
    // In the HTML part the pet's name is the link to it.
    expect(mail?.html).toMatch(
      new RegExp(`<a href="${ORIGIN}/petDetails/${rex}"[^>]*>Rex</a> \\(dog`),
    );
    expect(mail?.text).toContain('you saved the searches “Small dogs” and “Good with kids”');
    expect(mail?.html).toContain('Stop e-mails for these searches');
    // The header's one-click goes to the API; the footer's link to the page that asks first.
    expect(mail?.unsubscribeUrl).toMatch(
      new RegExp(`^${ORIGIN}/api/saved-searches/unsubscribe\\?token=[\\w.-]+$`),
    );
    const token = new URL(mail?.unsubscribeUrl ?? '').searchParams.get('token');
    expect(mail?.text).toContain(`${ORIGIN}/unsubscribeSearch?token=${token}`);

    // Found again (a retried job), nothing more is sent.
    expect(await matchNewPets(t.handle.db, [rex])).toBe(0);
    expect(await sendAlerts(t.handle.db, notify, 'instant', new Date())).toBe(0);
    expect(mails).toHaveLength(1);

    // The link pauses exactly the two searches that matched.
    const paused = await call('POST', `/api/saved-searches/unsubscribe?token=${token}`, undefined);
    expect(paused.statusCode).toBe(200);
    const mine = json<{ name: string; paused: boolean }[]>(
      await call('GET', '/api/saved-searches', ann),
    );
    expect(Object.fromEntries(mine.map((s) => [s.name, s.paused]))).toEqual({
      'Small dogs': true,
      'Good with kids': true,
      Cats: false,
    });
  });

  it('names two matching searches of one name once in the footer', async () => {
    const lister = await person('Lou Lister');
    const bea = await person('Bea Adopter');
    // A town of this test's own, so later tests' pets match neither.
    await saveSearch(bea, 'Dogs', 'category=dog&location=Pipton', 'instant');
    await saveSearch(bea, 'Dogs', 'size=medium&location=Pipton', 'instant');
    const pip = await listPet(
      lister,
      { petName: 'Pip', category: 'dog', petLocation: 'Pipton' },
      { size: 'medium' },
    );
    await matchNewPets(t.handle.db, [pip]);
    await sendAlerts(t.handle.db, notify, 'instant', new Date());
    const mine = mails.filter((mail) => mail.to === bea.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.text).toContain('because you saved the search “Dogs” on Pet Adoption.');
  });

  it('never matches the owner’s own pet, a paused search, a banned person or a listing that is not', async () => {
    const lister = await person('Lena Lister');
    const ann = await person('Ann Adopter');
    const paula = await person('Paula Paused');
    const ben = await person('Ben Banned');
    await saveSearch(lister, 'My own cats', 'category=cat', 'instant');
    const pausedId = await saveSearch(paula, 'Cats', 'category=cat', 'instant');
    await call('PATCH', `/api/saved-searches/${pausedId}`, paula, { paused: true });
    await saveSearch(ben, 'Cats', 'category=cat', 'instant');
    await t.handle.db.update(users).set({ banned: true }).where(eq(users.id, ben.id));
    await saveSearch(ann, 'Cats', 'category=cat', 'instant');
    const tom = await listPet(lister, { petName: 'Tom', category: 'cat' });
    const gone = await listPet(lister, { petName: 'Gone', category: 'cat' }, { adopted: true });
    const dog = await listPet(lister, { petName: 'Bo', category: 'dog' });

    await matchNewPets(t.handle.db, [tom, gone, dog]);
    await sendAlerts(t.handle.db, notify, 'instant', new Date());
    expect(mails.map((mail) => [mail.to, mail.subject])).toEqual([
      [ann.email, 'New pet for your saved search: Tom'],
    ]);
    expect(await noticesOf(lister)).toEqual([]);
    expect(await noticesOf(paula)).toEqual([]);
  });

  it('sends daily matches once a day in one digest, and only once', async () => {
    const lister = await person('Lena Lister');
    const dee = await person('Dee Daily');
    const ivy = await person('Ivy Instant');
    await saveSearch(dee, 'Rabbits', 'category=rabbit', 'daily');
    await saveSearch(dee, 'Dhaka pets', 'location=dhaka', 'daily');
    await saveSearch(ivy, 'Rabbits', 'category=rabbit', 'instant');
    const first = await listPet(lister, { petName: 'Clover', category: 'rabbit' });
    const second = await listPet(lister, {
      petName: 'Thumper',
      category: 'rabbit',
      petLocation: 'Old Dhaka',
    });
    const adoptedSoon = await listPet(lister, { petName: 'Hops', category: 'rabbit' });
    expect(await matchNewPets(t.handle.db, [first, second, adoptedSoon])).toBe(6);
    await sendAlerts(t.handle.db, notify, 'instant', new Date());
    expect(mails.map((mail) => mail.to)).toEqual([ivy.email]);
    expect(mails[0]?.subject).toBe('3 new pets for your saved searches');
    mails = [];

    // Adopted before the digest: left out of it.
    await t.handle.db.update(pets).set({ adopted: true }).where(eq(pets.id, adoptedSoon));
    const now = Date.now();
    // A digest due before the matches were made sends none of them.
    expect(await sendDailyDigests({ db: t.handle.db, notify }, new Date(now - DAY))).toBe(0);
    expect(mails).toEqual([]);

    expect(await sendDailyDigests({ db: t.handle.db, notify }, new Date(now + DAY))).toBe(1);
    expect(mails).toHaveLength(1);
    const [digest] = mails;
    expect(digest?.to).toBe(dee.email);
    expect(digest?.subject).toBe('2 new pets for your saved searches');
    expect(digest?.text).toContain('Clover, Thumper match searches you saved.');
    expect(digest?.text).not.toContain('Hops');
    const [notice] = await noticesOf(dee);
    // Several pets of several searches: the button leads to the saved searches.
    expect(notice?.link).toBe('/dashboard/savedSearches');

    // The next day's digest has nothing left to send.
    expect(await sendDailyDigests({ db: t.handle.db, notify }, new Date(now + 2 * DAY))).toBe(0);
    expect(mails).toHaveLength(1);
  });

  it('keeps the notice but sends no e-mail to a person who turned these e-mails off', async () => {
    const lister = await person('Lena Lister');
    const quiet = await person('Quinn Quiet');
    await saveSearch(quiet, 'Birds', 'category=bird', 'instant');
    await t.handle.db
      .insert(notificationSettings)
      .values({ userId: quiet.id, kind: 'savedSearchMatch', email: false });
    const two = [
      await listPet(lister, { petName: 'Kiwi', category: 'bird' }),
      await listPet(lister, { petName: 'Mango', category: 'bird' }),
    ];
    await matchNewPets(t.handle.db, two);
    await sendAlerts(t.handle.db, notify, 'instant', new Date());
    const notices = await noticesOf(quiet);
    expect(notices).toHaveLength(1);
    // Several pets of one search: the button opens the listing with that search.
    expect(notices[0]?.link).toBe('/petListing?category=bird');
    expect(mails).toEqual([]);
  });
});

describe.each(testDatabases)(
  'saved-search matching on the job queue on %s',
  { timeout: 90_000 },
  (database) => {
    const t = useTestApp({ database });
    const bosses: PgBoss[] = [];
    afterEach(async () => {
      for (const boss of bosses.splice(0)) await boss.stop({ graceful: true, timeout: 5_000 });
    });

    it('matches pets added through the API once, with two copies working the queue', async () => {
      const mails: OutgoingMail[] = [];
      const notify = createNotify({
        outbox: {
          enqueue: (_tx, mail) => {
            mails.push(mail);
            return Promise.resolve();
          },
        },
        origin: ORIGIN,
        secret: testConfig.authSecret,
      });
      // Two copies of the server: each its own queue client and worker on the one database.
      for (let copy = 0; copy < 2; copy++) {
        const boss = createJobQueue(t.handle, () => undefined);
        await boss.start();
        bosses.push(boss);
        await startAlertWorker(boss, { db: t.handle.db, notify }, { pollingIntervalSeconds: 0.5 });
      }
      const [first] = bosses;
      if (!first) throw new Error('no queue');
      const app = await buildApp({
        config: testConfig,
        db: t.handle.db,
        passwordHashing: fastPasswordHashing,
        petsListed: queuePetMatching(first),
      });
      try {
        const lister = await createUser(app, { name: 'Lena Lister' });
        const people = [await createUser(app), await createUser(app), await createUser(app)];
        for (const [i, someone] of people.entries()) {
          for (const query of ['category=cat', 'search=o']) {
            const saved = await app.inject({
              method: 'POST',
              url: '/api/saved-searches',
              headers: { authorization: `Bearer ${someone.token}` },
              payload: { name: `${query} ${i}`, query, frequency: 'instant' },
            });
            expect(saved.statusCode).toBe(201);
          }
        }
        const names = ['Tom', 'Coco', 'Felix', 'Luna', 'Momo', 'Bo'];
        for (const petName of names) {
          const added = await app.inject({
            method: 'POST',
            url: '/api/petListing',
            headers: { authorization: `Bearer ${lister.token}` },
            payload: petBody({ petName, category: 'cat' }),
          });
          expect(added.statusCode).toBe(200);
        }
        // Every pet matches both searches of each of the three people.
        const until = Date.now() + 30_000;
        const sent = async () =>
          (await t.handle.db.select().from(savedSearchMatches)).filter(
            (row) => row.sentAt !== null,
          );
        while ((await sent()).length < names.length * people.length && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        await new Promise((resolve) => setTimeout(resolve, 1500));
        expect(await sent()).toHaveLength(names.length * people.length);
        for (const someone of people) {
          const theirs = mails.filter((mail) => mail.to === someone.email);
          // However the batches fell, each pet is named once across their e-mails.
          const named = names.filter((name) =>
            theirs.some((mail) => new RegExp(`\\b${name} \\(cat`).test(mail.text)),
          );
          expect(named).toEqual(names);
          const mentions = theirs.flatMap((mail) => mail.text.match(/\(cat, /g) ?? []);
          expect(mentions).toHaveLength(names.length);
        }
        expect(mails.some((mail) => mail.to === lister.email)).toBe(false);
      } finally {
        await app.close();
      }
    });
  },
);
