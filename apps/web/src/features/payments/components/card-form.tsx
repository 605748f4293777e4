import type { PaymentProvider } from '@pet-adoption/shared';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { Billing } from '../api/payment-requests';
import type { ConfirmCard, PaymentFailure } from '../hooks/use-card-payment';
import type { PaymentPurpose } from './donation-form';
import { TestCardPayment } from './test-card-payment';

// Its own chunk: Stripe.js is fetched only when a Stripe deployment shows a card form.
const StripeCardPayment = lazy(() => import('./stripe-card-payment'));

type CardFormProps = {
  provider: PaymentProvider;
  stripePublishableKey: string | null;
  billing: Billing;
  paying: boolean;
  failure: PaymentFailure | null;
  onPay: (price: number, confirmCard: ConfirmCard) => void;
  purpose?: PaymentPurpose;
};

/** The deployment's card provider's form: a donation's and an adoption fee's, the same way. */
export function CardForm({ provider, stripePublishableKey, ...flow }: CardFormProps) {
  if (provider === 'stripe') {
    if (!stripePublishableKey) {
      return (
        <p role="alert" className="alert alert-error">
          Card payments are not set up on this site yet. Please try again later.
        </p>
      );
    }
    return (
      <Suspense fallback={<Spinner label="Loading the card form" className="mx-auto block" />}>
        <StripeCardPayment publishableKey={stripePublishableKey} {...flow} />
      </Suspense>
    );
  }
  return <TestCardPayment {...flow} />;
}
