import { accountTexts, PasswordResetSchema, TOASTS } from '@pet-adoption/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate, useSearchParams } from 'react-router';
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
import { useResetPassword } from '../api/account';
import { isInvalidLink } from '../link-failures';

const FIELDS = ['newPassword'] as const;

/** The link does not work (or is missing): what happened, and where to ask for a new one. */
function AskAgain({ message, focus }: { message: string; focus: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  // The form it replaces had focus (its button): the sentence takes it, not the page's body.
  // React focuses only form controls for autoFocus; the attribute does it for the server's
  // HTML, after a form sent without scripts.
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} tabIndex={-1} autoFocus={focus} className="flex flex-col gap-4">
      <p role="alert" className="alert alert-warning">
        {message}
      </p>
      <Link to={paths.forgotPassword.getHref()} className="btn btn-primary">
        {accountTexts.askAgain}
      </Link>
    </div>
  );
}

type ResetPasswordScreenProps = {
  /** The password is changed and every session has ended: the app forgets who was signed in. */
  onPasswordChanged?: () => void;
};

/**
 * The page the e-mailed link opens (`?token=`): a new password under docs/product.md §5's rule,
 * then Login, where the person signs in with it. Sent before the page's script runs, or without
 * one, the form goes to the route's action, which answers the same way
 * (actions/reset-password.server.ts).
 */
export function ResetPasswordScreen({ onPasswordChanged }: ResetPasswordScreenProps) {
  const title = useRefusedTitle(accountTexts.pageTitle(accountTexts.resetHeading));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const refusal = useFormRefusal();
  const refusedLink = refusal?.message === accountTexts.linkInvalid;
  const { formRef, errors, alert, fieldId, showIssues, showFailure, clear } = useFormErrors(
    FIELDS,
    refusedLink ? undefined : refusal,
  );
  const [linkFailed, setLinkFailed] = useState(false);
  const reset = useResetPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const parsed = PasswordResetSchema.safeParse({
      token,
      newPassword: new FormData(event.currentTarget).get('newPassword'),
    });
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    reset.mutate(parsed.data, {
      onSuccess: () => {
        onPasswordChanged?.();
        toast.success(accountTexts.resetDone, { duration: TOASTS.errorMs });
        void navigate(paths.login.getHref(), { replace: true });
      },
      onError: (error) => {
        if (isInvalidLink(error)) setLinkFailed(true);
        else showFailure(error);
      },
    });
  };

  let body;
  if (!token) {
    body = <AskAgain message={accountTexts.resetLinkMissing} focus={false} />;
  } else if (refusedLink || linkFailed) {
    body = <AskAgain message={accountTexts.linkInvalid} focus={linkFailed || refusedLink} />;
  } else {
    body = (
      // By post, so the password never ends up in the address bar, the history or a log.
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
        <input type="hidden" name="token" value={token} />
        <TextField
          label={accountTexts.newPasswordLabel}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          hint={accountTexts.passwordRules}
          id={fieldId('newPassword')}
          error={errors.newPassword}
        />
        <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
        <SubmitButton pending={reset.isPending} className="btn btn-primary mt-2">
          {accountTexts.resetSave}
        </SubmitButton>
      </form>
    );
  }

  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-8">
      <DocumentTitle title={title} />
      <div className="text-center">
        <PageHeading>{accountTexts.resetHeading}</PageHeading>
      </div>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6">{body}</div>
      </div>
    </div>
  );
}
