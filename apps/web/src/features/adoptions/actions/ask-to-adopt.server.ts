import { CreateAdoptionRequestSchema, type Pet } from '@pet-adoption/shared';
import {
  formValues,
  refuse,
  refusalFromError,
  refusalFromIssues,
  succeed,
} from '@/lib/form-action.server';
import { createAdoptionRequest } from '../api/adoption-requests';
import { ADOPT_FIELDS } from '../components/adopt-form';

/**
 * Adopt Now sent without JavaScript, from the form's own page: the same schema and request as
 * the dialog's script, the person's name and e-mail coming from their account (the read-only
 * fields are not read). Sent, it goes back to the pet's page (`petHref`) with the dialog's
 * sentence; refused (their own pet, already asked, adopted, over the limit), it stays on the
 * form with the server's.
 */
export async function askToAdopt(request: Request, pet: Pet, petHref: string) {
  const form = await request.formData();
  const { all, shown } = formValues(form, ADOPT_FIELDS);
  const parsed = CreateAdoptionRequestSchema.safeParse({ ...all, petId: pet._id });
  if (!parsed.success) return refuse(refusalFromIssues(parsed.error.issues, shown));
  try {
    await createAdoptionRequest(parsed.data);
  } catch (error) {
    return refuse(refusalFromError(error, shown, ADOPT_FIELDS));
  }
  return succeed(petHref, { key: 'adoptionAsked', name: pet.petName });
}
