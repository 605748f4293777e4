import {
  adoptionTexts,
  type FeePayment,
  notificationTexts,
  type PaymentIntentAnswer,
} from '@pet-adoption/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { adoptionRequests, applicationSettings } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { NOTICE_LINKS, type Notify } from '../../messaging/notify';
import { type PaymentClaim, recordConfirmed } from './confirmed-payments';
import { findFeeRequest, requireFeeDue, settleFee } from './fee-state';
import { openIntent } from './payment-intents';
import { OTHER_AMOUNT_MESSAGE, SOMEONE_ELSES_MESSAGE } from './payment-messages';
import type { PaymentProvider } from './providers/provider';

/** The request, when `caller` is its adopter: 404 unknown, 403 for anyone else. */
async function adoptersRequest(db: Database, caller: AuthUser, id: string) {
  const request = await findFeeRequest(db, id);
  if (request === undefined) throw notFound('Adoption request');
  if (request.adopterId !== caller.id) throw forbidden(adoptionTexts.onlyAdopterCompletes);
  return request;
}

/**
 * POST /api/adoptionUsers/{id}/accept-terms: the adopter accepts the owner's terms as they read
 * now (kept with the request, so a later edit changes nothing they agreed to). With no fee to
 * pay, that completes the adoption and the owner hears of it.
 */
export async function acceptTerms(db: Database, notify: Notify, caller: AuthUser, id: string) {
  const request = await adoptersRequest(db, caller, id);
  if (request.status !== 'accepted') throw conflict(adoptionTexts.termsOnlyAccepted);
  const [settings] = await db
    .select({ terms: applicationSettings.terms })
    .from(applicationSettings)
    .where(eq(applicationSettings.userId, request.ownerId));
  return db.transaction(async (tx) => {
    const accepted = await tx
      .update(adoptionRequests)
      .set({ acceptedTerms: settings?.terms ?? '', termsAcceptedAt: new Date() })
      .where(
        and(
          eq(adoptionRequests.id, id),
          eq(adoptionRequests.status, 'accepted'),
          isNull(adoptionRequests.termsAcceptedAt),
        ),
      )
      .returning({ feeCents: adoptionRequests.adoptionFeeCents });
    const [done] = accepted;
    if (done !== undefined && done.feeCents === 0) {
      await notify(tx, [
        {
          userId: request.ownerId,
          kind: 'adoptionCompleted',
          text: notificationTexts.adoptionCompleted(request.petName, request.adopterName, null),
          link: NOTICE_LINKS.receivedRequests,
        },
      ]);
    }
    return { modifiedCount: accepted.length };
  });
}

/**
 * POST /api/adoptionUsers/{id}/fee-intent: an intent for the fee fixed at acceptance, through
 * the provider donations use, once the adopter has accepted the terms.
 */
export async function createFeeIntent(
  db: Database,
  provider: PaymentProvider,
  caller: AuthUser,
  id: string,
  clientKey: string | undefined,
): Promise<PaymentIntentAnswer> {
  const request = await adoptersRequest(db, caller, id);
  await requireFeeDue(db, request, null);
  if (request.termsAcceptedAt === null) throw conflict(adoptionTexts.termsFirst);
  return openIntent(
    db,
    provider,
    caller,
    { kind: 'fee', adoptionRequestId: request.id },
    request.feeCents,
    clientKey,
  );
}

/**
 * POST /api/adoptionUsers/{id}/fee-payment: records the fee once the provider confirms this
 * payer paid this request's fee; a fee is a payment of its own kind, never a donation.
 */
export async function recordFeePayment(
  db: Database,
  provider: PaymentProvider,
  notify: Notify,
  caller: AuthUser,
  id: string,
  body: FeePayment,
) {
  const request = await adoptersRequest(db, caller, id);
  const field = (message: string) => badRequest(message, { transactionId: message });
  const requireMatch = (row: PaymentClaim) => {
    if (row.payerId !== caller.id) throw forbidden(SOMEONE_ELSES_MESSAGE);
    if (row.adoptionRequestId !== request.id || row.campaignId !== null) {
      throw field(adoptionTexts.feeOtherPayment);
    }
    if (row.amountCents !== request.feeCents) throw field(OTHER_AMOUNT_MESSAGE);
  };
  return recordConfirmed(db, provider, {
    transactionId: body.transactionId,
    requireMatch,
    unknown: field(adoptionTexts.feeUnknownPayment),
    kind: 'fee',
    petName: request.petName,
    onSucceeded: (tx, payment) => settleFee(tx, notify, request.id, payment),
  });
}
