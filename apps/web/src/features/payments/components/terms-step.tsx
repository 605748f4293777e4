import { feeTexts } from '@pet-adoption/shared';
import { useId } from 'react';
import { ActionForm } from '@/components/forms/action-form';
import { FieldLabel } from '@/components/ui/field-label';
import { useActionForm } from '@/lib/use-action-form';
import { ACCEPT_FIELD, ACCEPT_TERMS_INTENT } from '../complete-adoption-form';

const FIELDS = [ACCEPT_FIELD] as const;

type TermsStepProps = {
  /** The lister's terms ('' when they wrote none). */
  terms: string;
  /** When the adopter accepted them; null until then. */
  acceptedAt: string | null;
};

/**
 * Step 1: the lister's terms, read-only with their line breaks, and the box that accepts them.
 * The form goes to the route's action, with scripts or without
 * (actions/complete-adoption.server.ts), which comes back to this page with its notice.
 */
export function TermsStep({ terms, acceptedAt }: TermsStepProps) {
  const headingId = useId();
  // Here, not in the form: the form gives way once accepted, and what it sent is known after.
  const form = useActionForm(FIELDS);
  // Accepted from here just now, the page's notice says so and takes focus: the same sentence
  // in place would say it twice.
  const saidByNotice = form.pending || form.sent > 0;
  const error = form.errors.accept;
  const boxId = form.fieldId(ACCEPT_FIELD);

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold">
        {feeTexts.termsHeading}
      </h2>
      {terms.trim() === '' ? (
        <p>{feeTexts.noTerms}</p>
      ) : (
        <div
          className="max-h-96 overflow-y-auto rounded-box border border-base-300 bg-base-200 p-4 whitespace-pre-line"
          // A long text scrolls: the keyboard can reach and scroll it (WCAG 2.1.1).
          tabIndex={0}
          role="region"
          aria-label={feeTexts.termsBox}
        >
          {terms}
        </div>
      )}
      {acceptedAt ? (
        !saidByNotice && <p className="alert alert-success">{feeTexts.termsAccepted}</p>
      ) : (
        <ActionForm form={form} fields={FIELDS} submitLabel={feeTexts.submitTerms}>
          <input type="hidden" name="intent" value={ACCEPT_TERMS_INTENT} />
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center gap-3">
              <input
                type="checkbox"
                name={ACCEPT_FIELD}
                id={boxId}
                required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${boxId}-error` : undefined}
                className="checkbox checkbox-primary"
              />
              <FieldLabel htmlFor={boxId} required>
                {feeTexts.acceptTerms}
              </FieldLabel>
            </div>
            {error && (
              <p id={`${boxId}-error`} className="text-sm text-error">
                {error}
              </p>
            )}
          </div>
        </ActionForm>
      )}
    </section>
  );
}
