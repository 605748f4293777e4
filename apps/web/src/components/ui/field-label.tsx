import type { ReactNode } from 'react';

type Booleanish = boolean | 'true' | 'false';

/** Whether a control's props say it must be filled in (`required` or `aria-required`). */
export function isRequired(props: { required?: boolean; 'aria-required'?: Booleanish }) {
  return props.required === true || String(props['aria-required']) === 'true';
}

type FieldLabelProps = {
  htmlFor: string;
  /** Marks the field with a visible '*' (the control's `required` says it to assistive tech). */
  required?: boolean;
  children: ReactNode;
};

/**
 * A field's visible label. The '*' sits beside the <label>, hidden from assistive technology:
 * the accessible name stays the label's words (which the visible text contains, WCAG 2.5.3)
 * and screen readers say "required" from the control itself rather than "star".
 */
export function FieldLabel({ htmlFor, required = false, children }: FieldLabelProps) {
  return (
    <div className="flex items-baseline gap-1 text-sm font-semibold">
      <label htmlFor={htmlFor}>{children}</label>
      {required && <span aria-hidden="true">*</span>}
    </div>
  );
}
