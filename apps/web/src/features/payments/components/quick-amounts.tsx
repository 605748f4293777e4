import { QUICK_DONATION_AMOUNTS, texts } from '@pet-adoption/shared';
import { useId } from 'react';
import { formatMoney } from '@/lib/format';

type QuickAmountsProps = {
  /** The amount in the field now, as typed. */
  amount: string;
  onChoose: (amount: string) => void;
};

/**
 * One press for a common amount. Toggle buttons in a labelled group: the one matching the amount
 * in the field is pressed, so a screen reader says which amount is chosen, and typing another
 * amount presses none.
 */
export function QuickAmounts({ amount, onChoose }: QuickAmountsProps) {
  const labelId = useId();
  const chosen = Number(amount.trim());
  return (
    <div className="flex flex-col gap-2">
      <span id={labelId} className="text-sm font-medium">
        {texts.donation.quickAmounts}
      </span>
      <div role="group" aria-labelledby={labelId} className="grid max-w-md grid-cols-5 gap-2">
        {QUICK_DONATION_AMOUNTS.map((dollars) => (
          <button
            key={dollars}
            type="button"
            className="btn btn-outline btn-sm px-0 aria-pressed:enabled:border-primary aria-pressed:enabled:bg-primary aria-pressed:enabled:text-primary-content"
            aria-pressed={chosen === dollars}
            onClick={() => onChoose(String(dollars))}
          >
            {formatMoney(dollars)}
          </button>
        ))}
      </div>
    </div>
  );
}
