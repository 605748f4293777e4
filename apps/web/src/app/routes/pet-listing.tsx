import { readPetFilters, readShownPages } from '@pet-adoption/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { getPetsInfiniteQueryOptions } from '@/features/pets/api/pets';
import { PetListing } from '@/features/pets/components/pet-listing';
import { clientLoaderSkipsServer, prefetchPage } from '../route-data';

/** The cards for the address's filters come with the page: the first page, or as many as asked. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = readPetFilters(params);
  return prefetchPage((queryClient) =>
    queryClient.prefetchInfiniteQuery({
      ...getPetsInfiniteQueryOptions(filters),
      pages: readShownPages(params),
    }),
  );
}

export const clientLoader = clientLoaderSkipsServer;

export default PetListing;
