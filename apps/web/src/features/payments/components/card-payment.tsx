import type { PaymentProvider } from '@pet-adoption/shared';
import { lazy, Suspense } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { Billing } from '../api/payment-requests';
import { useDonate } from '../hooks/use-donate';
import { DonationSuccess } from './donation-success';
import { TestCardPayment } from './test-card-payment';

// Its own chunk: Stripe.js is fetched only when a Stripe deployment shows this screen.
const StripeCardPayment = lazy(() => import('./stripe-card-payment'));

type CardPaymentProps = {
  campaignId: string;
  provider: PaymentProvider;
  stripePublishableKey: string | null;
  billing: Billing;
  /** Links shown after a successful donation. */
  historyHref: string;
  campaignHref: string;
};

/** The donation flow with the deployment's card provider, then the thank-you. */
export function CardPayment({
  campaignId,
  provider,
  stripePublishableKey,
  billing,
  historyHref,
  campaignHref,
}: CardPaymentProps) {
  const donate = useDonate(campaignId, billing.email);
  const { state } = donate;

  if (state.phase === 'done') {
    return (
      <DonationSuccess
        price={state.price}
        transactionId={state.transactionId}
        historyHref={historyHref}
        campaignHref={campaignHref}
        onAgain={donate.reset}
      />
    );
  }

  const flow = {
    billing,
    paying: donate.paying,
    // The state itself, not a copy: a new failure is a new object, and only then is it announced.
    failure: state.phase === 'failed' ? state : null,
    onPay: (price: number, confirm: Parameters<typeof donate.pay>[1]) =>
      void donate.pay(price, confirm),
  };

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
