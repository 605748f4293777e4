import { useId, type ComponentProps } from 'react';
import { FieldLabel, isRequired } from './field-label';

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  name: string;
  /** Shown under the select and announced with it. */
  error?: string;
};

/** A labelled select with its message underneath, tied together for screen readers. */
export function SelectField({
  label,
  error,
  className = '',
  children,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const id = select.id ?? generatedId;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id} required={isRequired(select)}>
        {label}
      </FieldLabel>
      <select
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`select w-full ${error ? 'select-error' : ''} ${className}`}
        {...select}
        id={id}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
