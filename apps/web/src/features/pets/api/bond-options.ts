import { MAX_PAGE_LIMIT } from '@pet-adoption/shared';
import { getOwnedPetsQueryOptions, useOwnedPets } from './pets';

/**
 * The lister's pets the form offers for "Bonded with": one page of the most a page holds (a
 * lister with more pets than that is a shelter, and picks among the newest).
 */
export const getBondOptionsQueryOptions = (email: string) =>
  getOwnedPetsQueryOptions({ email, limit: MAX_PAGE_LIMIT });

/** The owner's other pets not yet adopted, this pet left out; empty until known. */
export function useBondOptions(email: string | undefined, petId?: string) {
  const owned = useOwnedPets({ email, limit: MAX_PAGE_LIMIT }, email !== undefined);
  return (owned.data?.items ?? [])
    .filter((pet) => pet._id !== petId && !pet.adopted)
    .map((pet) => ({ _id: pet._id, petName: pet.petName }));
}
