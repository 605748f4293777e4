import { coverFeeCents, texts } from '@pet-adoption/shared';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { formatMoney } from '@/lib/format';

type CoverFeeProps = {
  /** The amount as typed: the fee is worked out for it, or left out while it is no amount. */
  amount: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** "Add $0.61 to cover card fees": the estimate follows the amount typed. */
export function CoverFee({ amount, checked, onChange }: CoverFeeProps) {
  const dollars = Number(amount);
  const known = amount.trim() !== '' && Number.isFinite(dollars) && dollars > 0;
  return (
    <CheckboxField
      label={
        known
          ? texts.donation.coverFee(formatMoney(coverFeeCents(Math.round(dollars * 100)) / 100))
          : texts.donation.coverFeeNoAmount
      }
      hint={texts.donation.coverFeeHint}
      name="coverFee"
      checked={checked}
      onChange={onChange}
    />
  );
}
