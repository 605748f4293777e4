import { useRef, useState } from 'react';
import { createPaymentIntent, recordPayment } from '../api/payment-requests';
import { useInvalidateDonations } from '../api/payments';

/**
 * Confirms the intent with the card provider; rejects with the provider's message, as a
 * CardRefusedError when the card itself is at fault.
 */
export type ConfirmCard = (clientSecret: string) => Promise<{ id: string }>;

/** The provider refused the card (declined, invalid number…): the fix is in the card field. */
export class CardRefusedError extends Error {
  override readonly name = 'CardRefusedError';
}

/** Why a donation did not go through; `cardRefused` sends the person back to the card field. */
export type PaymentFailure = { message: string; cardRefused: boolean };

export type DonationState =
  | { phase: 'idle' }
  | { phase: 'paying' }
  | ({ phase: 'failed' } & PaymentFailure)
  | { phase: 'done'; price: number; transactionId: string };

/**
 * One donation, start to finish: a fresh intent for the amount given at this moment, the card
 * confirmation, then the record. A second call while one is under way is ignored (double
 * click), so a person pays once.
 */
export function useDonate(campaignId: string, email: string) {
  const [state, setState] = useState<DonationState>({ phase: 'idle' });
  // A ref, not state: two clicks in the same frame both see the old state.
  const busy = useRef(false);
  const invalidate = useInvalidateDonations();

  const pay = async (price: number, confirmCard: ConfirmCard) => {
    if (busy.current) return;
    busy.current = true;
    setState({ phase: 'paying' });
    let charged: { id: string } | null = null;
    try {
      const intent = await createPaymentIntent({ price, campaignId });
      charged = await confirmCard(intent.clientSecret);
      await recordPayment({ campaignId, transactionId: charged.id, price, email });
      setState({ phase: 'done', price, transactionId: charged.id });
      void invalidate();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The payment did not go through.';
      setState({
        phase: 'failed',
        // The money moved but the record did not: say so, with the reference to quote.
        message: charged
          ? `Your card was charged, but the donation could not be recorded yet (${message}). Please contact us with the reference ${charged.id}.`
          : message,
        cardRefused: !charged && error instanceof CardRefusedError,
      });
    } finally {
      busy.current = false;
    }
  };

  const reset = () => setState({ phase: 'idle' });
  return { state, pay, reset, paying: state.phase === 'paying' };
}
