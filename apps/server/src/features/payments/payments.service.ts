import {
  type CampaignStatus,
  campaignStatus,
  type CardError,
  type CreatePayment,
  type CreatePaymentIntent,
  type Payment,
  type PaymentIntentAnswer,
  type PaymentListQuery,
  type PaymentStatus,
  TEST_CARDS,
  type TestCardConfirm,
  type TestCardConfirmAnswer,
  toCents,
  toDollars,
  UNKNOWN_TEST_CARD_ERROR,
} from '@pet-adoption/shared';
import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, paymentIntents, payments, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { findCampaignRecord } from '../../lib/campaign-record';
import { createdAtMicros, decodeCursor, olderThan, pageOf } from '../../lib/keyset';
import { isUuid } from '../../lib/ids';
import type { AuthUser } from '../../lib/auth-user';
import {
  AlreadyRefundedError,
  type PaymentProvider,
  type ProviderIntent,
} from './providers/provider';
import type { TestProvider } from './providers/test-provider';
import { intentIdempotencyKey } from './intent-idempotency';

export const CLOSED_MESSAGES: Record<Exclude<CampaignStatus, 'active'>, string> = {
  ended: 'This campaign has ended and no longer takes donations.',
  paused: 'This campaign is paused and does not take donations right now.',
};
export const UNKNOWN_PAYMENT_MESSAGE =
  'This payment was not found at the card processor. Please try the donation again.';
export const SOMEONE_ELSES_MESSAGE = 'This payment was made by someone else.';
export const OTHER_CAMPAIGN_MESSAGE = 'This payment was made for another campaign.';
export const OTHER_AMOUNT_MESSAGE = 'The amount does not match the payment that was confirmed.';
export const NOT_CONFIRMED_MESSAGE =
  'The card processor has not confirmed this payment, so it was not recorded.';
export const ALREADY_REFUNDED_MESSAGE = 'This payment has already been refunded.';

/** 409 with the reason, unless the campaign takes donations now. */
function requireActive(campaign: { lastDate: string; paused: boolean }) {
  const status = campaignStatus(campaign);
  if (status !== 'active') throw conflict(CLOSED_MESSAGES[status]);
}

/** An intent in these states can still be paid; one in any other was paid or is being paid. */
const PAYABLE_INTENT_STATUSES = new Set(['requires_payment_method', 'failed']);

/**
 * POST /api/create-payment-intent: an intent for the amount typed, for an active campaign,
 * recorded with its payer, so a later confirmation can be checked against what was asked.
 * A retried request (same payer, campaign and amount within a few minutes, or the same
 * `Idempotency-Key`) answers the same intent, unless that one was paid meanwhile.
 */
export async function createPaymentIntent(
  db: Database,
  provider: PaymentProvider,
  caller: AuthUser,
  body: CreatePaymentIntent,
  clientKey?: string,
): Promise<PaymentIntentAnswer> {
  const campaign = await findCampaignRecord(db, body.campaignId);
  if (campaign === undefined) throw notFound('Campaign');
  requireActive(campaign);
  const amountCents = toCents(body.price);
  const input = {
    amountCents,
    currency: 'usd' as const,
    campaignId: campaign.id,
    payerId: caller.id,
    payerEmail: caller.email,
  };
  const idempotencyKey = intentIdempotencyKey(input, clientKey);
  let intent = await provider.createIntent({ ...input, idempotencyKey });
  const [known] = await db
    .select({ status: paymentIntents.status })
    .from(paymentIntents)
    .where(eq(paymentIntents.id, intent.id));
  if (known !== undefined && !PAYABLE_INTENT_STATUSES.has(known.status)) {
    // The same amount again after paying is a second donation, with a key of its own.
    intent = await provider.createIntent({
      ...input,
      idempotencyKey: `${idempotencyKey}-after-${intent.id}`,
    });
  }
  await db
    .insert(paymentIntents)
    .values({
      id: intent.id,
      provider: provider.name,
      campaignId: campaign.id,
      payerId: caller.id,
      amountCents,
      currency: 'usd',
    })
    .onConflictDoNothing();
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
}

