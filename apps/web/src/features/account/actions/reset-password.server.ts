import { accountTexts, PasswordResetSchema } from '@pet-adoption/shared';
import { paths } from '@/config/paths';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { resetPassword } from '../api/account-requests';
import { RESET_FIELDS } from '../components/reset-password-screen';
import { isInvalidLink } from '../link-failures';

const FIELDS = ['token', ...RESET_FIELDS] as const;

/** The link no longer works: the page says so and offers a new one, whatever was typed. */
const refuseLink = () => refuse({ fields: {}, message: accountTexts.linkInvalid, values: {} });

/**
 * 'Save new password', with scripts or without: docs/product.md §5's rule, then on to Login,
 * which says the password is changed.
 */
export async function chooseNewPassword(request: Request) {
  const form = await request.formData();
  // Neither the password nor the link's token is sent back: the token stays in the address.
  const { all } = formValues(form, FIELDS, { secret: FIELDS });
  const parsed = PasswordResetSchema.safeParse(all);
  if (!parsed.success) {
    const refusal = refusalFromIssues(parsed.error.issues, {});
    return refusal.fields.newPassword ? refuse(refusal) : refuseLink();
  }
  try {
    await resetPassword(parsed.data);
  } catch (error) {
    if (isInvalidLink(error)) return refuseLink();
    return refuse(refusalFromError(error, {}, RESET_FIELDS));
  }
  return succeed(paths.login.getHref(), { key: 'passwordReset' });
}
