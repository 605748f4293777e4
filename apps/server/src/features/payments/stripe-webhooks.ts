import type { PaymentStatus } from '@pet-adoption/shared';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { paymentIntents, payments } from '../../db/schema';
import type { Notify } from '../../messaging/notify';
import { goalReachedNotices } from '../../db/queries/campaign-goal';
import { giftReceiptNotices } from '../../db/queries/gift-receipt';
import type Stripe from 'stripe';
import { feePetName, reopenFee, settleFee } from './fee-state';
import { giftCentsOf } from './payment-intents';
import { syncLedger } from '../../db/queries/ledger-sync';
import type { ProviderIntent } from './providers/provider';
import { stripeIntentOf } from './providers/stripe-intent';
import { startMonthlyGift } from './monthly-gift-start';

// What Stripe tells the webhook. Each change is one statement that only moves a payment
// forward (pending → succeeded or failed, failed → succeeded, any → refunded), so duplicate and
// out-of-order events have one effect; the campaign's books follow the row (ledger-sync.ts).

/** Our record of an intent Stripe tells us about, when we asked for it. */
async function findStripeIntentRow(db: Database, intentId: string) {
  const [intentRow] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.provider, 'stripe')));
  return intentRow;
}

type IntentRow = typeof paymentIntents.$inferSelect;

/** The payments row for an intent we asked Stripe for, with `status`: a donation or a fee. */
const paymentOf = async (db: Executor, intentRow: IntentRow, status: PaymentStatus) => ({
  kind: intentRow.adoptionRequestId === null ? ('donation' as const) : ('fee' as const),
  campaignId: intentRow.campaignId,
  adoptionRequestId: intentRow.adoptionRequestId,
  petName:
    intentRow.adoptionRequestId === null ? null : await feePetName(db, intentRow.adoptionRequestId),
  payerId: intentRow.payerId,
  // The gift; a card fee the donor covered is kept beside it, never counted as given.
  amountCents: giftCentsOf(intentRow),
  feeCoveredCents: intentRow.feeCoveredCents,
  transactionId: intentRow.id,
  provider: 'stripe',
  status,
  anonymous: intentRow.anonymous,
});

/** Our record of the intent, when the event is about one we asked for and it matches it. */
async function matchingIntentRow(db: Database, intent: ProviderIntent) {
  const intentRow = await findStripeIntentRow(db, intent.id);
  if (intentRow === undefined) return undefined;
  const matches =
    (intent.metadata.campaignId ?? null) === intentRow.campaignId &&
    (intent.metadata.adoptionRequestId ?? null) === intentRow.adoptionRequestId &&
    intent.metadata.payerId === intentRow.payerId &&
    intent.amountCents === intentRow.amountCents &&
    intent.currency === intentRow.currency;
  return matches ? intentRow : undefined;
}

export type WebhookOutcome = 'applied' | 'ignored';

/**
 * A fee's success completes its adoption, and a donation's may reach its campaign's goal, in the
 * transaction that records it (fee-state.ts, db/queries/campaign-goal.ts).
 */
export async function applyIntentEvent(
  db: Database,
  notify: Notify,
  intent: ProviderIntent,
  event: 'succeeded' | 'processing' | 'failed',
): Promise<WebhookOutcome> {
  const intentRow = await matchingIntentRow(db, intent);
  if (intentRow === undefined) return 'ignored';
  await db
    .update(paymentIntents)
    .set({ status: intent.status })
    .where(eq(paymentIntents.id, intentRow.id));
  if (event === 'failed') {
    await db
      .update(payments)
      .set({ status: 'failed' })
      .where(and(eq(payments.transactionId, intentRow.id), eq(payments.status, 'pending')));
    return 'applied';
  }
  const status: PaymentStatus = event === 'succeeded' ? 'succeeded' : 'pending';
  const movesFrom: PaymentStatus[] = event === 'succeeded' ? ['pending', 'failed'] : [];
  await db.transaction(async (tx) => {
    // A row back means this event made the payment (or moved it to) `status`.
    const [changed] = await tx
      .insert(payments)
      .values(await paymentOf(tx, intentRow, status))
      .onConflictDoUpdate({
        target: payments.transactionId,
        set: { status },
        setWhere: movesFrom.length === 0 ? sql`false` : inArray(payments.status, movesFrom),
      })
      .returning({ id: payments.id });
    await syncLedger(tx, intentRow.id);
    if (status !== 'succeeded') return;
    const [payment] = await tx
      .select({ id: payments.id, amountCents: payments.amountCents, status: payments.status })
      .from(payments)
      .where(eq(payments.transactionId, intentRow.id));
    if (payment?.status !== 'succeeded') return;
    if (intentRow.campaignId !== null) {
      if (changed !== undefined) {
        await startMonthlyGift(tx, intentRow, payment.id, intent.keptCard);
        await notify(tx, await giftReceiptNotices(tx, payment.id));
      }
      await notify(tx, await goalReachedNotices(tx, intentRow.campaignId));
    }
    if (intentRow.adoptionRequestId !== null) {
      await settleFee(tx, notify, intentRow.adoptionRequestId, payment);
    }
  });
  return 'applied';
}

