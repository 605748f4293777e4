import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TEST_CARDS } from '@pet-adoption/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { paymentIntents } from '../../../db/schema';
import {
  AlreadyRefundedError,
  type IntentStatus,
  type PaymentProvider,
  type ProviderIntent,
} from './provider';

/** The test provider's intent ids, so they never pass for Stripe's (pi_...) or the seed's. */
export const TEST_INTENT_PREFIX = 'pi_test_';

/**
 * The `test` provider: a simulated card processor with no network. Its whole state is the
 * payment_intents table, so every copy of the server sees the same intents; the client secret
 * is an HMAC of the id, so it proves the holder got it from us without being stored.
 */
export function createTestProvider(db: Database, secret: string) {
  const key = createHmac('sha256', secret).update('pet-adoption test provider v1').digest();
  const secretOf = (id: string) => createHmac('sha256', key).update(id).digest('base64url');

  const provider: PaymentProvider & {
    /** The intent id a client secret belongs to, or undefined when it was not made here. */
    intentIdOf(clientSecret: string): string | undefined;
  } = {
    name: 'test',

    // The row itself is written by the service, which does so for every provider.
    createIntent() {
      const id = `${TEST_INTENT_PREFIX}${randomBytes(12).toString('hex')}`;
      return Promise.resolve({ id, clientSecret: `${id}_secret_${secretOf(id)}` });
    },

    async retrieveIntent(id): Promise<ProviderIntent | undefined> {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(and(eq(paymentIntents.id, id), eq(paymentIntents.provider, 'test')));
      if (row === undefined) return undefined;
      return {
        id: row.id,
        // A refunded intent stays 'succeeded', as Stripe's do; the refund is the payment's.
        status: (row.status === 'refunded' ? 'succeeded' : row.status) as IntentStatus,
        amountCents: row.amountCents,
        currency: row.currency,
        metadata: {
          campaignId: row.campaignId ?? undefined,
          adoptionRequestId: row.adoptionRequestId ?? undefined,
          payerId: row.payerId,
        },
        keptCard: row.frequency === 'monthly' ? (row.testCard ?? undefined) : undefined,
      };
    },

    async chargeAgain({ card, amountCents, campaignId, payerId, idempotencyKey }) {
      // The key names the intent, so the same charge asked for twice is one intent, paid once.
      const id = `${TEST_INTENT_PREFIX}${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      const refusal = TEST_CARDS.find((known) => known.number === card)?.laterError;
      await db
        .insert(paymentIntents)
        .values({
          id,
          provider: 'test',
          campaignId,
          payerId,
          amountCents,
          currency: 'usd',
          status: refusal === undefined ? 'succeeded' : 'failed',
        })
        .onConflictDoNothing({ target: paymentIntents.id });
      const [row] = await db
        .select({ status: paymentIntents.status })
        .from(paymentIntents)
        .where(eq(paymentIntents.id, id));
      if (row?.status === 'failed') {
        return { id, status: 'failed', message: refusal?.message ?? 'Your card was declined.' };
      }
      return { id, status: 'succeeded' };
    },

    async refund(id) {
      // One statement decides, so two refunds at once refund once.
      const refunded = await db
        .update(paymentIntents)
        .set({ status: 'refunded' })
        .where(
          and(
            eq(paymentIntents.id, id),
            eq(paymentIntents.provider, 'test'),
            eq(paymentIntents.status, 'succeeded'),
          ),
        )
        .returning({ id: paymentIntents.id });
      if (refunded.length === 0) throw new AlreadyRefundedError();
    },

    intentIdOf(clientSecret) {
      const match = /^(pi_test_[0-9a-f]{24})_secret_([\w-]+)$/.exec(clientSecret);
      if (!match?.[1] || !match[2]) return undefined;
      const expected = Buffer.from(secretOf(match[1]));
      const given = Buffer.from(match[2]);
      return expected.length === given.length && timingSafeEqual(expected, given)
        ? match[1]
        : undefined;
    },
  };
  return provider;
}
export type TestProvider = ReturnType<typeof createTestProvider>;
