import { petSearchQuery, type PetSearch } from '@pet-adoption/shared';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

const requests = () => import('./pet-facets-requests');

/** The counts beside Pet listing's filter options, for the search in the address. */
export function getPetFacetsQueryOptions(search: PetSearch) {
  return queryOptions({
    queryKey: ['pets', 'facets', petSearchQuery(search)],
    queryFn: async ({ signal }) => (await requests()).getPetFacets(search, { signal }),
    // Counts are a help, not the page: one failure leaves them out rather than retrying.
    retry: false,
  });
}

/**
 * The last search's counts stay while the next ones load, so the options keep their place and
 * their words rather than flickering; `isPlaceholderData` says they are on their way.
 */
export function usePetFacets(search: PetSearch) {
  return useQuery({ ...getPetFacetsQueryOptions(search), placeholderData: keepPreviousData });
}

/**
 * The counts for a page the server renders. Without them the page is still whole: a failure
 * is dropped rather than kept, so it neither makes the page an error page nor travels to the
 * browser, which then asks once more itself.
 */
export async function prefetchPetFacets(queryClient: QueryClient, search: PetSearch) {
  const options = getPetFacetsQueryOptions(search);
  await queryClient.prefetchQuery(options);
  if (queryClient.getQueryState(options.queryKey)?.status === 'error') {
    queryClient.removeQueries({ queryKey: options.queryKey, exact: true });
  }
}
