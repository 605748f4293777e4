import {
  DeletedSchema,
  InsertedSchema,
  ModifiedSchema,
  PETS_PAGE_LIMIT,
  PetSchema,
  petSearchQuery,
  StillAvailableAnswerSchema,
  type CreatePet,
  type PetSearch,
  type UpdatePet,
} from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { api, getPage } from '@/lib/api-client';

type Call = { signal?: AbortSignal };

/**
 * GET /api/petListing, one page of a search of the public listing (adopted pets left out).
 * The list is public, so the call carries no token: the server, which has none, asks for the
 * first page the same way while it renders Pet listing, and the browser goes on from there.
 */
export function getPetListingPage(
  search: PetSearch,
  { cursor, signal }: Call & { cursor: string | null },
) {
  return getPage('/petListing', PetSchema, {
    signal,
    authenticated: false,
    query: {
      limit: PETS_PAGE_LIMIT,
      cursor: cursor ?? undefined,
      ...Object.fromEntries(new URLSearchParams(petSearchQuery(search))),
    },
  });
}

/** The newest `limit` pets of the public listing. */
export function getNewestPets({ limit, signal }: Call & { limit: number }) {
  return api.get('/petListing', z.array(PetSchema), { signal, query: { limit } });
}

/** A dashboard table's page: my pets (`email`) or every pet (admins), adopted included. */
export function getOwnedPetsPage({
  email,
  cursor,
  limit,
  signal,
}: Call & { email?: string; cursor?: string; limit: number }) {
  return getPage('/petListing', PetSchema, {
    signal,
    query: { email, cursor, limit, includeAdopted: true },
  });
}

/**
 * Loaded by id without a token: the page works signed out, and the server asks the same way
 * while it renders Pet details.
 */
export function getPet(petId: string, { signal }: Call = {}) {
  return api.get(`/petListing/${encodeURIComponent(petId)}`, PetSchema, {
    signal,
    authenticated: false,
  });
}

export function createPet(pet: CreatePet) {
  return api.post('/petListing', pet, InsertedSchema);
}

export function updatePet(petId: string, changes: UpdatePet) {
  return api.patch(`/petListing/${encodeURIComponent(petId)}`, changes, ModifiedSchema);
}

export function deletePet(petId: string) {
  return api.delete(`/petListing/${encodeURIComponent(petId)}`, DeletedSchema);
}

/**
 * POST /api/petListing/still-available: the "Still available" e-mailed link, followed. No
 * sign-in: the single-use token is the owner's word; 400 (a sentence) for a used or unknown one.
 */
/** "Still available" chosen in the app: the signed-in owner (or an admin) keeps the pet listed. */
export function keepOwnPetListed(petId: string) {
  return api.post(`/petListing/${petId}/still-available`, {}, StillAvailableAnswerSchema);
}

export function keepPetListed({ token }: { token: string }) {
  return api.post('/petListing/still-available', { token }, StillAvailableAnswerSchema, {
    authenticated: false,
  });
}
