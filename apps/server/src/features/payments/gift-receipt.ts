import { notificationTexts, pageHref, shortReceiptCode, dollarsText } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { campaigns, payments } from '../../db/schema';
import type { Notify } from '../../lib/notify';

/**
 * Tells the donor their gift arrived, with the link to its receipt (`/receipts/{code}`), in the
 * transaction that records it as succeeded: the callers call it only when that is new, so a gift
 * is receipted once however it is confirmed.
 */
export async function sendGiftReceipt(tx: Executor, notify: Notify, paymentId: string) {
  const [gift] = await tx
    .select({
      payerId: payments.payerId,
      code: payments.receiptCode,
      amountCents: payments.amountCents,
      petName: campaigns.petName,
      monthlyGiftId: payments.monthlyGiftId,
    })
    .from(payments)
    .innerJoin(campaigns, eq(campaigns.id, payments.campaignId))
    .where(eq(payments.id, paymentId));
  if (gift === undefined) return;
  await notify(tx, [
    {
      userId: gift.payerId,
      kind: 'donationReceipt',
      text: notificationTexts.donationReceipt(
        gift.petName,
        dollarsText(gift.amountCents),
        shortReceiptCode(gift.code),
        gift.monthlyGiftId !== null,
      ),
      link: pageHref('receipt', { code: gift.code }),
    },
  ]);
}
