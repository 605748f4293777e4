import type Stripe from 'stripe';
import type { AppConfig } from '../../../app';
import type { Database } from '../../../db/client';
import type { PaymentProvider } from './provider';
import { createStripeClient, createStripeProvider } from './stripe-provider';
import { createTestProvider, type TestProvider } from './test-provider';

export interface Payments {
  provider: PaymentProvider;
  /** Set when the test provider is the active one (its card form posts to the server). */
  test: TestProvider | undefined;
  /** Set when Stripe is the active one (its webhook needs the client and the secret). */
  stripe: { client: Stripe; webhookSecret: string } | undefined;
}

/** Stripe when its keys are configured, else the embedded test provider (DESIGN §5). */
export function createPayments(
  config: Pick<AppConfig, 'stripe' | 'authSecret'>,
  db: Database,
): Payments {
  if (config.stripe !== undefined) {
    const client = createStripeClient(config.stripe);
    return {
      provider: createStripeProvider(client),
      test: undefined,
      stripe: { client, webhookSecret: config.stripe.webhookSecret },
    };
  }
  const test = createTestProvider(db, config.authSecret);
  return { provider: test, test, stripe: undefined };
}
