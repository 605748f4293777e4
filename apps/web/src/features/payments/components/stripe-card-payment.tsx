import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import type { Billing } from '../api/payments';
import type { ConfirmCard } from '../hooks/use-donate';
import { DonationForm } from './donation-form';

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
  error: string | null;
  onPay: (price: number, confirmCard: ConfirmCard) => void;
};

/** The payment form with Stripe's card Element; the card details never touch our pages. */
export default function StripeCardPayment({ publishableKey, ...props }: StripeCardPaymentProps) {
  return (
    <Elements stripe={getStripe(publishableKey)}>
      <StripeForm {...props} />
    </Elements>
  );
}

function StripeForm({
  billing,
  paying,
  error,
  onPay,
}: Omit<StripeCardPaymentProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [cardError, setCardError] = useState<string | null>(null);
  const [complete, setComplete] = useState(false);

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
    if (result.error) throw new Error(result.error.message ?? 'Your card could not be charged.');
    if (result.paymentIntent.status !== 'succeeded') {
      throw new Error('The payment was not completed. Please try again.');
    }
    return { id: result.paymentIntent.id };
  };

  return (
    <DonationForm
      paying={paying}
      error={error}
      checkCard={() => {
        if (!stripe || !elements) {
          setCardError('The card form is still loading. Please wait a moment.');
          return false;
        }
        if (!complete) {
          setCardError(cardError ?? 'Enter your card details.');
          return false;
        }
        return true;
      }}
      onPay={(price) => onPay(price, confirmCard)}
      card={
        <div role="group" aria-labelledby="stripe-card-label" className="flex flex-col gap-1.5">
          <span id="stripe-card-label" className="text-sm font-semibold">
            Card details
          </span>
          <div className="input h-auto w-full py-3">
            <CardElement
              className="w-full"
              options={{ hidePostalCode: true, disabled: paying }}
              onChange={(event) => {
                setComplete(event.complete);
                setCardError(event.error?.message ?? null);
              }}
            />
          </div>
          {cardError && <p className="text-sm text-error">{cardError}</p>}
        </div>
      }
    />
  );
}
