import { feeTexts, type PaymentProvider } from '@pet-adoption/shared';
import { useId } from 'react';
import { formatMoney } from '@/lib/format';
import type { Billing } from '../api/payment-requests';
import type { usePayFee } from '../hooks/use-pay-fee';
import { CardForm } from './card-form';

type FeeStepProps = {
  /** The screen's payment: its receipt outlives this step, which goes once the fee is paid. */
  payment: ReturnType<typeof usePayFee>;
  fee: number;
  provider: PaymentProvider;
  stripePublishableKey: string | null;
  billing: Billing;
};

/**
 * Step 2: the adoption fee, by card with the same form and provider as a donation. The card
 * field needs the provider's script, as Donate's does.
 */
export function FeeStep({ payment, fee, provider, stripePublishableKey, billing }: FeeStepProps) {
  const headingId = useId();
  const { state } = payment;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        {feeTexts.payFee(formatMoney(fee))}
      </h2>
      <CardForm
        provider={provider}
        stripePublishableKey={stripePublishableKey}
        billing={billing}
        paying={payment.paying}
        // The state itself, not a copy: a new failure is a new object, and only then is it announced.
        failure={state.phase === 'failed' ? state : null}
        onPay={(price, confirm) => void payment.pay(price, confirm)}
        purpose={{
          fixedPrice: fee,
          payLabel: feeTexts.payButton,
          needsScript: feeTexts.feeNeedsScript,
        }}
      />
    </section>
  );
}
