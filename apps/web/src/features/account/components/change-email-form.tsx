import { accountTexts, type SessionUser } from '@pet-adoption/shared';
import { useId } from 'react';
import { ActionForm } from '@/components/forms/action-form';
import { TextField } from '@/components/ui/text-field';
import { useActionForm } from '@/lib/use-action-form';
import { EMAIL_FIELDS, INTENT_FIELD, intentOf } from '../profile-intents';
import { ResendVerificationForm } from './resend-verification-form';

const WHICH = intentOf('email');

type ChangeEmailFormProps = {
  user: SessionUser;
  onAlreadyVerified: () => void;
};

/**
 * The address: where it stands (confirmed or not, with the link again if not), and a new one,
 * which takes effect once the link e-mailed to it is followed. The current password proves the
 * person is the account's owner (a stolen sign-in cannot move the account); it is never kept in
 * the form after an answer. Sent to the route's action with scripts or without
 * (actions/profile.server.ts), which says on the page it comes back to where the link went.
 */
export function ChangeEmailForm({ user, onAlreadyVerified }: ChangeEmailFormProps) {
  const headingId = useId();
  const form = useActionForm(EMAIL_FIELDS, { which: WHICH });
  const { field, sent } = form;

  return (
    <section aria-labelledby={headingId} className="card border border-base-300 bg-base-100">
      <div className="card-body gap-4">
        <h2 id={headingId} className="text-xl font-semibold">
          {accountTexts.emailLegend}
        </h2>
        <p>{accountTexts.currentEmail(user.email, user.emailVerified)}</p>
        {!user.emailVerified && (
          <ResendVerificationForm
            onAlreadyVerified={onAlreadyVerified}
            buttonClassName="btn btn-sm btn-outline"
            showsRefusal
          />
        )}
        <ActionForm
          // Sent, the page comes back saying where the link went, the form empty again.
          key={sent}
          form={form}
          fields={EMAIL_FIELDS}
          submitLabel={accountTexts.changeEmail}
          legend={false}
        >
          <input type="hidden" name={INTENT_FIELD} value={WHICH[INTENT_FIELD]} />
          <TextField
            label={accountTexts.newEmailLabel}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <TextField
            label={accountTexts.currentPasswordLabel}
            type="password"
            autoComplete="current-password"
            hint={accountTexts.currentPasswordHint}
            {...field('currentPassword')}
          />
        </ActionForm>
      </div>
    </section>
  );
}
