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
}

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
}
