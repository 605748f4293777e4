import Stripe from 'stripe';
import type { StripeConfig } from '../../../config';
import { badRequest, conflict, HttpError } from '../../../lib/errors';
import { AlreadyRefundedError, type PaymentProvider } from './provider';
import { stripeIntentOf as toIntent } from './stripe-intent';

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

export const STRIPE_UNAVAILABLE_MESSAGE =
  'The card processor cannot be reached right now. Please try again in a moment.';
export const AMOUNT_TOO_SMALL_MESSAGE = 'Stripe takes card donations of at least $0.50.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for another donation. Send a new key for a new donation.';

/** Stripe being down or busy is not the caller's fault: 503 with a sentence, not a 500. */
function unavailableOr(error: unknown): unknown {
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeAPIError ||
    error instanceof Stripe.errors.StripeRateLimitError
  ) {
    return new HttpError(503, 'SERVICE_UNAVAILABLE', STRIPE_UNAVAILABLE_MESSAGE);
  }
  return error;
}

/** PaymentIntents with the campaign (or the adoption request of a fee) and payer in their metadata. */
export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',

    async createIntent({
      amountCents,
      currency,
      purpose,
      payerId,
      payerEmail,
      idempotencyKey,
      keepCard = false,
    }) {
      let intent: Stripe.PaymentIntent;
      try {
        // A card kept to charge again belongs to a Customer: one per monthly gift started.
        const customer = keepCard
          ? await stripe.customers.create(
              { email: payerEmail, metadata: { payerId } },
              { idempotencyKey: `customer-${idempotencyKey}` },
            )
          : undefined;
        intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency,
            // The payment screen confirms with a card element (confirmCardPayment).
            allowed_payment_method_types: ['card'],
            metadata:
              purpose.kind === 'donation'
                ? { campaignId: purpose.campaignId, payerId }
                : { kind: 'fee', adoptionRequestId: purpose.adoptionRequestId, payerId },
            receipt_email: payerEmail,
            description: purpose.kind === 'donation' ? 'Donation' : 'Adoption fee',
            ...(customer === undefined
              ? {}
              : { customer: customer.id, setup_future_usage: 'off_session' as const }),
          },
          // A retried request gets the intent made the first time, not a second PaymentIntent.
          { idempotencyKey },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeIdempotencyError) {
          throw conflict(IDEMPOTENCY_KEY_REUSED_MESSAGE);
        }
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'amount_too_small'
        ) {
          throw badRequest(AMOUNT_TOO_SMALL_MESSAGE, { price: AMOUNT_TOO_SMALL_MESSAGE });
        }
        throw unavailableOr(error);
      }
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
        throw unavailableOr(error);
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
        throw unavailableOr(error);
      }
    },

    async chargeAgain({ card, amountCents, campaignId, payerId, idempotencyKey }) {
      const [customer, paymentMethod] = card.split(' ');
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            customer,
            payment_method: paymentMethod,
            off_session: true,
            confirm: true,
            metadata: { campaignId, payerId, monthly: 'true' },
            description: 'Monthly donation',
          },
          { idempotencyKey },
        );
        if (intent.status === 'succeeded') return { id: intent.id, status: 'succeeded' };
        if (intent.status === 'processing') return { id: intent.id, status: 'processing' };
        // Asks for the donor (3-D Secure): it cannot be paid without them.
        return {
          id: intent.id,
          status: 'failed',
          message: 'Your bank asked to confirm the payment.',
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) {
          return {
            id: error.payment_intent?.id ?? idempotencyKey,
            status: 'failed',
            message: error.message,
          };
        }
        throw unavailableOr(error);
      }
    },
  };
}
