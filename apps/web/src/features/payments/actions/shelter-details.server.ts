import { ShelterDetailsFormSchema } from '@pet-adoption/shared';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { saveShelterDetails } from '../api/payment-requests';
import { SHELTER_FIELDS } from '../components/shelter-details-screen';

/** Shelter details, sent with scripts or without: checked with the shared schema, then saved. */
export async function saveShelterDetailsFromForm(request: Request, backHref: string) {
  const { all } = formValues(await request.formData(), SHELTER_FIELDS);
  const parsed = ShelterDetailsFormSchema.safeParse(all);
  if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, all));
  try {
    await saveShelterDetails(parsed.data);
  } catch (error) {
    return refuse(refusalFromError(error, all, SHELTER_FIELDS));
  }
  return succeed(backHref, { key: 'shelterDetailsSaved' });
}
