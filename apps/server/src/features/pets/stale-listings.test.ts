import { listingTexts, type Notification, type Pet, petTexts } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { pets } from '../../db/schema';
import type { OutgoingMail } from '../../messaging/mail-queue';
import { createNotify } from '../../messaging/notify';
import { petBody } from '../../../test/fixtures';
import { visibleHtml, WEB_DIST_DIR } from '../../../test/html';
import { pageForms } from '../../../test/page-forms';
import {
  bearer,
  createUser,
  json,
  type SignedInUser,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import { checkStaleListings, pauseStaleListings, sendStaleNotices } from './stale-listings';

const DAY_MS = 24 * 60 * 60 * 1000;
const STALE_DAYS = 90;
const ORIGIN = 'https://pets.example.org';
/** Every "Still available" e-mail of the tests: its button holds the link's token. */
const mails: OutgoingMail[] = [];
const notify = createNotify({
  outbox: { enqueue: (_tx, mail) => Promise.resolve(void mails.push(mail)) },
  origin: ORIGIN,
  secret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
});

/** The token of the latest "Still available" e-mail to `owner`: the app's notice has none. */
const tokenFor = (owner: SignedInUser) => {
  const mail = mails.filter((sent) => sent.to === owner.email && sent.kind === 'listingStale');
  const button = /Still available: (\S+)/.exec(mail.at(-1)?.text ?? '')?.[1] ?? '';
  return new URL(button, ORIGIN).searchParams.get('token') ?? '';
};

describe.each(testDatabases)('stale listings on %s', (database) => {
  const t = useTestApp({ database });

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    by?: SignedInUser,
    payload?: object,
  ) =>
    t.app.inject({ method, url, headers: by ? bearer(by.token) : {}, ...(payload && { payload }) });

  /** A new owner with one pet last updated `updated`. */
  async function ownerWithPet(petName: string, updated: Date) {
    const owner = await createUser(t.app, { name: 'Olive Owner' });
    const response = await call('POST', '/api/petListing', owner, petBody({ petName }));
    const id = json<{ insertedId: string }>(response).insertedId;
    await t.handle.db.update(pets).set({ updatedAt: updated }).where(eq(pets.id, id));
    return { owner, id };
  }
  const noticesOf = async (owner: SignedInUser) =>
    json<Notification[]>(await call('GET', '/api/notifications', owner));
  const updatedAtOf = async (id: string) =>
    (await t.handle.db.select({ at: pets.updatedAt }).from(pets).where(eq(pets.id, id)))[0]?.at;
  const publicIds = async () =>
    json<Pet[]>(await call('GET', '/api/petListing?limit=100')).map((pet) => pet._id);
  const stillAvailable = (token: string) =>
    call('POST', '/api/petListing/still-available', undefined, { token });

  // First, while the database holds no other pet, at a fixed time to read the date written.
  it('tells the owner once, 30 days ahead, with an e-mailed link that keeps the pet listed once', async () => {
    const now = new Date('2030-03-01T09:00:00Z');
    const updated = new Date(now.getTime() - (STALE_DAYS - 30) * DAY_MS);
    const { owner, id } = await ownerWithPet('Pip', new Date(updated.getTime() + 60_000));

    // A minute short of sixty days: nothing yet.
    expect(await sendStaleNotices(t.handle.db, notify, STALE_DAYS, now)).toBe(0);
    await t.handle.db.update(pets).set({ updatedAt: updated }).where(eq(pets.id, id));
    expect(await sendStaleNotices(t.handle.db, notify, STALE_DAYS, now)).toBe(1);
    expect(await sendStaleNotices(t.handle.db, notify, STALE_DAYS, now)).toBe(0);

    const notices = await noticesOf(owner);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({
      kind: 'listingStale',
      title: 'Is Pip still available?',
      body: expect.stringContaining('it will be paused on 31 March 2030.') as string,
      link: `/stillAvailable?pet=${id}`,
    });
    // The notice is not an update: the listing's age keeps counting.
    expect(await updatedAtOf(id)).toEqual(updated);

    const kept = await stillAvailable(tokenFor(owner));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept)).toEqual({ petId: id, petName: 'Pip' });
    expect((await updatedAtOf(id))?.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const again = await stillAvailable(tokenFor(owner));
    expect(again.statusCode).toBe(400);
    expect(json(again)).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: petTexts.stillAvailableUsed,
        fields: { token: petTexts.stillAvailableUsed },
      },
    });
    expect((await stillAvailable('made-up')).statusCode).toBe(400);
  });

  it('e-mails the notice with the link as its button, on the site’s address', async () => {
    const now = new Date();
    const { owner } = await ownerWithPet('Sky', new Date(now.getTime() - 65 * DAY_MS));
    expect(await sendStaleNotices(t.handle.db, notify, STALE_DAYS, now)).toBe(1);
    const mail = mails.find((sent) => sent.to === owner.email);
    expect(mail).toMatchObject({ kind: 'listingStale', subject: 'Is Sky still available?' });
    const link = /Still available: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link).toMatch(/^https:\/\/pets\.example\.org\/stillAvailable\?token=[\w-]{43}$/);
    expect(mail?.html).toContain('>Still available</a>');

    const kept = await stillAvailable(tokenFor(owner));
    expect(json(kept)).toMatchObject({ petName: 'Sky' });
  });

  // The tests share a database: each one's clock starts at the real time, when every pet the
  // others left behind is fresh, paused or adopted.
  it('pauses the listing 30 days after the notice, once, and the link lists it again', async () => {
    const noticed = new Date();
    const updated = new Date(noticed.getTime() - (STALE_DAYS - 30) * DAY_MS);
    const { owner, id } = await ownerWithPet('Moss', updated);
    await sendStaleNotices(t.handle.db, notify, STALE_DAYS, noticed);

    const nearly = new Date(noticed.getTime() + 30 * DAY_MS - 60_000);
    expect(await pauseStaleListings(t.handle.db, notify, STALE_DAYS, nearly)).toBe(0);
    const due = new Date(noticed.getTime() + 30 * DAY_MS);
    const cleared = vi.fn();
    const work = { db: t.handle.db, notify, staleDays: STALE_DAYS, clearListing: cleared };
    expect(await checkStaleListings(work, due)).toEqual({ paused: 1, told: 0 });
    expect(cleared).toHaveBeenCalledTimes(1);
    expect(await checkStaleListings(work, due)).toEqual({ paused: 0, told: 0 });
    expect(cleared).toHaveBeenCalledTimes(1);

    expect(await updatedAtOf(id)).toEqual(updated);
    expect(json<Pet>(await call('GET', `/api/petListing/${id}`))).toMatchObject({ paused: true });
    expect(await publicIds()).not.toContain(id);
    const notices = await noticesOf(owner);
    expect(notices.map((notice) => notice.kind)).toEqual(['listingPaused', 'listingStale']);
    expect(notices[0]).toMatchObject({
      title: "Moss's listing is paused",
      link: '/dashboard/myAddedPets',
    });

    const kept = await stillAvailable(tokenFor(owner));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json<Pet>(await call('GET', `/api/petListing/${id}`))).toMatchObject({ paused: false });
    expect(await publicIds()).toContain(id);
  });

  it('leaves a pet its owner updated after the notice, and adopted pets, alone', async () => {
    const noticed = new Date();
    const updated = new Date(noticed.getTime() - (STALE_DAYS - 30) * DAY_MS);
    const { owner, id } = await ownerWithPet('Fern', updated);
    const adopted = await ownerWithPet('Gone', updated);
    await call('PATCH', `/api/petListing/${adopted.id}`, adopted.owner, { adopted: true });
    await t.handle.db.update(pets).set({ updatedAt: updated }).where(eq(pets.id, adopted.id));

    expect(await sendStaleNotices(t.handle.db, notify, STALE_DAYS, noticed)).toBe(1);
    const token = tokenFor(owner);
    const edit = await call('PATCH', `/api/petListing/${id}`, owner, { petAge: 15 });
    expect(edit.statusCode).toBe(200);

    const later = new Date(noticed.getTime() + 31 * DAY_MS);
    expect(await pauseStaleListings(t.handle.db, notify, STALE_DAYS, later)).toBe(0);
    // The update voided the link.
    expect((await stillAvailable(token)).statusCode).toBe(400);
    expect(await noticesOf(adopted.owner)).toEqual([]);
  });

  it('keeps a pet listed from the app for its owner or an admin only', async () => {
    const noticed = new Date();
    const { owner, id } = await ownerWithPet('Wren', new Date(noticed.getTime() - 70 * DAY_MS));
    await sendStaleNotices(t.handle.db, notify, STALE_DAYS, noticed);
    const stranger = await createUser(t.app, { name: 'Sam Stranger' });
    const keep = (by?: SignedInUser) => call('POST', `/api/petListing/${id}/still-available`, by);

    expect((await keep()).statusCode).toBe(401);
    expect((await keep(stranger)).statusCode).toBe(403);
    const kept = await keep(owner);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept)).toEqual({ petId: id, petName: 'Wren' });
    expect((await updatedAtOf(id))?.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Chosen in the app, the e-mailed link has nothing left to do.
    expect((await stillAvailable(tokenFor(owner))).statusCode).toBe(400);
    const unknown = await call(
      'POST',
      '/api/petListing/00000000-0000-4000-8000-000000000000/still-available',
      owner,
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('tells each owner once when two copies of the server run at the same moment', async () => {
    const now = new Date();
    const { owner } = await ownerWithPet('Twin', new Date(now.getTime() - 70 * DAY_MS));
    const runs = await Promise.all([
      sendStaleNotices(t.handle.db, notify, STALE_DAYS, now),
      sendStaleNotices(t.handle.db, notify, STALE_DAYS, now),
    ]);
    expect(runs.reduce((sum, told) => sum + told, 0)).toBe(1);
    const later = new Date(now.getTime() + 30 * DAY_MS);
    const pauses = await Promise.all([
      pauseStaleListings(t.handle.db, notify, STALE_DAYS, later),
      pauseStaleListings(t.handle.db, notify, STALE_DAYS, later),
    ]);
    expect(pauses.reduce((sum, paused) => sum + paused, 0)).toBe(1);
    expect((await noticesOf(owner)).map((notice) => notice.kind)).toEqual([
      'listingPaused',
      'listingStale',
    ]);
  });
});

