import { texts } from '@pet-adoption/shared';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { refuse, succeed } from '@/lib/form-action.server';
import { saveAdopterProfile } from '../api/application-requests';
import { checkProfile, profileErrorsOf, readProfileValues } from '../profile-form';

/** The adopter profile sent without scripts: the same checks, call and words as with them. */
export async function saveAdopterProfileForm(request: Request) {
  const form = await request.formData();
  const values = readProfileValues((name) => form.get(name));
  const checked = checkProfile(values);
  if (!checked.profile) {
    return refuse({ fields: stringsOf(checked.errors), message: null, values });
  }
  try {
    await saveAdopterProfile(checked.profile);
  } catch (error) {
    const fields = error instanceof ApiError ? profileErrorsOf(error.fields) : {};
    if (Object.keys(fields).length > 0) return refuse({ fields, message: null, values });
    return refuse({
      fields: {},
      message: error instanceof Error && error.message ? error.message : texts.forms.unexpected,
      values,
    });
  }
  return succeed(paths.dashboard.adopterProfile.getHref(), { key: 'adopterProfileSaved' });
}

const stringsOf = (errors: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(
    Object.entries(errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
