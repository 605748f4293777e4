import { adoptionTexts, notificationTexts, type UpdateAdoptionStatus } from '@pet-adoption/shared';
import { and, eq } from 'drizzle-orm';
import {
  appendHistory,
  ERASED_ADOPTER_DETAILS,
  firstResponse,
  isOpenRequest,
} from '../../db/queries/adoption-history';
import type { Database } from '../../db/client';
import { adoptionRequests } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import { type Actor, actsAsAdmin, recordAudit } from '../../messaging/audit-log';
import { NOTICE_LINKS, type Notify } from '../../messaging/notify';
import { auditedRequest, declinedNotice, mayAct, requestToActOn } from './adoptions.service';

/**
 * The owner (or an admin) marks an open request `reviewing` or declines it, with a note the
 * adopter reads. Unlike a reject (docs/product.md §4), a decline keeps the adopter's phone and
 * address for the retention period, so they can carry the request to another pet in one step.
 */
export async function updateAdoptionStatus(
  db: Database,
  notify: Notify,
  caller: Actor,
  id: string,
  body: UpdateAdoptionStatus,
) {
  const request = await requestToActOn(
    db,
    id,
    mayAct.ownerOrAdmin(caller),
    'Only the pet’s owner or an administrator can change a request’s status.',
  );
  const now = new Date();
  const note = body.note === undefined || body.note === null || body.note === '' ? null : body.note;
  return db.transaction(async (tx) => {
    // Only `pending` moves to reviewing; reviewing again is not news for the adopter.
    const from =
      body.status === 'reviewing' ? eq(adoptionRequests.status, 'pending') : isOpenRequest();
    const changed = await tx
      .update(adoptionRequests)
      .set({
        status: body.status,
        firstResponseAt: firstResponse(now),
        history: appendHistory(body.status, now, body.status === 'declined' ? note : null),
        ...(body.status === 'declined' ? { decidedAt: now } : {}),
      })
      .where(and(eq(adoptionRequests.id, id), from))
      .returning({ id: adoptionRequests.id });
    if (changed.length === 0) {
      const [current] = await tx
        .select({ status: adoptionRequests.status })
        .from(adoptionRequests)
        .where(eq(adoptionRequests.id, id));
      if (body.status === 'reviewing' && current?.status === 'reviewing') {
        return { modifiedCount: 0 };
      }
      if (!current) throw notFound('Adoption request');
      throw conflict(adoptionTexts.statusOnlyOpen);
    }
    // Marking a request reviewing decides nothing for the adopter, so only a decline is recorded.
    if (body.status === 'declined' && actsAsAdmin(caller, request.ownerId)) {
      await recordAudit(tx, caller, {
        action: 'adoptionRequest.decline',
        target: auditedRequest(request),
        after: { status: 'declined', note },
      });
    }
    await notify(tx, [
      body.status === 'declined'
        ? declinedNotice(request.adopterId, request.petName, note)
        : {
            userId: request.adopterId,
            kind: 'adoptionReviewing',
            text: notificationTexts.adoptionReviewing(request.petName),
            link: NOTICE_LINKS.sentRequests,
          },
    ]);
    return { modifiedCount: 1 };
  });
}

/**
 * The adopter takes back an open request: it stays in both lists as `withdrawn` and leaves the
 * line, and the owner no longer waits on it. What the adopter told the owner is erased at once:
 * a withdrawn request is never carried to another pet. (A `DELETE` by the adopter still deletes
 * it: docs/product.md §4.)
 */
export async function withdrawAdoptionRequest(
  db: Database,
  notify: Notify,
  caller: AuthUser,
  id: string,
) {
  const request = await requestToActOn(
    db,
    id,
    mayAct.adopter(caller),
    adoptionTexts.withdrawOnlyAdopter,
  );
  const now = new Date();
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(adoptionRequests)
      .set({
        status: 'withdrawn',
        decidedAt: now,
        history: appendHistory('withdrawn', now),
        ...ERASED_ADOPTER_DETAILS,
      })
      .where(and(eq(adoptionRequests.id, id), isOpenRequest()))
      .returning({ id: adoptionRequests.id });
    if (changed.length === 0) throw conflict(adoptionTexts.withdrawOnlyOpen);
    await notify(tx, [
      {
        userId: request.ownerId,
        kind: 'adoptionWithdrawn',
        text: notificationTexts.adoptionWithdrawn(request.petName, request.adopterName),
        link: NOTICE_LINKS.receivedRequests,
      },
    ]);
    return { modifiedCount: 1 };
  });
}
