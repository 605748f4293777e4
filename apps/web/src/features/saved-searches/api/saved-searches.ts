import { queryOptions, useQuery } from '@tanstack/react-query';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./saved-search-requests');

export function getSavedSearchesQueryOptions() {
  return queryOptions({
    queryKey: ['saved-searches'],
    queryFn: async ({ signal }) => (await requests()).getSavedSearches({ signal }),
    staleTime: 0,
  });
}

export function useSavedSearches() {
  return useQuery(getSavedSearchesQueryOptions());
}