export type ConfirmResult =
  { ok: true; answer: TestCardConfirmAnswer } | { ok: false; error: CardError['error'] };

/**
 * POST /api/test-provider/confirm: the simulated processor charges the card, following the
 * card provider's published test numbers. A confirmed intent answers the same again, so a
 * double submit pays once.
 */
export async function confirmTestCard(
  db: Database,
  provider: TestProvider,
  caller: AuthUser,
  body: TestCardConfirm,
): Promise<ConfirmResult> {
  const id = provider.intentIdOf(body.clientSecret);
  const [intent] =
    id === undefined
      ? []
      : await db
          .select()
          .from(paymentIntents)
          .where(and(eq(paymentIntents.id, id), eq(paymentIntents.provider, 'test')));
  if (intent === undefined) {
    throw badRequest('This payment is not valid. Please start the donation again.', {
      clientSecret: 'This payment is not valid. Please start the donation again.',
    });
  }
  if (intent.payerId !== caller.id) throw forbidden(SOMEONE_ELSES_MESSAGE);
  const succeeded: ConfirmResult = {
    ok: true,
    answer: {
      paymentIntent: {
        id: intent.id,
        status: 'succeeded',
        amount: toDollars(intent.amountCents),
      },
    },
  };
  if (intent.status === 'succeeded') return succeeded;
  if (intent.status === 'refunded') throw conflict(ALREADY_REFUNDED_MESSAGE);

  // No money moves for a campaign that closed after the intent was made.
  const campaign = await findCampaignRecord(db, intent.campaignId);
  if (campaign === undefined) throw notFound('Campaign');
  requireActive(campaign);

  const card = TEST_CARDS.find((candidate) => candidate.number === body.cardNumber);
  if (card === undefined) return { ok: false, error: { ...UNKNOWN_TEST_CARD_ERROR } };
  if (card.error !== undefined) return { ok: false, error: card.error };
  await db
    .update(paymentIntents)
    .set({ status: 'succeeded' })
    .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, intent.status)));
  return succeeded;
}

const paymentColumns = {
  id: payments.id,
  campaignId: payments.campaignId,
  payerId: payments.payerId,
  amountCents: payments.amountCents,
  transactionId: payments.transactionId,
  status: payments.status,
  createdAt: payments.createdAt,
};

async function findByTransaction(db: Database, transactionId: string) {
  const [row] = await db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.transactionId, transactionId));
  return row;
}

/**
 * POST /api/payments: records the transaction only when the provider confirms that intent was
 * paid by this caller, for this campaign and this amount. The same transactionId again gives
 * the same record (`created: false`).
 */
