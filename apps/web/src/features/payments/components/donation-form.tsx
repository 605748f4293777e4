import {
  DEFAULT_DONATION,
  DonationAmountFormSchema,
  fieldErrorsOf,
  texts,
} from '@pet-adoption/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from '@/components/ui/text-field';

type DonationFormProps = {
  /** The provider's card field. */
  card: ReactNode;
  /** Checks the card field (showing its own messages); true when it can be charged. */
  checkCard: () => boolean;
  /** Called with the amount in the box at the moment Donate is pressed. */
  onPay: (price: number) => void;
  paying: boolean;
  /** The provider's or the server's sentence, shown in red under the form (docs/product.md §8). */
  error: string | null;
};

/** The payment screen form: the donation amount, a card field and the Donate button. */
export function DonationForm({ card, checkCard, onPay, paying, error }: DonationFormProps) {
  const [amountError, setAmountError] = useState<string | undefined>();
  const statusId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paying) return;
    // Read from the form now, never from an earlier render: the intent must be for this amount.
    const amount = DonationAmountFormSchema.safeParse(
      new FormData(event.currentTarget).get('price'),
    );
    setAmountError(amount.success ? undefined : fieldErrorsOf(amount.error.issues, 'price').price);
    const cardOk = checkCard();
    if (amount.success && cardOk) onPay(amount.data);
  };

  return (
    // Until the page's script runs, Donate submits the browser's own way: by post, so a card
    // number never ends up in the address bar, the history or a server's log.
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-busy={paying}
    >
      <TextField
        label="Donation amount"
        name="price"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        required
        hint="In US dollars, more than 0."
        defaultValue={String(DEFAULT_DONATION)}
        error={amountError}
        disabled={paying}
      />
      {card}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn btn-primary btn-wide" disabled={paying}>
          {paying && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {texts.campaigns.donate}
        </button>
        <span id={statusId} role="status" className="text-sm">
          {paying ? 'Paying…' : ''}
        </span>
      </div>
      {error && (
        <p role="alert" className="font-semibold text-error">
          {error}
        </p>
      )}
    </form>
  );
}
