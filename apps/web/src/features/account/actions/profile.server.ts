import {
  accountTexts,
  ChangeEmailSchema,
  EMAIL_TAKEN_MESSAGE,
  isSameOriginPath,
  ProfileSchema,
} from '@pet-adoption/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import type { FormRefusal } from '@/lib/form-refusal';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { refuseUnknownRow } from '@/lib/table-action.server';
import { changeEmail, sendVerificationEmail, updateProfile } from '../api/account-requests';
import { isEmailTaken } from '../link-failures';
import {
  DETAILS_ALIASES,
  DETAILS_FIELDS,
  EMAIL_FIELDS,
  INTENT_FIELD,
  PROFILE_INTENTS,
  RETURN_FIELD,
  type ProfileIntent,
} from '../profile-intents';

/** The refusal names its form, so only that form of the page shows it. */
const refuseFor = (intent: ProfileIntent, refusal: FormRefusal) =>
  refuse({ ...refusal, values: { ...refusal.values, [INTENT_FIELD]: intent } });

async function saveDetails(form: FormData) {
  const { all, shown } = formValues(form, DETAILS_FIELDS);
  const parsed = ProfileSchema.safeParse(all);
  if (!parsed.success) return refuseFor('details', refusalFromIssues(parsed.error.issues, shown));
  try {
    await updateProfile(parsed.data);
  } catch (error) {
    return refuseFor(
      'details',
      refusalFromError(error, shown, DETAILS_FIELDS, { aliases: DETAILS_ALIASES }),
    );
  }
  return succeed(paths.dashboard.profile.getHref(), { key: 'profileSaved' });
}

async function askToChangeEmail(form: FormData) {
  const { all, shown } = formValues(form, EMAIL_FIELDS, { secret: ['currentPassword'] });
  const parsed = ChangeEmailSchema.safeParse(all);
  if (!parsed.success) return refuseFor('email', refusalFromIssues(parsed.error.issues, shown));
  try {
    const { sentTo, approveFirst } = await changeEmail(parsed.data);
    return succeed(paths.dashboard.profile.getHref(), {
      key: approveFirst ? 'emailChangeApproveSent' : 'emailChangeSent',
      name: sentTo,
    });
  } catch (error) {
    if (isEmailTaken(error)) {
      return refuseFor('email', {
        fields: { email: EMAIL_TAKEN_MESSAGE },
        message: null,
        values: shown,
      });
    }
    return refuseFor('email', refusalFromError(error, shown, EMAIL_FIELDS));
  }
}

async function resendVerification(form: FormData) {
  const back = form.get(RETURN_FIELD);
  const to =
    typeof back === 'string' && isSameOriginPath(back) ? back : paths.dashboard.profile.getHref();
  try {
    const { sentTo } = await sendVerificationEmail();
    return succeed(to, { key: 'verificationSent', name: sentTo });
  } catch (error) {
    // Confirmed meanwhile (in another tab): nothing is wrong, and the page says so where it was.
    if (error instanceof ApiError && error.message === accountTexts.alreadyVerified) {
      return succeed(to, { key: 'emailAlreadyVerified' });
    }
    // Refused here (too many): the profile page says why, at its own form.
    return refuseFor('resendVerification', refusalFromError(error, {}, []));
  }
}

/** The profile page's forms (and the banner's), with scripts or without. */
export async function actOnProfile(request: Request) {
  const form = await request.formData();
  const intent = PROFILE_INTENTS.find((each) => each === form.get(INTENT_FIELD));
  if (intent === 'details') return saveDetails(form);
  if (intent === 'email') return askToChangeEmail(form);
  if (intent === 'resendVerification') return resendVerification(form);
  return refuseUnknownRow();
}
