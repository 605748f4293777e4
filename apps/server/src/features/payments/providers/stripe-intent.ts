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
  keptCard: keptCardOf(intent),
});

// The SDK's type says null when absent; an answer may also leave the field out.
const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/** A card saved for later charges: its Customer and PaymentMethod, as chargeAgain reads them. */
function keptCardOf(intent: Stripe.PaymentIntent) {
  const customer = idOf(intent.customer);
  const method = idOf(intent.payment_method);
  if (intent.setup_future_usage !== 'off_session' || !customer || !method) return undefined;
  return `${customer} ${method}`;
}
