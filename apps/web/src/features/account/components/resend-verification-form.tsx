import { accountTexts, TOASTS } from '@pet-adoption/shared';
import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '@/components/ui/form-alert';
import { SubmitButton } from '@/components/ui/submit-button';
import { paths } from '@/config/paths';
import { toastLater } from '@/lib/toast-later';
import { useSendVerificationEmail } from '../api/account';
import { INTENT_FIELD, RETURN_FIELD } from '../profile-intents';
import { useIntentRefusal } from '../use-intent-refusal';

type ResendVerificationFormProps = {
  /** The address turned out to be confirmed already: the app reads the session again. */
  onAlreadyVerified?: (() => void) | undefined;
  buttonClassName?: string;
  /** This copy of the form says why the server refused one sent without scripts. */
  showsRefusal?: boolean;
};

/**
 * 'Send the link again': a new confirmation link to the signed-in person's address. Sent before
 * the page's script runs, or without one, it goes to the profile page's route action, which
 * sends it and comes back to this page with the same sentence as the toast.
 */
export function ResendVerificationForm({
  onAlreadyVerified,
  buttonClassName = 'btn btn-sm btn-primary',
  showsRefusal = false,
}: ResendVerificationFormProps) {
  const { pathname, search } = useLocation();
  const refusal = useIntentRefusal('resendVerification');
  const send = useSendVerificationEmail();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(undefined, {
      // A sentence longer than most toasts': it stays as long as an error's.
      onSuccess: ({ sentTo }) =>
        toastLater.success(accountTexts.verifySent(sentTo), { duration: TOASTS.errorMs }),
      onError: (error) => {
        if (error.message !== accountTexts.alreadyVerified) {
          toastLater.error(error.message);
          return;
        }
        toastLater.success(error.message);
        onAlreadyVerified?.();
      },
    });
  };

  return (
    <form
      method="post"
      action={paths.dashboard.profile.getHref()}
      onSubmit={onSubmit}
      className="flex flex-col gap-2"
    >
      <input type="hidden" name={INTENT_FIELD} value="resendVerification" />
      <input type="hidden" name={RETURN_FIELD} value={`${pathname}${search}`} />
      {showsRefusal && (
        <FormAlert
          alert={refusal?.message ? { message: refusal.message, key: 0 } : null}
          focusOnArrival
        />
      )}
      <div>
        <SubmitButton pending={send.isPending} className={buttonClassName}>
          {accountTexts.verifyResend}
        </SubmitButton>
      </div>
    </form>
  );
}
