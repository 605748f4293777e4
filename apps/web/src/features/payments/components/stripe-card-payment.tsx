import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useId, useState } from 'react';
import type { Billing } from '../api/payment-requests';
import { CardRefusedError, type ConfirmCard, type PaymentFailure } from '../hooks/use-card-payment';
import { DonationForm, type PaymentPurpose } from './donation-form';

/*
 * Only the payment screen imports this module, and only when the deployment uses Stripe, so
 * Stripe.js (and this package) never load anywhere else. One Stripe instance per key.
 */
const stripes = new Map<string, Promise<Stripe | null>>();
function getStripe(publishableKey: string) {
  let stripe = stripes.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    stripes.set(publishableKey, stripe);
  }
  return stripe;
}

type StripeCardPaymentProps = {
  publishableKey: string;
  billing: Billing;
  paying: boolean;
  failure: PaymentFailure | null;
  onPay: (price: number, confirmCard: ConfirmCard) => void;
  purpose?: PaymentPurpose | undefined;
};

/** The payment form with Stripe's card Element; the card details never touch our pages. */
export default function StripeCardPayment({ publishableKey, ...props }: StripeCardPaymentProps) {
  return (
    <Elements stripe={getStripe(publishableKey)}>
      <StripeForm {...props} />
    </Elements>
  );
}

// Stripe's words for a refusal the card field can fix; the others are about the connection.
const CARD_FAULTS = new Set(['card_error', 'validation_error']);

function StripeForm({
  billing,
  paying,
  failure,
  onPay,
  purpose,
}: Omit<StripeCardPaymentProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const id = useId();
  // `shown` counts the times Donate found the card wrong: each one announces the sentence anew.
  const [cardError, setCardError] = useState<{ message: string; shown: number } | null>(null);
  const [complete, setComplete] = useState(false);

  const refuseCard = (message: string) =>
    setCardError((current) => ({ message, shown: (current?.shown ?? 0) + 1 }));

  const confirmCard: ConfirmCard = async (clientSecret) => {
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) throw new Error('The card form is still loading. Please try again.');
    const result = await stripe.confirmCardPayment(clientSecret, {
      payment_method: {
        card,
        // The billing e-mail and name, or 'anonymous' when there is no name.
        billing_details: { email: billing.email, name: billing.name || 'anonymous' },
      },
    });
    if (result.error) {
      const message = result.error.message ?? 'Your card could not be charged.';
      throw CARD_FAULTS.has(result.error.type) ? new CardRefusedError(message) : new Error(message);
    }
    if (result.paymentIntent.status !== 'succeeded') {
      throw new Error('The payment was not completed. Please try again.');
    }
    return { id: result.paymentIntent.id };
  };

  return (
    <DonationForm
      purpose={purpose}
      paying={paying}
      failure={failure}
      checkCard={() => {
        if (!stripe || !elements) {
          refuseCard('The card form is still loading. Please wait a moment.');
          return false;
        }
        if (!complete) {
          refuseCard(cardError?.message ?? 'Enter your card details.');
          return false;
        }
        return true;
      }}
      // Stripe's frame cannot be marked invalid from here; its element takes focus itself.
      focusCard={() => elements?.getElement(CardElement)?.focus()}
      onPay={(price) => onPay(price, confirmCard)}
      card={
        <div
          role="group"
          aria-labelledby={`${id}-label`}
          aria-describedby={cardError ? `${id}-error` : undefined}
          className="flex flex-col gap-1.5"
        >
          <div className="flex items-baseline gap-1 text-sm font-semibold">
            <span id={`${id}-label`}>Card details</span>
            <span aria-hidden="true">*</span>
          </div>
          <div className="input h-auto w-full py-3">
            <CardElement
              className="w-full"
              options={{ hidePostalCode: true, disabled: paying }}
              onChange={(event) => {
                setComplete(event.complete);
                // Stripe's own check as the card is typed ("Your card number is invalid."):
                // announced when it appears, like the check on Donate.
                setCardError(event.error ? { message: event.error.message, shown: 0 } : null);
              }}
            />
          </div>
          {cardError && (
            <p key={cardError.shown} id={`${id}-error`} role="alert" className="text-sm text-error">
              {cardError.message}
            </p>
          )}
        </div>
      }
    />
  );
}
