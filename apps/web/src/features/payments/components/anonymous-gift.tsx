import { texts } from '@pet-adoption/shared';
import { CheckboxField } from '@/components/ui/checkbox-field';

type AnonymousGiftProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** "Give anonymously", with what it hides and from whom said under it. */
export function AnonymousGift({ checked, onChange }: AnonymousGiftProps) {
  return (
    <CheckboxField
      label={texts.donation.anonymous}
      hint={texts.donation.anonymousHint}
      name="anonymous"
      checked={checked}
      onChange={onChange}
    />
  );
}