describe('the Still available page', () => {
  const t = useTestApp({ config: { webDistDir: WEB_DIST_DIR } });
  const pages = pageForms(t);

  it('keeps the pet listed on its page’s button only, with scripts off', async () => {
    const owner = await createUser(t.app, { name: 'Nell Owner' });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(owner.token),
      payload: petBody({ petName: 'Clover' }),
    });
    const id = json<{ insertedId: string }>(added).insertedId;
    const now = new Date();
    await t.handle.db
      .update(pets)
      .set({ updatedAt: new Date(now.getTime() - 70 * DAY_MS) })
      .where(eq(pets.id, id));
    expect(await sendStaleNotices(t.handle.db, notify, STALE_DAYS, now)).toBe(1);
    const token = tokenFor(owner);
    const noticed = async () =>
      (await t.handle.db.select({ at: pets.staleNoticeAt }).from(pets).where(eq(pets.id, id)))[0]
        ?.at;

    const url = `/stillAvailable?token=${token}`;
    const opened = await pages.open(url);
    expect(opened.statusCode).toBe(200);
    expect(visibleHtml(opened.body)).toContain(listingTexts.stillAvailableButton);
    // A mail scanner's GET changed nothing.
    expect(await noticed()).not.toBeNull();

    const pressed = await pages.post(url, { token });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(visibleHtml(pressed.body)).toContain(listingTexts.stillAvailableDone('Clover'));
    expect(await noticed()).toBeNull();
  });
});

describe('guessing Still available links', () => {
  const t = useTestApp();

  it('answers too many tries from one address with 429', async () => {
    const tryToken = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/petListing/still-available', payload: { token } });
    for (let i = 0; i < 20; i++) expect((await tryToken(`guess-${i}`)).statusCode).toBe(400);
    const refused = await tryToken('guess-20');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
