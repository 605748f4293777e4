import { readShownPages } from '@pet-adoption/shared';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { prefetchPetFacets } from '@/features/pets/api/pet-facets';
import { getPetsInfiniteQueryOptions } from '@/features/pets/api/pets';
import { PetListing } from '@/features/pets/components/pet-listing';
import { listingQuery, readListingSearch } from '@/features/pets/listing-search';
import { clientLoaderSkipsServer, prefetchPage } from '../route-data';

const entriesOf = (params: URLSearchParams) => JSON.stringify([...params]);

/**
 * The cards and the filters' counts for the address's search come with the page: the first
 * page of cards, or as many as asked. An address a GET form wrote (`size=small&size=medium`,
 * empty fields) is sent on to the listing's own spelling of it first, the one that is shared
 * and saved.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const own = listingQuery(params);
  if (entriesOf(params) !== entriesOf(new URLSearchParams(own))) {
    throw redirect(own ? `${url.pathname}?${own}` : url.pathname);
  }
  const search = readListingSearch(params);
  return prefetchPage((queryClient) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery({
        ...getPetsInfiniteQueryOptions(search),
        pages: readShownPages(params),
      }),
      prefetchPetFacets(queryClient, search),
    ]),
  );
}

export const clientLoader = clientLoaderSkipsServer;

export default PetListing;
