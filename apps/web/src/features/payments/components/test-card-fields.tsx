import { TEST_CARDS } from '@pet-adoption/shared';
import type { Ref } from 'react';
import { TextField } from '@/components/ui/text-field';
import { formatCardNumber, formatCvc, formatExpiry } from '../utils/card-format';

export type TestCardValues = { cardNumber: string; expiry: string; cvc: string };
export type TestCardErrors = Partial<Record<keyof TestCardValues, string>>;

type TestCardFieldsProps = {
  /** The card number input, where a refused card sends the person back. */
  numberRef?: Ref<HTMLInputElement>;
  values: TestCardValues;
  errors: TestCardErrors;
  disabled: boolean;
  onChange: (values: TestCardValues) => void;
};

// A few of the provider's published numbers: one that pays and the common refusals.
const SHOWN_CARDS = TEST_CARDS.filter((card) =>
  ['4242424242424242', '4000000000000002', '4000000000009995'].includes(card.number),
);

/** The `test` provider's card field: number, expiry and CVC, formatted as they are typed. */
export function TestCardFields({
  numberRef,
  values,
  errors,
  disabled,
  onChange,
}: TestCardFieldsProps) {
  return (
    <fieldset className="flex flex-col gap-3 rounded-box border border-base-300 p-4">
      <legend className="px-1 font-semibold">Card</legend>
      <TestModeNotice />
      <TextField
        ref={numberRef}
        label="Card number"
        name="cardNumber"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        value={values.cardNumber}
        error={errors.cardNumber}
        disabled={disabled}
        onChange={(event) =>
          onChange({ ...values, cardNumber: formatCardNumber(event.target.value) })
        }
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label="Expiry (MM/YY)"
          name="expiry"
          required
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          value={values.expiry}
          error={errors.expiry}
          disabled={disabled}
          onChange={(event) =>
            onChange({ ...values, expiry: formatExpiry(event.target.value, values.expiry) })
          }
        />
        <TextField
          label="CVC"
          name="cvc"
          required
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={values.cvc}
          error={errors.cvc}
          disabled={disabled}
          onChange={(event) => onChange({ ...values, cvc: formatCvc(event.target.value) })}
        />
      </div>
    </fieldset>
  );
}

/** The simulated processor is clearly labelled as test mode. */
function TestModeNotice() {
  return (
    <div className="rounded-box border border-info/40 bg-info/10 p-3 text-sm">
      <p className="font-semibold">
        Test mode — no real money moves. Use card 4242 4242 4242 4242 with any future expiry date
        and any CVC.
      </p>
      <ul className="mt-1 list-inside list-disc">
        {SHOWN_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono">{formatCardNumber(card.number)}</span>:{' '}
            {card.description.toLowerCase()}
          </li>
        ))}
      </ul>
    </div>
  );
}
