import { texts } from '@pet-adoption/shared';
import { useId } from 'react';

type AnonymousGiftProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** "Give anonymously", with what it hides and from whom said under it. */
export function AnonymousGift({ checked, onChange }: AnonymousGiftProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <input
          type="checkbox"
          id={id}
          name="anonymous"
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-describedby={`${id}-hint`}
          className="checkbox checkbox-primary"
        />
        <label htmlFor={id} className="font-medium">
          {texts.donation.anonymous}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-base-content/70">
        {texts.donation.anonymousHint}
      </p>
    </div>
  );
}
