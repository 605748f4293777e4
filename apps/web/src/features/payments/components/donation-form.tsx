import {
  DEFAULT_DONATION,
  DonationAmountFormSchema,
  fieldErrorsOf,
  texts,
} from '@pet-adoption/shared';
import { useEffect, useEffectEvent, useId, useState, type FormEvent, type ReactNode } from 'react';
import { RequiredLegend } from '@/components/ui/required-legend';
import { TextField } from '@/components/ui/text-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useHydrated } from '@/lib/use-hydrated';
import { useFormRefusal } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import type { PaymentFailure } from '../hooks/use-card-payment';
import { QuickAmounts } from './quick-amounts';

const FIELDS = ['price'] as const;

/** What the form pays for: a donation, whose amount the person types, or a fixed fee. */
export type PaymentPurpose = {
  /** The amount to pay when it is not the person's to choose: the form then has no amount box. */
  fixedPrice?: number;
  payLabel: string;
  /** Said until the page's script runs, and when the form comes back sent without it. */
  needsScript: string;
  /**
   * The gift's choices beyond its amount (give anonymously, cover the fee), shown under the
   * amount; given the amount as typed, for what depends on it.
   */
  giftOptions?: (amount: string) => ReactNode;
};

export const DONATION_PURPOSE: PaymentPurpose = {
  payLabel: texts.campaigns.donate,
  needsScript: texts.donation.needsScript,
};

type DonationFormProps = {
  /** The provider's card field. */
  card: ReactNode;
  /** Checks the card field (showing its own messages); true when it can be charged. */
  checkCard: () => boolean;
  /**
   * Puts focus in the card field. Needed where the card field is not the page's own (a
   * provider's frame cannot be marked invalid, so the form cannot find it).
   */
  focusCard: () => void;
  /** Called with the amount in the box at the moment Donate is pressed. */
  onPay: (price: number) => void;
  paying: boolean;
  /** The provider's or the server's sentence, shown in red under the form (docs/product.md §8). */
  failure: PaymentFailure | null;
  purpose?: PaymentPurpose | undefined;
};

/**
 * The payment screen form: the donation amount, a card field and the Donate button. The card
 * field is the card provider's script: until the page's script runs (JavaScript off, or still
 * loading) the form says so and stays disabled, and a post of it charges and records nothing
 * (features/payments/actions/card-needs-script.server.ts).
 */
export function DonationForm({
  card,
  checkCard,
  focusCard,
  onPay,
  paying,
  failure,
  purpose = DONATION_PURPOSE,
}: DonationFormProps) {
  const { formRef, errors, show, clear } = useFormErrors(FIELDS);
  const statusId = useId();
  const [amount, setAmount] = useState(String(DEFAULT_DONATION));
  const scripted = useHydrated();
  // Sent all the same (a browser that ignores `disabled`): the page comes back saying why.
  const refused = useFormRefusal() !== undefined;

  // A refused card: the sentence is announced (below) and the person is taken to the card,
  // once per failure.
  const onFailure = useEffectEvent((next: PaymentFailure | null) => {
    if (next?.cardRefused) focusCard();
  });
  useEffect(() => onFailure(failure), [failure]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    // Read from the form now, never from an earlier render: the intent must be for this amount.
    const amount =
      purpose.fixedPrice === undefined
        ? DonationAmountFormSchema.safeParse(new FormData(event.currentTarget).get('price'))
        : ({ success: true, data: purpose.fixedPrice } as const);
    const cardOk = checkCard();
    if (amount.success && cardOk) {
      clear();
      onPay(amount.data);
      return;
    }
    // The amount comes first in the form, then the card: focus goes to the first that is wrong.
    show(amount.success ? {} : { price: fieldErrorsOf(amount.error.issues, 'price').price }, null, {
      focusOtherwise: cardOk ? undefined : focusCard,
    });
  };

  return (
    // A post, should it ever be sent without the script: a card number never ends up in the
    // address bar, the history or a server's log.
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-busy={paying}
    >
      {!scripted && (
        <p
          className="alert alert-warning"
          {...(refused && { role: 'alert', tabIndex: -1, autoFocus: true })}
        >
          {purpose.needsScript}
        </p>
      )}
      <RequiredLegend />
      {/* Nothing to type into or press until the card field can take a card. */}
      <fieldset disabled={!scripted} className="contents">
        {purpose.fixedPrice === undefined && (
          <>
            <TextField
              label="Donation amount"
              name="price"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              required
              hint="In US dollars, more than 0."
              value={amount}
              onChange={(event) => setAmount(event.currentTarget.value)}
              error={errors.price}
              readOnly={paying}
            />
            <QuickAmounts
              amount={amount}
              onChoose={(chosen) => {
                if (paying) return;
                setAmount(chosen);
                clear();
              }}
            />
          </>
        )}
        {purpose.giftOptions?.(amount)}
        {card}
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={paying} className="btn btn-primary btn-wide">
            {purpose.payLabel}
          </SubmitButton>
          <span id={statusId} role="status" className="text-sm">
            {paying ? 'Paying…' : ''}
          </span>
        </div>
      </fieldset>
      {failure && (
        <p role="alert" className="font-semibold text-error">
          {failure.message}
        </p>
      )}
    </form>
  );
}
