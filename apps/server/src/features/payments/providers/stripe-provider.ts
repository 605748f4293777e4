import Stripe from 'stripe';
import type { StripeConfig } from '../../../config';
import {
  AlreadyRefundedError,
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
} from './provider';

/** The SDK client; STRIPE_API_BASE points it at a local stand-in in tests. */
export function createStripeClient(config: StripeConfig) {
  const base = config.apiBase;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base === undefined
      ? {}
      : {
          host: base.hostname,
          port: base.port === '' ? (base.protocol === 'http:' ? 80 : 443) : Number(base.port),
          protocol: base.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }),
  });
}

const toIntent = (intent: Stripe.PaymentIntent): ProviderIntent => ({
  id: intent.id,
  status: intent.status as IntentStatus,
  amountCents: intent.amount,
  currency: intent.currency,
  metadata: { campaignId: intent.metadata.campaignId, payerId: intent.metadata.payerId },
});

export const stripeIntentOf = toIntent;

/** PaymentIntents with the campaign and payer in their metadata. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',

    async createIntent({ amountCents, currency, campaignId, payerId, payerEmail }) {
      const intent = await stripe.paymentIntents.create({
        amount: amountCents,
        currency,
        // The payment screen confirms with a card element (confirmCardPayment).
        allowed_payment_method_types: ['card'],
        metadata: { campaignId, payerId },
        receipt_email: payerEmail,
        description: 'Donation',
      });
      if (intent.client_secret === null) throw new Error('Stripe gave no client secret');
      return { id: intent.id, clientSecret: intent.client_secret };
    },

    async retrieveIntent(id) {
      try {
        return toIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          if (error.code === 'resource_missing' || error.statusCode === 404) return undefined;
        }
        throw error;
      }
    },

    async refund(id) {
      try {
        // One refund per intent: Stripe answers a repeat with the same refund, not a second one.
        await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
      } catch (error) {
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'charge_already_refunded'
        ) {
          throw new AlreadyRefundedError();
        }
        throw error;
      }
    },
  };
}
