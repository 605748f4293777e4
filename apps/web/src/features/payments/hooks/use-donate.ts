import { createPaymentIntent, recordPayment } from '../api/payment-requests';
import { useInvalidateDonations } from '../api/payments';
import { useCardPayment } from './use-card-payment';

/**
 * One donation to `campaignId`: the intent for the amount given, and whether anonymously, at the
 * moment Donate is pressed.
 */
export function useDonate(campaignId: string, email: string, anonymous: boolean) {
  const invalidate = useInvalidateDonations();
  return useCardPayment({
    start: (price) => createPaymentIntent({ price, campaignId, anonymous }),
    record: async (transactionId, price) =>
      (await recordPayment({ campaignId, transactionId, price, email })).paymentResult.insertedId,
    chargedNotRecorded: (message, reference) =>
      `Your card was charged, but the donation could not be recorded yet (${message}). Please contact us with the reference ${reference}.`,
    onRecorded: invalidate,
  });
}
