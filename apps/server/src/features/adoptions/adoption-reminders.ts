import { notificationTexts } from '@pet-adoption/shared';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adoptionRequests, pets } from '../../db/schema';
import { NOTICE_LINKS, type Notify } from '../../messaging/notify';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Reminds a pet's owner, once ever per request, of each request still pending (not yet even
 * marked reviewing) `reminderDays` after it was sent. The requests are marked and the owners
 * told in one statement and transaction: only a request not yet marked is marked, so copies
 * running at once remind of each one once. Answers how many owners' notices were written.
 */
export async function remindOwners(
  db: Database,
  notify: Notify,
  reminderDays: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await tx
      .update(adoptionRequests)
      // A reminder is no change to the request: its updated_at stays.
      .set({ remindedAt: now, updatedAt: sql`${adoptionRequests.updatedAt}` })
      .from(pets)
      .where(
        and(
          eq(pets.id, adoptionRequests.petId),
          eq(adoptionRequests.status, 'pending'),
          isNull(adoptionRequests.remindedAt),
          lte(adoptionRequests.createdAt, new Date(now.getTime() - reminderDays * DAY_MS)),
        ),
      )
      .returning({
        ownerId: pets.ownerId,
        petName: pets.petName,
        adopterName: adoptionRequests.name,
        createdAt: adoptionRequests.createdAt,
      });
    await notify(
      tx,
      due.map((request) => ({
        userId: request.ownerId,
        kind: 'adoptionReminder' as const,
        text: notificationTexts.adoptionReminder(
          request.petName,
          request.adopterName,
          // The days it has really waited: more than reminderDays after a pause of the server.
          Math.floor((now.getTime() - request.createdAt.getTime()) / DAY_MS),
        ),
        link: NOTICE_LINKS.receivedRequests,
      })),
    );
    return due.length;
  });
}