export async function recordPayment(
  db: Database,
  provider: PaymentProvider,
  caller: AuthUser,
  body: CreatePayment,
): Promise<{ created: boolean; insertedId: string }> {
  const amountCents = toCents(body.price);
  const requireMatchesClaim = (row: {
    payerId: string;
    campaignId: string;
    amountCents: number;
  }) => {
    if (row.payerId !== caller.id) throw forbidden(SOMEONE_ELSES_MESSAGE);
    if (row.campaignId !== body.campaignId) {
      throw badRequest(OTHER_CAMPAIGN_MESSAGE, { campaignId: OTHER_CAMPAIGN_MESSAGE });
    }
    if (row.amountCents !== amountCents) {
      throw badRequest(OTHER_AMOUNT_MESSAGE, { price: OTHER_AMOUNT_MESSAGE });
    }
  };

  // Recorded already (a second submit, or the webhook got there first): the same record.
  const existing = await findByTransaction(db, body.transactionId);
  if (existing !== undefined) {
    requireMatchesClaim(existing);
    return { created: false, insertedId: existing.id };
  }

  const [intentRow] = await db
    .select()
    .from(paymentIntents)
    .where(
      and(eq(paymentIntents.id, body.transactionId), eq(paymentIntents.provider, provider.name)),
    );
  const intent = intentRow === undefined ? undefined : await provider.retrieveIntent(intentRow.id);
  if (intentRow === undefined || intent === undefined) {
    throw badRequest(UNKNOWN_PAYMENT_MESSAGE, { transactionId: UNKNOWN_PAYMENT_MESSAGE });
  }
  // What we asked for and what the provider says must both match the claim.
  requireMatchesClaim(intentRow);
  requireMatchesClaim({
    payerId: intent.metadata.payerId ?? '',
    campaignId: intent.metadata.campaignId ?? '',
    amountCents: intent.currency === 'usd' ? intent.amountCents : -1,
  });
  const status = recordedStatus(intent);
  if (status === undefined) throw conflict(NOT_CONFIRMED_MESSAGE);

  const [inserted] = await db
    .insert(payments)
    .values({
      campaignId: intentRow.campaignId,
      payerId: intentRow.payerId,
      amountCents,
      transactionId: intentRow.id,
      provider: provider.name,
      status,
    })
    // Two submits at once: the unique transaction id lets one row in, the other reads it.
    .onConflictDoNothing({ target: payments.transactionId })
    .returning({ id: payments.id });
  await db
    .update(paymentIntents)
    .set({ status: intent.status })
    .where(eq(paymentIntents.id, intentRow.id));
  if (inserted !== undefined) return { created: true, insertedId: inserted.id };
  const winner = await findByTransaction(db, body.transactionId);
  if (winner === undefined) throw new Error('recordPayment: the conflicting payment vanished');
  requireMatchesClaim(winner);
  return { created: false, insertedId: winner.id };
}

/** Our 'pending' is Stripe's processing; the webhook moves it on. */
function recordedStatus(intent: ProviderIntent): PaymentStatus | undefined {
  if (intent.status === 'succeeded') return 'succeeded';
  if (intent.status === 'processing') return 'pending';
  return undefined;
}

export interface PaymentPage {
  payments: Payment[];
  total: number;
  next: string | undefined;
}

/** The caller's own payments; admins see everyone's and may filter by campaign or e-mail. */
export async function listPayments(
  db: Database,
  caller: AuthUser,
  query: PaymentListQuery,
): Promise<PaymentPage> {
  const isAdmin = caller.role === 'admin';
  const filters: SQL[] = [];
  if (!isAdmin) filters.push(eq(payments.payerId, caller.id));
  if (query.email !== undefined) {
    if (!isAdmin && query.email !== caller.email) {
      throw forbidden('You can only see your own payments.');
    }
    filters.push(eq(users.email, query.email));
  }
  if (query.campaignId !== undefined) {
    if (!isUuid(query.campaignId)) {
      throw badRequest('That is not a campaign id.', { campaignId: 'That is not a campaign id.' });
    }
    filters.push(eq(payments.campaignId, query.campaignId));
  }
  const where = and(...filters);
  const pageWhere =
    query.cursor === undefined
      ? where
      : and(where, olderThan(payments.createdAt, payments.id, decodeCursor(query.cursor)));

  const [rows, totals] = await Promise.all([
    db
      .select({
        ...paymentColumns,
        micros: createdAtMicros(payments.createdAt),
        email: users.email,
        petName: campaigns.petName,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.payerId))
      .innerJoin(campaigns, eq(campaigns.id, payments.campaignId))
      .where(pageWhere)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.payerId))
      .where(where),
  ]);
  const page = pageOf(rows, query.limit);
  return {
    payments: page.rows.map((row) => ({
      _id: row.id,
      email: row.email,
      price: toDollars(row.amountCents),
      transactionId: row.transactionId,
      date: row.createdAt.toISOString(),
      status: row.status,
      campaignId: row.campaignId,
      petName: row.petName,
    })),
    total: totals[0]?.total ?? 0,
    next: page.next,
  };
}

