import type { PaymentProvider as PaymentProviderName } from '@pet-adoption/shared';

/** A PaymentIntent's status in the provider's words (Stripe's list; the test provider uses a few). */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded';

/** What an intent pays for: a gift to a campaign, or the fee that completes an adoption. */
export type IntentPurpose =
  { kind: 'donation'; campaignId: string } | { kind: 'fee'; adoptionRequestId: string };

export interface CreateIntentInput {
  amountCents: number;
  currency: 'usd';
  purpose: IntentPurpose;
  payerId: string;
  payerEmail: string;
  /** The same key again answers the same intent instead of a new one (intent-idempotency.ts). */
  idempotencyKey: string;
  /** Keep the card to charge it again without the payer (the first charge of a monthly gift). */
  keepCard?: boolean;
}

/** A charge of a kept card, made without the payer (a monthly gift's next months). */
export interface ChargeAgainInput {
  /** The card as the provider kept it (ProviderIntent.keptCard). */
  card: string;
  amountCents: number;
  campaignId: string;
  payerId: string;
  /** The same key again answers the same charge: one per gift, month and try. */
  idempotencyKey: string;
}

export type ChargeAgainResult =
  | { id: string; status: 'succeeded' | 'processing' }
  | { id: string; status: 'failed'; message: string };

export interface ProviderIntent {
  id: string;
  status: IntentStatus;
  amountCents: number;
  currency: string;
  /** What we attached when creating it; absent keys mean it is not one of ours. */
  metadata: {
    campaignId: string | undefined;
    adoptionRequestId: string | undefined;
    payerId: string | undefined;
  };
  /** The card, kept to charge again, when the intent was made with `keepCard` and paid. */
  keptCard: string | undefined;
}

/** Thrown by refund() when the provider says there is nothing left to refund. */
export class AlreadyRefundedError extends Error {
  constructor() {
    super('The payment has already been refunded.');
    this.name = 'AlreadyRefundedError';
  }
}

/**
 * A card processor behind one interface (docs/product.md §10): `test` (embedded, no network) and
 * `stripe`. The server never takes the client's word for a payment: it asks retrieveIntent.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createIntent(input: CreateIntentInput): Promise<{ id: string; clientSecret: string }>;
  /** The intent as the provider knows it now; undefined when it does not know the id. */
  retrieveIntent(id: string): Promise<ProviderIntent | undefined>;
  /** Refunds the whole amount; throws AlreadyRefundedError when that was done before. */
  refund(id: string): Promise<void>;
  /** Charges a kept card again; a refusal is an answer, not an error. */
  chargeAgain(input: ChargeAgainInput): Promise<ChargeAgainResult>;
}
