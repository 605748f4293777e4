import type Stripe from 'stripe';
import type { AppConfig } from '../../../app-config';
import type { Database } from '../../../db/client';
import type { PaymentProvider } from './provider';
import { createTestProvider, type TestProvider } from './test-provider';

export interface Payments {
  provider: PaymentProvider;
  /** Set when the test provider is the active one (its card form posts to the server). */
  test: TestProvider | undefined;
  /** Set when Stripe is the active one (its webhook needs the client and the secret). */
  stripe: { client: Stripe; webhookSecret: string; livemode: boolean } | undefined;
  /** A line for the start-up log when the set-up deserves one. */
  warning: string | undefined;
}

export const TEST_MODE_IN_PRODUCTION =
  'Card donations use the built-in test processor, so no real money moves. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET to take real donations.';

/**
 * Stripe when its keys are configured, else the embedded test provider (docs/product.md §10).
 * Stripe's SDK is loaded only then: a start with the test provider never reads it.
 */
export async function createPayments(
  config: Pick<AppConfig, 'stripe' | 'authSecret' | 'nodeEnv'>,
  db: Database,
): Promise<Payments> {
  if (config.stripe !== undefined) {
    const { createStripeClient, createStripeProvider } = await import('./stripe-provider');
    const client = createStripeClient(config.stripe);
    return {
      provider: createStripeProvider(client),
      test: undefined,
      stripe: {
        client,
        webhookSecret: config.stripe.webhookSecret,
        // Live keys (sk_live_…, restricted rk_live_…) take live events; test keys test ones.
        livemode: /^[sr]k_live_/.test(config.stripe.secretKey),
      },
      warning: undefined,
    };
  }
  const test = createTestProvider(db, config.authSecret);
  return {
    provider: test,
    test,
    stripe: undefined,
    // The web app labels test mode, but a production server taking pretend money deserves a line.
    warning: config.nodeEnv === 'production' ? TEST_MODE_IN_PRODUCTION : undefined,
  };
}
