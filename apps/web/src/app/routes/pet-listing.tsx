import {
  petSearchQuery,
  readPetFilters,
  readPetSearch,
  readShownPages,
} from '@pet-adoption/shared';
import {
  useLocation,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getFavoriteIdsQueryOptions } from '@/features/favorites/api/favorites';
import { useFavoriteSlot } from '@/features/favorites/components/favorite-slot';
import { getPetsInfiniteQueryOptions } from '@/features/pets/api/pets';
import { PetListing } from '@/features/pets/components/pet-listing';
import { saveSearchForm } from '@/features/saved-searches/actions/save-search.server';
import { SaveSearchForm } from '@/features/saved-searches/components/save-search-form';
import { refuseUnknownRow } from '@/lib/table-action.server';
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

/** "Save this search" sent by the browser itself (before the page's script, or without one). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return form.get('intent') === 'saveSearch' ? saveSearchForm(form) : refuseUnknownRow();
}

/** The listing with a heart on every card and "Save this search". */
export default function PetListingRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useAuth();
  return (
    <PetListing
      favorite={useFavoriteSlot(user !== null)}
      saveSearch={
        <SaveSearchForm
          query={petSearchQuery(readPetSearch(params))}
          signedIn={user !== null}
          loginHref={paths.login.getHref(`${location.pathname}${location.search}`)}
          savedSearchesHref={paths.dashboard.savedSearches.getHref()}
        />
      }
    />
  );
}
