import { coverFeeCents, texts } from '@pet-adoption/shared';
import { useId } from 'react';
import { formatMoney } from '@/lib/format';

type CoverFeeProps = {
  /** The amount as typed: the fee is worked out for it, or left out while it is no amount. */
  amount: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** "Add $0.61 to cover card fees": the estimate follows the amount typed. */
export function CoverFee({ amount, checked, onChange }: CoverFeeProps) {
  const id = useId();
  const dollars = Number(amount);
  const fee =
    amount.trim() !== '' && Number.isFinite(dollars) && dollars > 0
      ? formatMoney(coverFeeCents(Math.round(dollars * 100)) / 100)
      : null;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <input
          type="checkbox"
          id={id}
          name="coverFee"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-describedby={`${id}-hint`}
          className="checkbox checkbox-primary"
        />
        <label htmlFor={id} className="font-medium">
          {fee === null ? texts.donation.coverFeeNoAmount : texts.donation.coverFee(fee)}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-base-content/70">
        {texts.donation.coverFeeHint}
      </p>
    </div>
  );
}
