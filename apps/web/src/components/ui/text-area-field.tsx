import { useId, useState, type TextareaHTMLAttributes } from 'react';
import { FieldLabel, isRequired } from './field-label';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  name: string;
  error?: string;
  /** The suggested length ("about 20 words"), shown beside a live word count. */
  hint: string;
};

const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

/** A labelled textarea with a word count and its message, tied together for screen readers. */
export function TextAreaField({
  label,
  error,
  hint,
  defaultValue,
  onChange,
  ...textarea
}: TextAreaFieldProps) {
  const generatedId = useId();
  const id = textarea.id ?? generatedId;
  const [words, setWords] = useState(() =>
    countWords(typeof defaultValue === 'string' ? defaultValue : ''),
  );
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id} required={isRequired(textarea)}>
        {label}
      </FieldLabel>
      <textarea
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        onChange={(event) => {
          setWords(countWords(event.target.value));
          onChange?.(event);
        }}
        {...textarea}
        id={id}
      />
      <p id={`${id}-count`} className="text-xs text-base-content/70">
        {words} {words === 1 ? 'word' : 'words'} · {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
