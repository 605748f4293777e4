import { texts } from '@pet-adoption/shared';
import { CheckboxField } from '@/components/ui/checkbox-field';

type GiveMonthlyProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** "Give monthly", with when it is charged and how to stop it said under it. */
export function GiveMonthly({ checked, onChange }: GiveMonthlyProps) {
  return (
    <CheckboxField
      label={texts.donation.monthly}
      hint={texts.donation.monthlyHint}
      name="frequency"
      checked={checked}
      onChange={onChange}
    />
  );
}
