import type { ComponentProps } from 'react';
import { FieldFrame, useFieldIds } from '@/components/ui/field-frame';
import { isRequired } from '@/components/ui/field-label';

type LongTextFieldProps = ComponentProps<'textarea'> & {
  label: string;
  name: string;
  /** Shown under the textarea and announced with it. */
  error?: string | undefined;
  /** A short guide shown under the label, also announced with the textarea. */
  hint?: string | undefined;
};

/**
 * A labelled textarea with its hint and message, as TextField is for an input (TextAreaField
 * adds a word count, which an answer or a list of options does not need).
 */
export function LongTextField({
  label,
  error,
  hint,
  className = '',
  ...textarea
}: LongTextFieldProps) {
  const ids = useFieldIds(textarea.id, hint, error);
  return (
    <FieldFrame ids={ids} label={label} required={isRequired(textarea)} hint={hint} error={error}>
      <textarea
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        className={`textarea w-full ${error ? 'textarea-error' : ''} ${className}`}
        {...textarea}
        id={ids.id}
      />
    </FieldFrame>
  );
}
