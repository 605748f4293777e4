import { createHash, randomBytes } from 'node:crypto';
import { notificationTexts, pages } from '@pet-adoption/shared';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { STALE_NOTICE_DAYS } from '../../config';
import type { Database } from '../../db/client';
import { pets } from '../../db/schema';
import type { Notify } from '../../messaging/notify';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** What is stored of a "Still available" link's token: the link works, the table does not. */
export const stillAvailableTokenHash = (token: string) =>
  createHash('sha256').update(token).digest('hex');

/** "27 December 2026", the day as the notice names it. */
const longDate = (date: Date) =>
  date.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

// Neither the notice nor the pause is the owner updating the pet: updated_at stays as it was
// (the column otherwise moves on every update), so the listing's age keeps counting.
const keepUpdatedAt = { updatedAt: sql`${pets.updatedAt}` };

const listed = and(eq(pets.adopted, false), eq(pets.paused, false));

/** A run notices this many pets at most; a backlog (the first run after an upgrade) takes a few. */
const NOTICES_PER_RUN = 500;

/**
 * Tells the owner of each listed pet not updated for `staleDays - 30` days, once, that it will
 * be paused in 30 days unless they choose "Still available": in the app, or from the e-mail's
 * single-use link. Each pet
 * is marked in the transaction that writes its notice, and only while still unmarked, so two
 * copies running at once tell each owner once. Answers how many were told.
 */
export async function sendStaleNotices(
  db: Database,
  notify: Notify,
  staleDays: number,
  now: Date,
): Promise<number> {
  const oldEnough = lte(pets.updatedAt, daysBefore(now, staleDays - STALE_NOTICE_DAYS));
  const due = await db
    .select({ id: pets.id })
    .from(pets)
    .where(and(listed, isNull(pets.staleNoticeAt), oldEnough))
    .orderBy(asc(pets.updatedAt))
    .limit(NOTICES_PER_RUN);
  const pauseDate = longDate(new Date(now.getTime() + STALE_NOTICE_DAYS * DAY_MS));
  let told = 0;
  for (const { id } of due) {
    // A token of its own for each pet, so one link keeps exactly one pet listed.
    const token = randomBytes(32).toString('base64url');
    told += await db.transaction(async (tx) => {
      const [pet] = await tx
        .update(pets)
        .set({
          staleNoticeAt: now,
          stillAvailableTokenHash: stillAvailableTokenHash(token),
          ...keepUpdatedAt,
        })
        .where(and(eq(pets.id, id), listed, isNull(pets.staleNoticeAt), oldEnough))
        .returning({ ownerId: pets.ownerId, petName: pets.petName });
      if (pet === undefined) return 0;
      await notify(tx, [
        {
          userId: pet.ownerId,
          kind: 'listingStale',
          text: notificationTexts.listingStale(pet.petName, pauseDate),
          // The app's notice asks the signed-in owner; the e-mail's button works without signing
          // in, so its token stays in the inbox.
          link: `${pages.stillAvailable.path}?pet=${id}`,
          mailButtonPath: `${pages.stillAvailable.path}?token=${token}`,
        },
      ]);
      return 1;
    });
  }
  return told;
}

/**
 * Pauses each listed pet whose notice is 30 days old and that has not been updated for
 * `staleDays`, telling its owner, in one statement and transaction: a pet is paused and its
 * owner told once however many copies run. Answers how many were paused.
 */
export async function pauseStaleListings(
  db: Database,
  notify: Notify,
  staleDays: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const paused = await tx
      .update(pets)
      .set({ paused: true, ...keepUpdatedAt })
      .where(
        and(
          listed,
          isNotNull(pets.staleNoticeAt),
          lte(pets.staleNoticeAt, daysBefore(now, STALE_NOTICE_DAYS)),
          lte(pets.updatedAt, daysBefore(now, staleDays)),
        ),
      )
      .returning({ ownerId: pets.ownerId, petName: pets.petName });
    await notify(
      tx,
      paused.map((pet) => ({
        userId: pet.ownerId,
        kind: 'listingPaused' as const,
        text: notificationTexts.listingPaused(pet.petName),
        link: pages.myAddedPets.path,
      })),
    );
    return paused.length;
  });
}

export interface StaleListingWork {
  db: Database;
  notify: Notify;
  staleDays: number;
  /** Empties the public listing's caches once pets have left it. */
  clearListing: () => void;
}

/** The scheduled task: pauses what is due, then tells the owners of listings about to be. */
export async function checkStaleListings(
  { db, notify, staleDays, clearListing }: StaleListingWork,
  now: Date,
) {
  const paused = await pauseStaleListings(db, notify, staleDays, now);
  if (paused > 0) clearListing();
  const told = await sendStaleNotices(db, notify, staleDays, now);
  return { paused, told };
}
