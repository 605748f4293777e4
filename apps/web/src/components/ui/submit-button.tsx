import type { ReactNode } from 'react';

type SubmitButtonProps = {
  /** The form is on its way: the button says so and does nothing more until the answer. */
  pending: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * A form's submit button that keeps focus while the form is being sent. A `disabled` button
 * would lose it to the page's body (WCAG 2.4.3): this one is `aria-disabled`, which keeps it in
 * place and tells assistive technology, and a press while pending sends nothing twice.
 */
export function SubmitButton({
  pending,
  className = 'btn btn-primary',
  children,
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className}
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
    >
      {pending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
      {children}
    </button>
  );
}
