import {
  AdoptionRequestSchema,
  DeletedSchema,
  InsertedSchema,
  ModifiedSchema,
  type CreateAdoptionRequest,
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
