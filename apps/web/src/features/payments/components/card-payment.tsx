import type { PaymentProvider } from '@pet-adoption/shared';
import { useState } from 'react';
import type { Billing } from '../api/payment-requests';
import { useDonate } from '../hooks/use-donate';
import { AnonymousGift } from './anonymous-gift';
import { GiveMonthly } from './give-monthly';
import { CardForm } from './card-form';
import { CoverFee } from './cover-fee';
import { DONATION_PURPOSE } from './donation-form';
import { DonationSuccess } from './donation-success';

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
  const [anonymous, setAnonymous] = useState(false);
  const [coverFee, setCoverFee] = useState(false);
  const [monthly, setMonthly] = useState(false);
  const donate = useDonate(campaignId, billing.email, { anonymous, coverFee, monthly });
  const { state } = donate;

  if (state.phase === 'done') {
    return (
      <DonationSuccess
        price={state.price}
        monthly={monthly}
        transactionId={state.transactionId}
        historyHref={historyHref}
        campaignHref={campaignHref}
        onAgain={donate.reset}
      />
    );
  }

  return (
    <CardForm
      provider={provider}
      stripePublishableKey={stripePublishableKey}
      billing={billing}
      paying={donate.paying}
      // The state itself, not a copy: a new failure is a new object, and only then is it announced.
      failure={state.phase === 'failed' ? state : null}
      onPay={(price, confirm) => void donate.pay(price, confirm)}
      purpose={{
        ...DONATION_PURPOSE,
        giftOptions: (amount) => (
          <>
            <CoverFee amount={amount} checked={coverFee} onChange={setCoverFee} />
            <AnonymousGift checked={anonymous} onChange={setAnonymous} />
            <GiveMonthly checked={monthly} onChange={setMonthly} />
          </>
        ),
      }}
    />
  );
}
