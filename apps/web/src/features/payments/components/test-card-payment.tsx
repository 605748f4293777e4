import { CardFieldsSchema, fieldErrorsOf } from '@pet-adoption/shared';
import { useState } from 'react';
import { confirmTestCard, type Billing } from '../api/payments';
import type { ConfirmCard } from '../hooks/use-donate';
import { DonationForm } from './donation-form';
import { TestCardFields, type TestCardErrors, type TestCardValues } from './test-card-fields';

type TestCardPaymentProps = {
  billing: Billing;
  paying: boolean;
  error: string | null;
  onPay: (price: number, confirmCard: ConfirmCard) => void;
};

/** The payment form with the `test` provider's own card field (no network, no real money). */
export function TestCardPayment({ billing, paying, error, onPay }: TestCardPaymentProps) {
  const [card, setCard] = useState<TestCardValues>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<TestCardErrors>({});

  const parse = () => {
    const parsed = CardFieldsSchema.safeParse(card);
    if (parsed.success) {
      setErrors({});
      return parsed.data;
    }
    setErrors(fieldErrorsOf(parsed.error.issues));
    return null;
  };

  return (
    <DonationForm
      paying={paying}
      error={error}
      checkCard={() => parse() !== null}
      onPay={(price) => {
        const checked = parse();
        if (!checked) return;
        onPay(price, (clientSecret) => confirmTestCard(clientSecret, checked, billing));
      }}
      card={
        <TestCardFields
          values={card}
          errors={errors}
          disabled={paying}
          onChange={(values) => setCard(values)}
        />
      }
    />
  );
}
