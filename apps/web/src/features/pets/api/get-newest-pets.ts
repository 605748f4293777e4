import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, listOf } from '@/lib/api-client';

export const NEWEST_PETS_COUNT = 6;

// Home's sections: the schema comes with the call, so zod is not in Home's first load
// (decision 014).
const PetsSchema = listOf(async () => (await import('@pet-adoption/shared/pets')).PetSchema);

/** GET /api/petListing?limit=6: the public listing is newest first and leaves out adopted pets. */
export function getNewestPetsQueryOptions() {
  return queryOptions({
    queryKey: ['pets', 'newest'],
    queryFn: ({ signal }) =>
      api.get('/petListing', PetsSchema, { signal, query: { limit: NEWEST_PETS_COUNT } }),
  });
}

export function useNewestPets() {
  return useQuery(getNewestPetsQueryOptions());
}
