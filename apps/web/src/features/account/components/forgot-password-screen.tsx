import { accountTexts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { ActionForm } from '@/components/forms/action-form';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';
import { useRefusedTitle } from '@/lib/form-refusal';
import { useActionForm } from '@/lib/use-action-form';

export const FORGOT_FIELDS = ['email'] as const;

/**
 * Forgot password: the address of the account, then a link to choose a new password. The
 * answer is the same whether or not the address has an account. The form goes to the route's
 * action (actions/forgot-password.server.ts), which answers with the sentence as the page's
 * notice.
 */
export function ForgotPasswordScreen() {
  const title = useRefusedTitle(accountTexts.pageTitle(accountTexts.forgotHeading));
  const form = useActionForm(FORGOT_FIELDS);
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-8">
      <DocumentTitle title={title} />
      <div className="text-center">
        <PageHeading>{accountTexts.forgotHeading}</PageHeading>
        <p className="mt-2 text-base-content/70">{accountTexts.forgotIntro}</p>
      </div>
      <div className="card border border-base-300 bg-base-100 shadow-sm">
        <div className="card-body gap-6">
          <ActionForm
            // Sent, the page comes back with its sentence and the field empty again.
            key={form.sent}
            form={form}
            fields={FORGOT_FIELDS}
            submitLabel={accountTexts.forgotSend}
          >
            <TextField
              label={accountTexts.emailLabel}
              type="email"
              autoComplete="email"
              required
              {...form.field('email')}
            />
          </ActionForm>
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
