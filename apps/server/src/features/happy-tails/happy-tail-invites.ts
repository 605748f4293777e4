import { HAPPY_TAIL_INVITE_DAYS, notificationTexts, pageHref } from '@pet-adoption/shared';
import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adoptionRequests, pets } from '../../db/schema';
import type { Notify } from '../../messaging/notify';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Invites each adopter to share a happy tail 30 and 90 days after their request was accepted,
 * while the pet is still theirs. Each invitation is one guarded step of a counter on the request
 * (0 → 1 at 30 days, 1 → 2 at 90), in the transaction that writes the notice: a retried or
 * second run invites no one twice. A run long after both dates sends the first only; the next
 * run sends the second.
 */
export async function inviteHappyTails(db: Database, notify: Notify, now: Date) {
  let invited = 0;
  for (const [sent, days] of HAPPY_TAIL_INVITE_DAYS.entries()) {
    invited += await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: adoptionRequests.id, petName: pets.petName })
        .from(adoptionRequests)
        .innerJoin(pets, eq(pets.id, adoptionRequests.petId))
        .where(
          and(
            eq(adoptionRequests.status, 'accepted'),
            eq(adoptionRequests.happyTailInvites, sent),
            lte(adoptionRequests.decidedAt, new Date(now.getTime() - days * DAY_MS)),
            eq(pets.adopted, true),
          ),
        )
        .limit(500);
      let count = 0;
      for (const { id, petName } of due) {
        const [request] = await tx
          .update(adoptionRequests)
          .set({ happyTailInvites: sent + 1 })
          .where(and(eq(adoptionRequests.id, id), eq(adoptionRequests.happyTailInvites, sent)))
          .returning({ adopterId: adoptionRequests.adopterId, petId: adoptionRequests.petId });
        if (request === undefined) continue;
        await notify(tx, [
          {
            userId: request.adopterId,
            kind: 'happyTailInvite',
            text: notificationTexts.happyTailInvite(petName),
            link: pageHref('shareHappyTail', { id: request.petId }),
          },
        ]);
        count += 1;
      }
      return count;
    });
  }
  return invited;
}
