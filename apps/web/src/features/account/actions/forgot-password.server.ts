import { PasswordResetRequestSchema } from '@pet-adoption/shared';
import { paths } from '@/config/paths';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { requestPasswordReset } from '../api/account-requests';
import { FORGOT_FIELDS } from '../components/forgot-password-screen';

/**
 * 'Send reset link', with scripts or without: then the form again with the same sentence
 * (whether or not the address has an account).
 */
export async function askForResetLink(request: Request) {
  const form = await request.formData();
  const { all, shown } = formValues(form, FORGOT_FIELDS);
  const parsed = PasswordResetRequestSchema.safeParse(all);
  if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, shown));
  try {
    await requestPasswordReset(parsed.data);
  } catch (error) {
    return refuse(refusalFromError(error, shown, FORGOT_FIELDS));
  }
  return succeed(paths.forgotPassword.getHref(), { key: 'resetLinkSent' });
}
