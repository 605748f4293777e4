import { CardFieldsSchema, fieldErrorsOf, type CardFields } from '@pet-adoption/shared';
import { useRef, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { confirmTestCard, type Billing } from '../api/payment-requests';
import { CardRefusedError, type ConfirmCard, type PaymentFailure } from '../hooks/use-card-payment';
import { DonationForm, type PaymentPurpose } from './donation-form';
import { TestCardFields, type TestCardErrors, type TestCardValues } from './test-card-fields';

type TestCardPaymentProps = {
  billing: Billing;
  paying: boolean;
  failure: PaymentFailure | null;
  onPay: (price: number, confirmCard: ConfirmCard) => void;
  purpose?: PaymentPurpose | undefined;
};

/** The payment form with the `test` provider's own card field (no network, no real money). */
export function TestCardPayment({
  billing,
  paying,
  failure,
  onPay,
  purpose,
}: TestCardPaymentProps) {
  const [card, setCard] = useState<TestCardValues>({ cardNumber: '', expiry: '', cvc: '' });
  const [errors, setErrors] = useState<TestCardErrors>({});
  const numberRef = useRef<HTMLInputElement>(null);

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
      purpose={purpose}
      paying={paying}
      failure={failure}
      checkCard={() => parse() !== null}
      focusCard={() => numberRef.current?.focus()}
      onPay={(price) => {
        const checked = parse();
        if (!checked) return;
        onPay(price, (clientSecret) => confirm(clientSecret, checked, billing));
      }}
      card={
        <TestCardFields
          numberRef={numberRef}
          values={card}
          errors={errors}
          disabled={paying}
          onChange={(values) => setCard(values)}
        />
      }
    />
  );
}

/** The processor answers a refused card with 402 and the provider's sentence. */
async function confirm(clientSecret: string, card: CardFields, billing: Billing) {
  try {
    return await confirmTestCard(clientSecret, card, billing);
  } catch (error) {
    if (error instanceof ApiError && error.status === 402)
      throw new CardRefusedError(error.message);
    throw error;
  }
}
