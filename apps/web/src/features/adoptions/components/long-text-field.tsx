import { useId, type ComponentProps } from 'react';
import { FieldLabel, isRequired } from '@/components/ui/field-label';

type LongTextFieldProps = ComponentProps<'textarea'> & {
  label: string;
  name: string;
  /** Shown under the textarea and announced with it. */
  error?: string | undefined;
  /** A short guide shown under the label, also announced with the textarea. */
  hint?: string | undefined;
};

/**
 * A labelled textarea with its hint and message, tied together for screen readers, as TextField
 * does for an input (TextAreaField adds a word count, which an answer or a list of options does
 * not need).
 */
export function LongTextField({
  label,
  error,
  hint,
  className = '',
  ...textarea
}: LongTextFieldProps) {
  const generatedId = useId();
  const id = textarea.id ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id} required={isRequired(textarea)}>
        {label}
      </FieldLabel>
      {hint && (
        <p id={hintId} className="text-xs text-base-content/70">
          {hint}
        </p>
      )}
      <textarea
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`textarea w-full ${error ? 'textarea-error' : ''} ${className}`}
        {...textarea}
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