/** Admins refund a succeeded payment through its provider; the totals follow at once. */
export async function refundPayment(db: Database, provider: PaymentProvider, id: string) {
  const [payment] = isUuid(id)
    ? await db
        .select({ ...paymentColumns, provider: payments.provider })
        .from(payments)
        .where(eq(payments.id, id))
    : [];
  if (payment === undefined) throw notFound('Payment');
  if (payment.status === 'refunded') throw conflict(ALREADY_REFUNDED_MESSAGE);
  if (payment.status !== 'succeeded') throw conflict('Only a succeeded payment can be refunded.');
  if (payment.provider !== provider.name) {
    throw conflict(
      `This payment was made through the ${payment.provider} provider, which this server does not use now, so it cannot be refunded here.`,
    );
  }
  try {
    await provider.refund(payment.transactionId);
  } catch (error) {
    // Refunded at the provider before (a retry after a crash): still mark it below.
    if (!(error instanceof AlreadyRefundedError)) throw error;
  }
  const changed = await db
    .update(payments)
    .set({ status: 'refunded', refundedCents: sql`${payments.amountCents}` })
    .where(and(eq(payments.id, id), eq(payments.status, 'succeeded')))
    .returning({ id: payments.id });
  if (changed.length === 0) throw conflict(ALREADY_REFUNDED_MESSAGE);
  return { modifiedCount: changed.length };
}

// ---- What Stripe tells the webhook. Each change is one statement that only moves a payment
// forward (pending → succeeded or failed, failed → succeeded, any → refunded), so duplicate and
// out-of-order events have one effect. ----

/** Our record of an intent Stripe tells us about, when we asked for it. */
async function findStripeIntentRow(db: Database, intentId: string) {
  const [intentRow] = await db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.id, intentId), eq(paymentIntents.provider, 'stripe')));
  return intentRow;
}

/** The payments row for an intent we asked Stripe for, with `status`. */
const paymentOf = (intentRow: typeof paymentIntents.$inferSelect, status: PaymentStatus) => ({
  campaignId: intentRow.campaignId,
  payerId: intentRow.payerId,
  amountCents: intentRow.amountCents,
  transactionId: intentRow.id,
  provider: 'stripe',
  status,
});

/** Our record of the intent, when the event is about one we asked for and it matches it. */
async function matchingIntentRow(db: Database, intent: ProviderIntent) {
  const intentRow = await findStripeIntentRow(db, intent.id);
  if (intentRow === undefined) return undefined;
  const matches =
    intent.metadata.campaignId === intentRow.campaignId &&
    intent.metadata.payerId === intentRow.payerId &&
    intent.amountCents === intentRow.amountCents &&
    intent.currency === intentRow.currency;
  return matches ? intentRow : undefined;
}

export type WebhookOutcome = 'applied' | 'ignored';

export async function applyIntentEvent(
  db: Database,
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
  await db
    .insert(payments)
    .values(paymentOf(intentRow, status))
    .onConflictDoUpdate({
      target: payments.transactionId,
      set: { status },
      setWhere: movesFrom.length === 0 ? sql`false` : inArray(payments.status, movesFrom),
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
  const refunded = full ? intentRow.amountCents : Math.min(refundedCents, intentRow.amountCents);
  await db
    .insert(payments)
    .values({ ...paymentOf(intentRow, full ? 'refunded' : 'succeeded'), refundedCents: refunded })
    .onConflictDoUpdate({
      target: payments.transactionId,
      set: {
        refundedCents: sql`greatest(${payments.refundedCents}, excluded.refunded_cents)`,
        ...(full ? { status: 'refunded' as const } : {}),
      },
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
  const disputed = Math.min(disputedCents, intentRow.amountCents);
  const movesFrom =
    stage === 'open'
      ? isNull(payments.disputeStatus)
      : or(isNull(payments.disputeStatus), eq(payments.disputeStatus, 'open'));
  await db
    .insert(payments)
    .values({ ...paymentOf(intentRow, 'succeeded'), disputedCents: disputed, disputeStatus: stage })
    .onConflictDoUpdate({
      target: payments.transactionId,
      set: { disputedCents: disputed, disputeStatus: stage },
      setWhere: movesFrom,
    });
  return 'applied';
}
