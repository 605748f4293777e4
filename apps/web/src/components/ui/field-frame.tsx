import { useId, type ReactNode } from 'react';
import { FieldLabel } from './field-label';

/**
 * The ids that tie a field's label, hint and message to its control: `id` is the control's
 * (its own, or one made here), `describedBy` what it is described by, if anything.
 */
export function useFieldIds(ownId: string | undefined, hint?: string, error?: string) {
  const generatedId = useId();
  const id = ownId ?? generatedId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return { id, hintId, errorId, describedBy: describedBy || undefined };
}

type FieldFrameProps = {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  required: boolean;
  hint?: string | undefined;
  error?: string | undefined;
  /** The control, with `ids.id` and `aria-describedby={ids.describedBy}`. */
  children: ReactNode;
};

/** A control's label and hint above it and its message below, as every form field shows them. */
export function FieldFrame({ ids, label, required, hint, error, children }: FieldFrameProps) {
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={ids.id} required={required}>
        {label}
      </FieldLabel>
      {hint && (
        <p id={ids.hintId} className="text-xs text-base-content/70">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={ids.errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}
