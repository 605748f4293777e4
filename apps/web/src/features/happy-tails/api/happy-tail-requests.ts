import { type CreateHappyTail, CreatedIdSchema, HappyTailSchema } from '@pet-adoption/shared';
import { api, getPage } from '@/lib/api-client';

const tailsPath = (petId: string) => `/petListing/${encodeURIComponent(petId)}/happy-tails`;

/** GET /api/petListing/{id}/happy-tails: the newest 20. */
export function getHappyTails(petId: string, { signal }: { signal?: AbortSignal } = {}) {
  return getPage(tailsPath(petId), HappyTailSchema, {
    signal,
    authenticated: false,
    query: { limit: 20 },
  });
}

/** POST /api/petListing/{id}/happy-tails (the adopter). */
export function shareHappyTail(petId: string, tail: CreateHappyTail) {
  return api.post(tailsPath(petId), tail, CreatedIdSchema);
}
