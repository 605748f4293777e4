import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chargeDateIn, dayOf, periodOf } from '../../db/queries/monthly-gift-schedule';
import { monthlyGifts, type paymentIntents, payments } from '../../db/schema';
import { giftCentsOf } from './payment-intents';

/**
 * The first charge of a monthly gift was paid: the gift starts, charged again on this day each
 * month with the card the provider kept, and the payment is its first month's. Called in the
 * transaction that records the payment as succeeded; a payment starts at most one gift.
 */
export async function startMonthlyGift(
  tx: Executor,
  intent: typeof paymentIntents.$inferSelect,
  paymentId: string,
  keptCard: string | undefined,
  now = new Date(),
) {
  if (intent.frequency !== 'monthly' || intent.campaignId === null || keptCard === undefined) {
    return;
  }
  const [payment] = await tx
    .select({ id: payments.id, createdAt: payments.createdAt })
    .from(payments)
    .where(and(eq(payments.id, paymentId), isNull(payments.monthlyGiftId)));
  if (payment === undefined) return;
  const today = dayOf(now);
  const chargeDay = now.getUTCDate();
  const [gift] = await tx
    .insert(monthlyGifts)
    .values({
      donorId: intent.payerId,
      campaignId: intent.campaignId,
      amountCents: giftCentsOf(intent),
      coverFee: intent.feeCoveredCents > 0,
      anonymous: intent.anonymous,
      provider: intent.provider,
      card: keptCard,
      chargeDay,
      nextChargeOn: chargeDateIn(chargeDay, today, 1),
    })
    .returning({ id: monthlyGifts.id });
  if (gift === undefined) return;
  await tx
    .update(payments)
    .set({ monthlyGiftId: gift.id, chargePeriod: periodOf(today) })
    .where(eq(payments.id, payment.id));
}
