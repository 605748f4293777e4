import { z } from 'zod/mini';

export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export const PaymentProviderSchema = z.enum(PAYMENT_PROVIDERS);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

/** GET /api/config: what the web app needs to know about this deployment. */
export const PublicConfigSchema = z
  .object({
    socialProviders: z.object({ google: z.boolean(), github: z.boolean() }),
    // Defaults keep a client that reads an older answer working (test provider, no Stripe).
    /** Which card processor takes donations: the web app shows its own card field or Stripe's. */
    paymentProvider: z._default(PaymentProviderSchema, 'test'),
    /** Only when paymentProvider is 'stripe'. */
    stripePublishableKey: z._default(z.nullable(z.string()), null),
  })
  .register(z.globalRegistry, { id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
