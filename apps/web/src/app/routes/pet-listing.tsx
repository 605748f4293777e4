import { readPetFilters } from '@pet-adoption/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { getPetsInfiniteQueryOptions } from '@/features/pets/api/pets';
import { PetListing } from '@/features/pets/components/pet-listing';
import { clientLoaderSkipsServer, prefetchPage } from '../route-data';

/** The first page of cards for the address's filters comes with the page. */
export function loader({ request }: LoaderFunctionArgs) {
  const filters = readPetFilters(new URL(request.url).searchParams);
  return prefetchPage((queryClient) =>
    queryClient.prefetchInfiniteQuery(getPetsInfiniteQueryOptions(filters)),
  );
}

export const clientLoader = clientLoaderSkipsServer;

export default PetListing;
