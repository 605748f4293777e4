import { feeTexts, receiptCode } from '@pet-adoption/shared';
import { useInvalidateFee } from '../api/fees';
import { useCardPayment } from './use-card-payment';

/** Requests and their schemas load with the first payment, as the donation's do. */
const requests = () => import('../api/fee-requests');

/** An accepted adoption's fee: its own intent (the server fixes the amount), then the record. */
export function usePayFee(requestId: string) {
  const invalidate = useInvalidateFee();
  return useCardPayment({
    start: async () => (await requests()).createFeeIntent(requestId),
    // The code the receipt e-mail and payment history give: one to quote, whichever is at hand.
    record: async (transactionId) =>
      receiptCode(
        (await (await requests()).recordFeePayment(requestId, transactionId)).paymentResult
          .insertedId,
      ),
    chargedNotRecorded: feeTexts.chargedNotRecorded,
    onRecorded: invalidate,
  });
}
