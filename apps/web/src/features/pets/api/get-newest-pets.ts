import { PetSchema } from '@pet-adoption/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

export const NEWEST_PETS_COUNT = 6;

/** GET /api/petListing?limit=6: the public listing is newest first and leaves out adopted pets. */
export function getNewestPetsQueryOptions() {
  return queryOptions({
    queryKey: ['pets', 'newest'],
    queryFn: ({ signal }) =>
      api.get('/petListing', z.array(PetSchema), { signal, query: { limit: NEWEST_PETS_COUNT } }),
  });
}

export function useNewestPets() {
  return useQuery(getNewestPetsQueryOptions());
}
