import { useId, type ReactNode } from 'react';

type CheckboxFieldProps = {
  label: ReactNode;
  /** Said under the box and read with it: what choosing it does. */
  hint: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
};

/** A labelled checkbox with its hint underneath, tied together for screen readers. */
export function CheckboxField({ label, hint, name, checked, onChange }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-3">
        <input
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.currentTarget.checked)}
          aria-describedby={`${id}-hint`}
          className="checkbox checkbox-primary"
        />
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
      </div>
      <p id={`${id}-hint`} className="text-sm text-base-content/70">
        {hint}
      </p>
    </div>
  );
}
