import { notificationTexts, pageHref, shortReceiptCode, dollarsText } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { campaigns, monthlyGifts, payments } from '../schema';
import type { NoticeDraft } from './notice-draft';

/**
 * The notice that tells the donor their gift arrived, with the link to its receipt
 * (`/receipts/{code}`) and, for a monthly gift, in the e-mail only, the link that manages it, for
 * the notify of the transaction that records it as succeeded: the callers ask for it only when
 * that is new, so a gift is receipted once however it is confirmed.
 */
export async function giftReceiptNotices(tx: Executor, paymentId: string): Promise<NoticeDraft[]> {
  const [gift] = await tx
    .select({
      payerId: payments.payerId,
      code: payments.receiptCode,
      amountCents: payments.amountCents,
      petName: campaigns.petName,
      monthlyGiftId: payments.monthlyGiftId,
      manageCode: monthlyGifts.manageCode,
    })
    .from(payments)
    .innerJoin(campaigns, eq(campaigns.id, payments.campaignId))
    .leftJoin(monthlyGifts, eq(monthlyGifts.id, payments.monthlyGiftId))
    .where(eq(payments.id, paymentId));
  if (gift === undefined) return [];
  return [
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
      // The gift's own page goes to the donor's inbox alone: never on the receipt, which is
      // printed and shown, nor in the notice.
      ...(gift.manageCode !== null && {
        mailOnlyLink: {
          linked: 'Manage your monthly gift',
          rest: ': change its amount, skip a month, pause or cancel it.',
          path: pageHref('manageGift', { code: gift.manageCode }),
        },
      }),
    },
  ];
}
