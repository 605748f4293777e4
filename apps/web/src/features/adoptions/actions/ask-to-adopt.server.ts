import { texts, type Pet } from '@pet-adoption/shared';
import { getPetApplication } from '../api/application-requests';
import { ApiError } from '@/lib/api-error';
import { refuse, succeed } from '@/lib/form-action.server';
import { createAdoptionRequest } from '../api/adoption-requests';
import { adoptErrorsOf, adoptFields, readAdoptForm } from '../adopt-request';

/**
 * Adopt Now, sent from the dialog or the form's own page, with scripts or without: checked with
 * the shared rules (the lister's questions asked afresh), the person's name and e-mail coming
 * from their account (the read-only fields are not read). Sent, it goes back to the pet's page
 * (`petHref`) with the dialog's sentence; refused (their own pet, already asked, adopted, over
 * the limit, a required answer missing), it stays on the form with the server's words.
 */
export async function askToAdopt(request: Request, pet: Pet, petHref: string) {
  const form = await request.formData();
  // What was typed comes back with a refusal; the name and e-mail come from the account.
  const values = Object.fromEntries(
    [...form.entries()].filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && entry[0] !== 'name' && entry[0] !== 'email',
    ),
  );
  let questions;
  try {
    ({ questions } = await getPetApplication(pet._id));
  } catch (error) {
    return refuse({ fields: {}, message: sentence(error), values });
  }
  const fields = adoptFields(questions);
  const read = readAdoptForm((name) => form.get(name), pet._id, questions);
  if (!read.request) return refuse({ fields: read.errors, message: null, values });
  try {
    await createAdoptionRequest(read.request);
  } catch (error) {
    const fromServer = error instanceof ApiError ? adoptErrorsOf(error.fields, fields) : {};
    if (Object.keys(fromServer).length > 0) {
      return refuse({ fields: fromServer, message: null, values });
    }
    return refuse({ fields: {}, message: sentence(error), values });
  }
  return succeed(petHref, { key: 'adoptionAsked', name: pet.petName });
}

const sentence = (error: unknown) =>
  error instanceof Error && error.message ? error.message : texts.forms.unexpected;
