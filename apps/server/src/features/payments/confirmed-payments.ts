import type { PaymentKind, PaymentStatus } from '@pet-adoption/shared';
import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { paymentIntents, payments } from '../../db/schema';
import { conflict, type HttpError } from '../../lib/errors';
import type { PaymentProvider, ProviderIntent } from './providers/provider';
import { syncLedger } from '../../db/queries/ledger-sync';
import { giftCentsOf } from './payment-intents';
import { startMonthlyGift } from './monthly-gift-start';
import { NOT_CONFIRMED_MESSAGE } from './payment-messages';

/**
 * Who paid, for what and how much (the gift, without a card fee the donor covered), as our
 * intent, the provider's, or a recorded payment says.
 */
export interface PaymentClaim {
  payerId: string;
  campaignId: string | null;
  adoptionRequestId: string | null;
  amountCents: number;
}

export const recordedColumns = {
  id: payments.id,
  kind: payments.kind,
  campaignId: payments.campaignId,
  adoptionRequestId: payments.adoptionRequestId,
  payerId: payments.payerId,
  amountCents: payments.amountCents,
  transactionId: payments.transactionId,
  status: payments.status,
  createdAt: payments.createdAt,
  monthlyGiftId: payments.monthlyGiftId,
};

async function findByTransaction(db: Database, transactionId: string) {
  const [row] = await db
    .select(recordedColumns)
    .from(payments)
    .where(eq(payments.transactionId, transactionId));
  return row;
}

/** Our 'pending' is Stripe's processing; the webhook moves it on. */
function recordedStatus(intent: ProviderIntent): PaymentStatus | undefined {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'processing') return 'pending';
  return undefined;
}

export interface RecordRequest {
  transactionId: string;
  /** Throws unless the row is what the caller claims it is. */
  requireMatch: (row: PaymentClaim) => void;
  /** Thrown when this server never asked for the transaction, or the provider does not know it. */
  unknown: HttpError;
  kind: PaymentKind;
  /** A fee's pet; null for a donation (its campaign names it). */
  petName: string | null;
  /** In the insert's transaction, when the payment is new and succeeded. */
  onSucceeded?: (tx: Executor, payment: { id: string; amountCents: number }) => Promise<void>;
}

/**
 * Records a transaction only when the provider confirms that intent was paid as claimed. The
 * same transactionId again gives the same record (`created: false`).
 */
export async function recordConfirmed(
  db: Database,
  provider: PaymentProvider,
  request: RecordRequest,
): Promise<{ created: boolean; insertedId: string }> {
  const { transactionId, requireMatch } = request;
  // Recorded already (a second submit, or the webhook got there first): the same record.
  const existing = await findByTransaction(db, transactionId);
  if (existing !== undefined) {
    requireMatch(existing);
    return { created: false, insertedId: existing.id };
  }

  const [intentRow] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, transactionId), eq(paymentIntents.provider, provider.name)));
  const intent = intentRow === undefined ? undefined : await provider.retrieveIntent(intentRow.id);
  if (intentRow === undefined || intent === undefined) throw request.unknown;
  // What we asked for and what the provider says must both match the claim. The claim is the
  // gift; the charge may carry the card fee the donor covered on top.
  const fee = intentRow.feeCoveredCents;
  requireMatch({ ...intentRow, amountCents: giftCentsOf(intentRow) });
  requireMatch({
    payerId: intent.metadata.payerId ?? '',
    campaignId: intent.metadata.campaignId ?? null,
    adoptionRequestId: intent.metadata.adoptionRequestId ?? null,
    amountCents: intent.currency === 'usd' ? intent.amountCents - fee : -1,
  });
  const status = recordedStatus(intent);
  if (status === undefined) throw conflict(NOT_CONFIRMED_MESSAGE);

  const inserted = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(payments)
      .values({
        kind: request.kind,
        campaignId: intentRow.campaignId,
        adoptionRequestId: intentRow.adoptionRequestId,
        petName: request.petName,
        payerId: intentRow.payerId,
        amountCents: giftCentsOf(intentRow),
        feeCoveredCents: fee,
        transactionId: intentRow.id,
        provider: provider.name,
        status,
        anonymous: intentRow.anonymous,
      })
      // Two submits at once: the unique transaction id lets one row in, the other reads it.
      .onConflictDoNothing({ target: payments.transactionId })
      .returning({ id: payments.id, amountCents: payments.amountCents });
    await tx
      .update(paymentIntents)
      .set({ status: intent.status })
      .where(eq(paymentIntents.id, intentRow.id));
    if (row === undefined) return row;
    await syncLedger(tx, intentRow.id);
    if (status === 'succeeded') {
      await startMonthlyGift(tx, intentRow, row.id, intent.keptCard);
      await request.onSucceeded?.(tx, row);
    }
    return row;
  });
  if (inserted !== undefined) return { created: true, insertedId: inserted.id };
  const winner = await findByTransaction(db, transactionId);
  if (winner === undefined) throw new Error('recordConfirmed: the conflicting payment vanished');
  requireMatch(winner);
  return { created: false, insertedId: winner.id };
}
