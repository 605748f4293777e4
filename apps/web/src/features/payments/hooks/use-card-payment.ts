import { useRef, useState } from 'react';

/**
 * Confirms the intent with the card provider; rejects with the provider's message, as a
 * CardRefusedError when the card itself is at fault.
 */
export type ConfirmCard = (clientSecret: string) => Promise<{ id: string }>;

/** The provider refused the card (declined, invalid number…): the fix is in the card field. */
export class CardRefusedError extends Error {
  override readonly name = 'CardRefusedError';
}

/** Why a payment did not go through; `cardRefused` sends the person back to the card field. */
export type PaymentFailure = { message: string; cardRefused: boolean };

export type PaymentState =
  | { phase: 'idle' }
  | { phase: 'paying' }
  | ({ phase: 'failed' } & PaymentFailure)
  | { phase: 'done'; price: number; transactionId: string; receipt: string | null };

/** What is being paid for: a donation to a campaign, or an adoption's fee. */
export type CardCharge = {
  /** A fresh intent for `price` dollars, asked for at the moment the person pays. */
  start: (price: number) => Promise<{ clientSecret: string }>;
  /** Records the payment the provider confirmed; answers the record's id, if any. */
  record: (transactionId: string, price: number) => Promise<string | null>;
  /** The money moved but the record did not: the sentence, with the reference to quote. */
  chargedNotRecorded: (message: string, reference: string) => string;
  /** After the record: what the screens show about payments is out of date. */
  onRecorded?: () => unknown;
};

/**
 * One card payment, start to finish: a fresh intent, the card confirmation, then the record. A
 * second call while one is under way is ignored (double click), so a person pays once.
 */
export function useCardPayment(charge: CardCharge) {
  const [state, setState] = useState<PaymentState>({ phase: 'idle' });
  // A ref, not state: two clicks in the same frame both see the old state.
  const busy = useRef(false);

  const pay = async (price: number, confirmCard: ConfirmCard) => {
    if (busy.current) return;
    busy.current = true;
    setState({ phase: 'paying' });
    let charged: { id: string } | null = null;
    try {
      const intent = await charge.start(price);
      charged = await confirmCard(intent.clientSecret);
      const receipt = await charge.record(charged.id, price);
      setState({ phase: 'done', price, transactionId: charged.id, receipt });
      void charge.onRecorded?.();
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The payment did not go through.';
      setState({
        phase: 'failed',
        message: charged ? charge.chargedNotRecorded(message, charged.id) : message,
        cardRefused: !charged && error instanceof CardRefusedError,
      });
    } finally {
      busy.current = false;
    }
  };

  const reset = () => setState({ phase: 'idle' });
  return { state, pay, reset, paying: state.phase === 'paying' };
}
