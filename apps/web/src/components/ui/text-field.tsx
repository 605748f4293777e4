import type { ComponentProps } from 'react';
import { isRequired } from './field-label';
import { FieldFrame, useFieldIds } from './field-frame';

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  name: string;
  /** Shown under the input and announced with it. */
  error?: string;
  /** A short guide shown under the label, also announced with the input. */
  hint?: string;
};

/**
 * A labelled input with its message underneath, tied together for screen readers. `required`
 * (or `aria-required`, where the browser must not check it) also shows the '*' by the label.
 */
export function TextField({ label, error, hint, className = '', ...input }: TextFieldProps) {
  const ids = useFieldIds(input.id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} required={isRequired(input)} hint={hint} error={error}>
      <input
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`input w-full ${error ? 'input-error' : ''} ${className}`}
        {...input}
        id={ids.id}
      />
    </FieldFrame>
  );
}
