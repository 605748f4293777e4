import {
  campaignStatus,
  coverFeeCents,
  type CreatePaymentIntent,
  type GiftFrequency,
  type PaymentIntentAnswer,
  toCents,
} from '@pet-adoption/shared';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentIntents } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { findCampaignRecord } from '../../db/queries/campaign-record';
import type { AuthUser } from '../../lib/auth-user';
import type { IntentPurpose, PaymentProvider } from './providers/provider';
import { intentIdempotencyKey } from './intent-idempotency';
import { CLOSED_MESSAGES } from './payment-messages';

/** 409 with the reason, unless the campaign takes donations now. */
export function requireActive(campaign: { lastDate: string; paused: boolean }) {
  const status = campaignStatus(campaign);
  if (status !== 'active') throw conflict(CLOSED_MESSAGES[status]);
}

/** An intent's gift: what it charges, less the card fee the donor covered on top. */
export const giftCentsOf = (intent: { amountCents: number; feeCoveredCents: number }) =>
  intent.amountCents - intent.feeCoveredCents;

/** Gifts of one amount, by one payer, to one purpose, within the retry window: far beyond any. */
const MAX_REPEATED_GIFTS = 50;

/** An intent in these states can still be paid; one in any other was paid or is being paid. */
const PAYABLE_INTENT_STATUSES = new Set(['requires_payment_method', 'failed']);

/**
 * An intent at the provider for `amountCents`, recorded with its payer and purpose, so a later
 * confirmation can be checked against what was asked. A retried request (same payer, purpose
 * and amount within a few minutes, or the same `Idempotency-Key`) answers the same intent,
 * unless that one was paid meanwhile.
 */
export async function openIntent(
  db: Database,
  provider: PaymentProvider,
  caller: AuthUser,
  purpose: IntentPurpose,
  amountCents: number,
  clientKey: string | undefined,
  {
    anonymous = false,
    feeCoveredCents = 0,
    frequency = 'once',
  }: { anonymous?: boolean; feeCoveredCents?: number; frequency?: GiftFrequency } = {},
): Promise<PaymentIntentAnswer> {
  const input = {
    amountCents,
    currency: 'usd' as const,
    purpose,
    payerId: caller.id,
    payerEmail: caller.email,
    keepCard: frequency === 'monthly',
  };
  const idempotencyKey = intentIdempotencyKey({ ...input, feeCoveredCents, frequency }, clientKey);
  let intent = await provider.createIntent({ ...input, idempotencyKey });
  // The same amount again after paying is another payment, with a key of its own: the key after
  // the paid intent's, and after that one's if it was paid too (a third gift, a fourth...).
  for (let paid = 0; paid < MAX_REPEATED_GIFTS; paid += 1) {
    const [known] = await db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.id));
    if (known === undefined || PAYABLE_INTENT_STATUSES.has(known.status)) break;
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
      campaignId: purpose.kind === 'donation' ? purpose.campaignId : null,
      adoptionRequestId: purpose.kind === 'fee' ? purpose.adoptionRequestId : null,
      payerId: caller.id,
      amountCents,
      currency: 'usd',
      anonymous,
      feeCoveredCents,
      frequency,
    })
    // A retry answers the same intent: the donor's latest choice of anonymity holds until paid.
    .onConflictDoUpdate({
      target: paymentIntents.id,
      set: { anonymous },
      setWhere: inArray(paymentIntents.status, [...PAYABLE_INTENT_STATUSES]),
    });
  return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
}

/**
 * POST /api/create-payment-intent: an intent for the amount typed, for an active campaign; with
 * `coverFee`, for that amount plus the card fee on it, so the campaign receives the whole gift;
 * with `frequency: 'monthly'`, the first charge of a monthly gift (monthly-gift-start.ts).
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
  const feeCoveredCents = body.coverFee === true ? coverFeeCents(toCents(body.price)) : 0;
  return openIntent(
    db,
    provider,
    caller,
    { kind: 'donation', campaignId: campaign.id },
    toCents(body.price) + feeCoveredCents,
    clientKey,
    { anonymous: body.anonymous ?? false, feeCoveredCents, frequency: body.frequency ?? 'once' },
  );
}
