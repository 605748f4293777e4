import { accountTexts, PasswordResetRequestSchema } from '@pet-adoption/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { PageHeading } from '@/components/ui/page-heading';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useFormRefusal, useRefusedTitle } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { useRequestPasswordReset } from '../api/account';

const FIELDS = ['email'] as const;

/**
 * Forgot password: the address of the account, then a link to choose a new password. The
 * answer is the same whether or not the address has an account. Sent before the page's script
 * runs, or without one, the form goes to the route's action, which answers the same way
 * (actions/forgot-password.server.ts) with the sentence as the page's notice.
 */
export function ForgotPasswordScreen() {
  const title = useRefusedTitle(accountTexts.pageTitle(accountTexts.forgotHeading));
  const refusal = useFormRefusal();
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear } =
    useFormErrors(FIELDS, refusal);
  const send = useRequestPasswordReset();
  // Each answer moves focus to the sentence again, even the same sentence twice.
  const [sentTurn, setSentTurn] = useState(0);
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTurn > 0) sentRef.current?.focus();
  }, [sentTurn]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in the field while the form is on its way sends nothing twice.
    if (send.isPending) return;
    const parsed = PasswordResetRequestSchema.safeParse({
      email: new FormData(event.currentTarget).get('email'),
    });
    setSentTurn(0);
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    send.mutate(parsed.data, {
      onSuccess: () => setSentTurn((turn) => turn + 1),
      onError: (error) => showFailure(error),
    });
  };

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-8">
      <DocumentTitle title={title} />
      <div className="text-center">
        <PageHeading>{accountTexts.forgotHeading}</PageHeading>
        <p className="mt-2 text-base-content/70">{accountTexts.forgotIntro}</p>
      </div>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6">
          <form
            ref={formRef}
            method="post"
            noValidate
            onSubmit={onSubmit}
            className="flex flex-col gap-4"
          >
            <ErrorSummary
              errors={errors}
              fields={FIELDS}
              fieldId={fieldId}
              focusOnArrival={refusal !== undefined}
            />
            <RequiredLegend />
            <TextField
              label={accountTexts.emailLabel}
              name="email"
              type="email"
              autoComplete="email"
              required
              id={fieldId('email')}
              defaultValue={sentValue('email')}
              error={errors.email}
            />
            <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
            <div role="status">
              {sentTurn > 0 && (
                <p key={sentTurn} ref={sentRef} tabIndex={-1} className="alert alert-success">
                  {accountTexts.forgotSent}
                </p>
              )}
            </div>
            <SubmitButton pending={send.isPending} className="btn btn-primary">
              {accountTexts.forgotSend}
            </SubmitButton>
          </form>
          <p className="text-center text-sm">
            <Link to={paths.login.getHref()} className="link link-primary font-semibold">
              {accountTexts.backToLogin}
            </Link>
          </p>
        </div>
      </div>
    </div>
  );
}
