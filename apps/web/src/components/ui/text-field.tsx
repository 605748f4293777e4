import { useId, type ComponentProps } from 'react';
import { FieldLabel, isRequired } from './field-label';

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
  const generatedId = useId();
  const id = input.id ?? generatedId;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id} required={isRequired(input)}>
        {label}
      </FieldLabel>
      {hint && (
        <p id={hintId} className="text-xs text-base-content/70">
          {hint}
        </p>
      )}
      <input
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`input w-full ${error ? 'input-error' : ''} ${className}`}
        {...input}
        id={id}
      />
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
