import { feeTexts } from '@pet-adoption/shared';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FieldLabel } from '@/components/ui/field-label';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFormRefusal } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { useAcceptAdoptionTerms } from '../api/fees';
import { ACCEPT_FIELD, ACCEPT_TERMS_INTENT } from '../complete-adoption-form';

const FIELDS = [ACCEPT_FIELD] as const;

type TermsStepProps = {
  requestId: string;
  /** The lister's terms ('' when they wrote none). */
  terms: string;
  /** When the adopter accepted them; null until then. */
  acceptedAt: string | null;
};

/**
 * Step 1: the lister's terms, read-only with their line breaks, and the box that accepts them.
 * Sent before the page's script runs, or without one, the form goes to the route's action,
 * which accepts them the same way (actions/complete-adoption.server.ts).
 */
export function TermsStep({ requestId, terms, acceptedAt }: TermsStepProps) {
  const headingId = useId();
  const refusal = useFormRefusal();
  const accept = useAcceptAdoptionTerms();
  const { formRef, errors, alert, fieldId, show, showFailure, clear } = useFormErrors(
    FIELDS,
    refusal,
  );
  const acceptedRef = useRef<HTMLParagraphElement>(null);
  const justAccepted = accept.isSuccess && acceptedAt !== null;

  // The form is gone: focus goes to the sentence that replaced it, which is also announced.
  useEffect(() => {
    if (justAccepted) acceptedRef.current?.focus();
  }, [justAccepted]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (accept.isPending) return;
    if (new FormData(event.currentTarget).get(ACCEPT_FIELD) !== 'on') {
      show({ accept: feeTexts.acceptTermsRequired });
      return;
    }
    clear();
    accept.mutate(requestId, { onError: (error) => showFailure(error) });
  };

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
        <p
          ref={acceptedRef}
          tabIndex={-1}
          {...(justAccepted && { role: 'status' })}
          className="alert alert-success"
        >
          {feeTexts.termsAccepted}
        </p>
      ) : (
        <form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={submit}
          className="flex flex-col gap-4"
        >
          <ErrorSummary
            errors={errors}
            fields={FIELDS}
            fieldId={fieldId}
            focusOnArrival={refusal !== undefined}
          />
          <RequiredLegend />
          <input type="hidden" name="intent" value={ACCEPT_TERMS_INTENT} />
          <div className="flex flex-col gap-1.5">
            <div className="flex items-center gap-3">
              <input
                type="checkbox"
                name={ACCEPT_FIELD}
                id={fieldId(ACCEPT_FIELD)}
                required
                aria-invalid={errors.accept ? true : undefined}
                aria-describedby={errors.accept ? `${fieldId(ACCEPT_FIELD)}-error` : undefined}
                className="checkbox checkbox-primary"
              />
              <FieldLabel htmlFor={fieldId(ACCEPT_FIELD)} required>
                {feeTexts.acceptTerms}
              </FieldLabel>
            </div>
            {errors.accept && (
              <p id={`${fieldId(ACCEPT_FIELD)}-error`} className="text-sm text-error">
                {errors.accept}
              </p>
            )}
          </div>
          <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
          <div>
            <SubmitButton pending={accept.isPending}>{feeTexts.submitTerms}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
