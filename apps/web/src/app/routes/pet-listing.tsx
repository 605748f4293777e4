import { readPetFilters, readShownPages } from '@pet-adoption/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getFavoriteIdsQueryOptions } from '@/features/favorites/api/favorites';
import { useFavoriteSlot } from '@/features/favorites/components/favorite-slot';
import { getPetsInfiniteQueryOptions } from '@/features/pets/api/pets';
import { PetListing } from '@/features/pets/components/pet-listing';
import { pageVisitor } from '../page-services.server';
import { clientLoaderSkipsServer, prefetchPage } from '../route-data';

/**
 * The cards for the address's filters come with the page: the first page, or as many as asked,
 * and which of them the visitor saved, so the hearts are right before (or without) scripts.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = readPetFilters(params);
  const signedIn = pageVisitor(context) !== null;
  return prefetchPage((queryClient) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery({
        ...getPetsInfiniteQueryOptions(filters),
        pages: readShownPages(params),
      }),
      signedIn && queryClient.prefetchQuery(getFavoriteIdsQueryOptions()),
    ]),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** The listing with a heart on every card. */
export default function PetListingRoute() {
  const { user } = useAuth();
  return <PetListing favorite={useFavoriteSlot(user !== null)} />;
}
