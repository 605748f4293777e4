import { accountTexts } from '@pet-adoption/shared';
import { useEffect, useEffectEvent } from 'react';
import { useLocation } from 'react-router';
import { ActionForm } from '@/components/forms/action-form';
import { paths } from '@/config/paths';
import { useActionForm } from '@/lib/use-action-form';
import { INTENT_FIELD, intentOf, RETURN_FIELD } from '../profile-intents';

const WHICH = intentOf('resendVerification');
const NO_FIELDS = [] as const;

type ResendVerificationFormProps = {
  /**
   * Sent: the address may have turned out confirmed already (the page says so), so the app
   * reads the session again.
   */
  onAlreadyVerified?: (() => void) | undefined;
  buttonClassName?: string;
  /** This copy of the form says why the server refused it (the profile page's own). */
  showsRefusal?: boolean;
};

/**
 * 'Send the link again': a new confirmation link to the signed-in person's address. With
 * scripts or without, it goes to the profile page's route action, which sends it and comes back
 * to this page saying where it went; a refusal (too many) is said at the profile page's copy.
 */
export function ResendVerificationForm({
  onAlreadyVerified,
  buttonClassName = 'btn btn-sm btn-primary',
  showsRefusal = false,
}: ResendVerificationFormProps) {
  const { pathname, search } = useLocation();
  const form = useActionForm(NO_FIELDS, { which: WHICH });
  const { sent } = form;
  const readAgain = useEffectEvent(() => onAlreadyVerified?.());
  useEffect(() => {
    if (sent > 0) readAgain();
  }, [sent]);

  return (
    <ActionForm
      form={showsRefusal ? form : { ...form, alert: null }}
      fields={NO_FIELDS}
      submitLabel={accountTexts.verifyResend}
      legend={false}
      action={paths.dashboard.profile.getHref()}
      className="flex flex-col gap-2"
      submitClassName={buttonClassName}
    >
      <input type="hidden" name={INTENT_FIELD} value={WHICH[INTENT_FIELD]} />
      <input type="hidden" name={RETURN_FIELD} value={`${pathname}${search}`} />
    </ActionForm>
  );
}
