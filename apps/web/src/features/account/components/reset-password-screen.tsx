import { accountTexts } from '@pet-adoption/shared';
import { useEffect, useEffectEvent, useRef } from 'react';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { ActionForm } from '@/components/forms/action-form';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useFormRefusal, useRefusedTitle } from '@/lib/form-refusal';
import { useActionForm } from '@/lib/use-action-form';

export const RESET_FIELDS = ['newPassword'] as const;

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
 * The new password went through: the action's answer is loading Login (a refusal stays here).
 * Read while this page is still on screen, as it is gone once Login shows.
 */
function usePasswordChanged(then: (() => void) | undefined) {
  const navigation = useNavigation();
  const changed =
    navigation.state === 'loading' &&
    navigation.formMethod !== undefined &&
    navigation.location.pathname === paths.login.path;
  const tell = useEffectEvent(() => then?.());
  useEffect(() => {
    if (changed) tell();
  }, [changed]);
}

/**
 * The page the e-mailed link opens (`?token=`): a new password under docs/product.md §5's rule,
 * then Login, which says the password is changed and where the person signs in with it. The
 * form goes to the route's action with scripts or without (actions/reset-password.server.ts).
 */
export function ResetPasswordScreen({ onPasswordChanged }: ResetPasswordScreenProps) {
  const title = useRefusedTitle(accountTexts.pageTitle(accountTexts.resetHeading));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const refusedLink = useFormRefusal()?.message === accountTexts.linkInvalid;
  const form = useActionForm(RESET_FIELDS);
  usePasswordChanged(onPasswordChanged);

  let body;
  if (!token) {
    body = <AskAgain message={accountTexts.resetLinkMissing} focus={false} />;
  } else if (refusedLink) {
    body = <AskAgain message={accountTexts.linkInvalid} focus />;
  } else {
    body = (
      // By post, so the password never ends up in the address bar, the history or a log.
      <ActionForm
        form={form}
        fields={RESET_FIELDS}
        submitLabel={accountTexts.resetSave}
        submitClassName="btn btn-primary mt-2 w-full"
      >
        <input type="hidden" name="token" value={token} />
        <TextField
          label={accountTexts.newPasswordLabel}
          type="password"
          autoComplete="new-password"
          required
          hint={accountTexts.passwordRules}
          {...form.field('newPassword')}
        />
      </ActionForm>
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
