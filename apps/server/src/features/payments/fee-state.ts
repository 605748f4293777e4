import {
  dollarsText,
  adoptionTexts,
  isUuid,
  notificationTexts,
  pages,
  receiptCode,
} from '@pet-adoption/shared';
import { and, eq, inArray, isNull, ne, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adoptionRequests, paymentIntents, payments, pets } from '../../db/schema';
import { conflict } from '../../lib/errors';
import { NOTICE_LINKS, type Notify } from '../../messaging/notify';

// An adoption request as the fee sees it. Read straight from the schema: features do not
// import each other, and the adoptions feature fixes the fee on the request at acceptance.

/** The request, its pet and its people; undefined for an unknown (or malformed) id. */
export async function findFeeRequest(db: Executor, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: adoptionRequests.id,
      adopterId: adoptionRequests.adopterId,
      adopterName: adoptionRequests.name,
      status: adoptionRequests.status,
      feeCents: adoptionRequests.adoptionFeeCents,
      termsAcceptedAt: adoptionRequests.termsAcceptedAt,
      feePaidAt: adoptionRequests.feePaidAt,
      ownerId: pets.ownerId,
      petName: pets.petName,
    })
    .from(adoptionRequests)
    .innerJoin(pets, eq(pets.id, adoptionRequests.petId))
    .where(eq(adoptionRequests.id, id));
  return row;
}
export type FeeRequest = NonNullable<Awaited<ReturnType<typeof findFeeRequest>>>;

/**
 * 409 with the reason, unless the fee can be paid now: the request accepted, a fee to pay, not
 * paid yet (nor charged and still being recorded, which a second card would pay twice).
 */
export async function requireFeeDue(
  db: Executor,
  request: FeeRequest,
  exceptIntentId: string | null,
) {
  if (request.status !== 'accepted') throw conflict(adoptionTexts.feeOnlyAccepted);
  if (request.feeCents === 0) throw conflict(adoptionTexts.noFee);
  if (request.feePaidAt !== null) throw conflict(adoptionTexts.feeAlreadyPaid);
  const [charged] = await db
    .select({ id: paymentIntents.id })
    .from(paymentIntents)
    .where(
      and(
        eq(paymentIntents.adoptionRequestId, request.id),
        inArray(paymentIntents.status, ['succeeded', 'processing']),
        exceptIntentId === null ? undefined : ne(paymentIntents.id, exceptIntentId),
        notExists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(eq(payments.transactionId, paymentIntents.id)),
        ),
      ),
    )
    .limit(1);
  if (charged !== undefined) throw conflict(adoptionTexts.feeAlreadyPaid);
}

/**
 * A succeeded fee payment completes its adoption: the request shows the fee paid, the owner is
 * told, the adopter gets the receipt, all in the caller's transaction. Once only: a second
 * payment for a fee already paid changes nothing (an admin refunds it).
 */
export async function settleFee(
  tx: Executor,
  notify: Notify,
  requestId: string,
  payment: { id: string; amountCents: number },
) {
  const [paid] = await tx
    .update(adoptionRequests)
    .set({ feePaidAt: new Date() })
    .where(and(eq(adoptionRequests.id, requestId), isNull(adoptionRequests.feePaidAt)))
    .returning({ id: adoptionRequests.id });
  if (paid === undefined) return;
  const request = await findFeeRequest(tx, requestId);
  if (request === undefined) return;
  const fee = dollarsText(payment.amountCents);
  await notify(tx, [
    {
      userId: request.ownerId,
      kind: 'adoptionCompleted',
      text: notificationTexts.adoptionCompleted(request.petName, request.adopterName, fee),
      link: NOTICE_LINKS.receivedRequests,
    },
    {
      userId: request.adopterId,
      kind: 'adoptionFeeReceipt',
      text: notificationTexts.adoptionFeeReceipt(request.petName, fee, receiptCode(payment.id)),
      link: pages.paymentHistory.path,
    },
  ]);
}

/**
 * A refunded fee is owed again, so the adopter can pay it once more; unless another payment of
 * it still stands (a fee paid twice, the second refunded).
 */
export async function reopenFee(tx: Executor, requestId: string) {
  await tx
    .update(adoptionRequests)
    .set({ feePaidAt: null })
    .where(
      and(
        eq(adoptionRequests.id, requestId),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(payments)
            .where(
              and(eq(payments.adoptionRequestId, requestId), eq(payments.status, 'succeeded')),
            ),
        ),
      ),
    );
}

/** The pet's name a fee payment keeps (the request and its pet may be deleted later). */
export async function feePetName(db: Executor, requestId: string) {
  const request = await findFeeRequest(db, requestId);
  return request?.petName ?? null;
}
