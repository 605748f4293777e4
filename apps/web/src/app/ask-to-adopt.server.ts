import type { ActionFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { askToAdopt } from '@/features/adoptions/actions/ask-to-adopt.server';
import { getPet } from '@/features/pets/api/pet-requests';
import { ApiError } from '@/lib/api-error';
import { notFound } from './route-data';

/**
 * The pet the form is about: one the API does not know (a malformed id included, which it
 * answers 404 too) is the 404 page. The page's loader said so before anything could be sent.
 */
async function petOf(id: string | undefined) {
  if (id === undefined) throw notFound();
  try {
    return await getPet(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound();
    throw error;
  }
}

/**
 * Adopt Now's form, with scripts or without, as the action of the route it is sent from: the
 * pet's page (the dialog) or the form's own page (before the page's script, or without one).
 * Sent, it goes on to the pet's page with its notice.
 */
export async function askToAdoptAction({ request, params }: ActionFunctionArgs) {
  const pet = await petOf(params.id);
  return askToAdopt(request, pet, paths.petDetails.getHref(pet._id));
}
