import {
  AdoptionRequestSchema,
  DeletedSchema,
  InsertedSchema,
  ModifiedSchema,
  PetSchema,
  type CreateAdoptionRequest,
  type UpdateAdoptionStatus,
} from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

/** Who the requests are for: the owner of the pets (`email`) or the one asking (`adoptorEmail`). */
export type AdoptionRequestsFilter = { email: string } | { adoptorEmail: string };

export function getAdoptionRequests(
  filter: AdoptionRequestsFilter,
  { signal }: { signal?: AbortSignal } = {},
) {
  return api.get('/adoptionUsers', z.array(AdoptionRequestSchema), { signal, query: filter });
}

export function createAdoptionRequest(request: CreateAdoptionRequest) {
  return api.post('/adoptionUsers', request, InsertedSchema);
}

export function deleteAdoptionRequest(requestId: string) {
  return api.delete(`/adoptionUsers/${encodeURIComponent(requestId)}`, DeletedSchema);
}

export function acceptAdoptionRequest(requestId: string) {
  return api.patch(`/adoptionUsers/${encodeURIComponent(requestId)}/accept`, {}, ModifiedSchema);
}

const one = (requestId: string) => `/adoptionUsers/${encodeURIComponent(requestId)}`;

/** The owner (or an admin) marks a request reviewing, or declines it with a reason. */
export function updateAdoptionStatus(requestId: string, change: UpdateAdoptionStatus) {
  return api.patch(`${one(requestId)}/status`, change, ModifiedSchema);
}

/** The adopter takes back an open request; it stays listed as withdrawn. */
export function withdrawAdoptionRequest(requestId: string) {
  return api.post(`${one(requestId)}/withdraw`, {}, ModifiedSchema);
}

/** After a decline: up to six available pets like the one asked for. */
export function getSimilarPets(requestId: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`${one(requestId)}/similar`, z.array(PetSchema), { signal });
}

/** Ask for `petId` in one step with what the declined request `requestId` sent. */
export function reapply(requestId: string, petId: string) {
  return api.post(`${one(requestId)}/reapply`, { petId }, InsertedSchema);
}

/** The name of the pet `petId`, for the sentence that sends someone to its form. */
export async function getPetName(petId: string) {
  return (await api.get(`/petListing/${encodeURIComponent(petId)}`, PetSchema)).petName;
}