/**
 * `charge.refunded`: Stripe's `amount_refunded` is the charge's running total, so keeping the
 * largest one seen counts each refund once however often and in whatever order events come. A
 * charge refunded in full makes the payment refunded. An unrecorded payment is recorded (a
 * refund means the charge succeeded), so a late `payment_intent.succeeded` cannot undo it.
 */
export async function applyRefund(
  db: Database,
  intentId: string,
  refundedCents: number,
  full: boolean,
): Promise<WebhookOutcome> {
  const intentRow = await findStripeIntentRow(db, intentId);
  if (intentRow === undefined) return 'ignored';
  // Counted against the gift: a refund of the covered fee too gives back no more than was given.
  const gift = giftCentsOf(intentRow);
  const refunded = full ? gift : Math.min(refundedCents, gift);
  const values = await paymentOf(db, intentRow, full ? 'refunded' : 'succeeded');
  await db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({ ...values, refundedCents: refunded })
      .onConflictDoUpdate({
        target: payments.transactionId,
        set: {
          refundedCents: sql`greatest(${payments.refundedCents}, excluded.refunded_cents)`,
          ...(full ? { status: 'refunded' as const } : {}),
        },
      });
    await syncLedger(tx, intentRow.id);
    // Refunded from Stripe's dashboard as from ours: the fee is owed again.
    if (full && intentRow.adoptionRequestId !== null) {
      await reopenFee(tx, intentRow.adoptionRequestId);
    }
  });
  return 'applied';
}

export type DisputeStage = 'open' | 'won' | 'lost';

/**
 * `charge.dispute.created` (open) and `.closed` (won or lost): the disputed amount leaves the
 * totals while the dispute is open and stays out if it is lost. A charge has one dispute, so
 * its state only moves forward (none → open → won or lost); a repeated or late event changes
 * nothing.
 */
export async function applyDispute(
  db: Database,
  intentId: string,
  disputedCents: number,
  stage: DisputeStage,
): Promise<WebhookOutcome> {
  const intentRow = await findStripeIntentRow(db, intentId);
  if (intentRow === undefined) return 'ignored';
  const disputed = Math.min(disputedCents, giftCentsOf(intentRow));
  const movesFrom =
    stage === 'open'
      ? isNull(payments.disputeStatus)
      : or(isNull(payments.disputeStatus), eq(payments.disputeStatus, 'open'));
  const values = await paymentOf(db, intentRow, 'succeeded');
  await db.transaction(async (tx) => {
    await tx
      .insert(payments)
      .values({ ...values, disputedCents: disputed, disputeStatus: stage })
      .onConflictDoUpdate({
        target: payments.transactionId,
        set: { disputedCents: disputed, disputeStatus: stage },
        setWhere: movesFrom,
      });
    await syncLedger(tx, intentRow.id);
  });
  return 'applied';
}

/** Applies one verified Stripe event; says what became of it, for the log. */
export async function handleStripeEvent(db: Database, notify: Notify, event: Stripe.Event) {
  switch (event.type) {
    case 'payment_intent.succeeded':
      return applyIntentEvent(db, notify, stripeIntentOf(event.data.object), 'succeeded');
    case 'payment_intent.processing':
      return applyIntentEvent(db, notify, stripeIntentOf(event.data.object), 'processing');
    case 'payment_intent.payment_failed':
      return applyIntentEvent(db, notify, stripeIntentOf(event.data.object), 'failed');
    case 'charge.refunded': {
      const charge = event.data.object;
      const id = idOf(charge.payment_intent);
      return id === undefined
        ? 'ignored'
        : applyRefund(db, id, charge.amount_refunded, charge.refunded);
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      const id = idOf(dispute.payment_intent);
      // An inquiry (warning_*) holds no money.
      if (id === undefined || dispute.status.startsWith('warning_')) return 'ignored';
      return applyDispute(db, id, dispute.amount, 'open');
    }
    case 'charge.dispute.closed': {
      const dispute = event.data.object;
      const id = idOf(dispute.payment_intent);
      if (id === undefined) return 'ignored';
      return applyDispute(db, id, dispute.amount, dispute.status === 'lost' ? 'lost' : 'won');
    }
    default:
      return 'ignored';
  }
}

const idOf = (intent: string | { id: string } | null | undefined) =>
  typeof intent === 'string' ? intent : intent?.id;
