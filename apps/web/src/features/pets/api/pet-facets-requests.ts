import { PetFacetsSchema, petSearchQuery, type PetSearch } from '@pet-adoption/shared';
import { api } from '@/lib/api-client';

/**
 * GET /api/petListing/facets: how many pets each filter's values would leave, for a search.
 * Public like the listing, so no token: the server asks the same while it renders the page.
 */
export function getPetFacets(search: PetSearch, { signal }: { signal?: AbortSignal } = {}) {
  return api.get('/petListing/facets', PetFacetsSchema, {
    signal,
    authenticated: false,
    query: Object.fromEntries(new URLSearchParams(petSearchQuery(search))),
  });
}
