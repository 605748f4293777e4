import {
  accountTexts,
  ChangeEmailSchema,
  EMAIL_TAKEN_MESSAGE,
  type SessionUser,
} from '@pet-adoption/shared';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField } from '@/components/ui/text-field';
import { useFormErrors } from '@/lib/use-form-errors';
import { useChangeEmail } from '../api/account';
import { isEmailTaken } from '../link-failures';
import { INTENT_FIELD } from '../profile-intents';
import { useIntentRefusal } from '../use-intent-refusal';
import { ResendVerificationForm } from './resend-verification-form';

const FIELDS = ['email', 'currentPassword'] as const;

type ChangeEmailFormProps = {
  user: SessionUser;
  onAlreadyVerified: () => void;
};

/**
 * The address: where it stands (confirmed or not, with the link again if not), and a new one,
 * which takes effect once the link e-mailed to it is followed. The current password proves the
 * person is the account's owner (a stolen sign-in cannot move the account); it is never kept in
 * the form after an answer.
 */
export function ChangeEmailForm({ user, onAlreadyVerified }: ChangeEmailFormProps) {
  const headingId = useId();
  const refusal = useIntentRefusal('email');
  const { formRef, errors, alert, fieldId, sentValue, show, showIssues, showFailure, clear } =
    useFormErrors(FIELDS, refusal);
  const change = useChangeEmail();
  // Where the link went; `turn` is new for every answer, so focus moves to it each time.
  const [sent, setSent] = useState<{ to: string; approveFirst: boolean; turn: number } | null>(
    null,
  );
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) sentRef.current?.focus();
  }, [sent]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (change.isPending) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const parsed = ChangeEmailSchema.safeParse({
      email: data.get('email'),
      currentPassword: data.get('currentPassword') ?? undefined,
    });
    setSent(null);
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    change.mutate(parsed.data, {
      onSuccess: ({ sentTo, approveFirst }) => {
        form.reset();
        setSent((last) => ({ to: sentTo, approveFirst, turn: (last?.turn ?? 0) + 1 }));
      },
      onError: (error) => {
        if (isEmailTaken(error)) show({ email: EMAIL_TAKEN_MESSAGE });
        else showFailure(error);
      },
    });
  };

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
        <form
          ref={formRef}
          method="post"
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name={INTENT_FIELD} value="email" />
          <ErrorSummary
            errors={errors}
            fields={FIELDS}
            fieldId={fieldId}
            focusOnArrival={refusal !== undefined}
          />
          <TextField
            label={accountTexts.newEmailLabel}
            name="email"
            type="email"
            autoComplete="email"
            required
            id={fieldId('email')}
            defaultValue={sentValue('email')}
            error={errors.email}
          />
          <TextField
            label={accountTexts.currentPasswordLabel}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            hint={accountTexts.currentPasswordHint}
            id={fieldId('currentPassword')}
            error={errors.currentPassword}
          />
          <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
          <div role="status">
            {sent && (
              <p key={sent.turn} ref={sentRef} tabIndex={-1} className="alert alert-success">
                {sent.approveFirst
                  ? accountTexts.approveSent(sent.to)
                  : accountTexts.changeSent(sent.to)}
              </p>
            )}
          </div>
          <div>
            <SubmitButton pending={change.isPending}>{accountTexts.changeEmail}</SubmitButton>
          </div>
        </form>
      </div>
    </section>
  );
}
