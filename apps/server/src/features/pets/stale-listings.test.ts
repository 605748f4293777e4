import { type Notification, type Pet, petTexts } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { pets } from '../../db/schema';
import type { OutgoingMail } from '../../lib/mail-queue';
import { createNotify } from '../../lib/notify';
import { petBody } from '../../../test/fixtures';
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
const notify = createNotify();

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
  const tokenOf = (notice: Notification | undefined) =>
    new URL(notice?.link ?? '', 'http://x').searchParams.get('token') ?? '';
  const stillAvailable = (token: string) =>
    call('POST', '/api/petListing/still-available', undefined, { token });

  // First, while the database holds no other pet, at a fixed time to read the date written.
  it('tells the owner once, 30 days ahead, with a link that keeps the pet listed once', async () => {
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
      link: expect.stringMatching(/^\/stillAvailable\?token=[\w-]{43}$/) as string,
    });
    // The notice is not an update: the listing's age keeps counting.
    expect(await updatedAtOf(id)).toEqual(updated);

    const kept = await stillAvailable(tokenOf(notices[0]));
    expect(kept.statusCode, kept.body).toBe(200);
    expect(json(kept)).toEqual({ petId: id, petName: 'Pip' });
    expect((await updatedAtOf(id))?.getTime()).toBeGreaterThan(Date.now() - 60_000);

    const again = await stillAvailable(tokenOf(notices[0]));
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
    const mails: OutgoingMail[] = [];
    const mailing = createNotify({
      outbox: { enqueue: (_tx, mail) => Promise.resolve(void mails.push(mail)) },
      origin: 'https://pets.example.org',
      secret: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    });
    expect(await sendStaleNotices(t.handle.db, mailing, STALE_DAYS, now)).toBe(1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: owner.email, subject: 'Is Sky still available?' });
    const link = /Still available: (\S+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect(link).toMatch(/^https:\/\/pets\.example\.org\/stillAvailable\?token=[\w-]{43}$/);
    expect(mails[0]?.html).toContain('>Still available</a>');

    const kept = await stillAvailable(new URL(link).searchParams.get('token') ?? '');
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

    const kept = await stillAvailable(tokenOf(notices[1]));
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
    const [notice] = await noticesOf(owner);
    const edit = await call('PATCH', `/api/petListing/${id}`, owner, { petAge: 15 });
    expect(edit.statusCode).toBe(200);

    const later = new Date(noticed.getTime() + 31 * DAY_MS);
    expect(await pauseStaleListings(t.handle.db, notify, STALE_DAYS, later)).toBe(0);
    // The update voided the link.
    expect((await stillAvailable(tokenOf(notice))).statusCode).toBe(400);
    expect(await noticesOf(adopted.owner)).toEqual([]);
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

describe('the Still available link', () => {
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
