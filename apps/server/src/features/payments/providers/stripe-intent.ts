import type Stripe from 'stripe';
import type { IntentStatus, ProviderIntent } from './provider';

/**
 * Stripe's PaymentIntent as the payment code reads any provider's. Types only from Stripe's SDK:
 * the webhook's dispatch uses this without loading it (decision 051).
 */
export const stripeIntentOf = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  status: intent.status as IntentStatus,
  amountCents: intent.amount,
  currency: intent.currency,
  metadata: {
    campaignId: intent.metadata.campaignId,
    adoptionRequestId: intent.metadata.adoptionRequestId,
    payerId: intent.metadata.payerId,
  },
});
