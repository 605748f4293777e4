import { createPaymentIntent, recordPayment } from '../api/payment-requests';
import { useInvalidateDonations } from '../api/payments';
import { useCardPayment } from './use-card-payment';

/**
 * One donation to `campaignId`: the intent for the amount given, whether anonymously, whether
 * with the card fee on top and whether monthly, at the moment Donate is pressed. The record
 * names the gift alone.
 */
export function useDonate(
  campaignId: string,
  email: string,
  { anonymous, coverFee, monthly }: { anonymous: boolean; coverFee: boolean; monthly: boolean },
) {
  const invalidate = useInvalidateDonations();
  return useCardPayment({
    start: (price) =>
      createPaymentIntent({
        price,
        campaignId,
        anonymous,
        coverFee,
        frequency: monthly ? 'monthly' : 'once',
      }),
    record: async (transactionId, price) =>
      (await recordPayment({ campaignId, transactionId, price, email })).paymentResult.insertedId,
    chargedNotRecorded: (message, reference) =>
      `Your card was charged, but the donation could not be recorded yet (${message}). Please contact us with the reference ${reference}.`,
    onRecorded: invalidate,
  });
}
