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
import { getPetsInfiniteQueryOptions } from '@/features/pets/api/pets';
import { PetListing } from '@/features/pets/components/pet-listing';
import { saveSearchForm } from '@/features/saved-searches/actions/save-search.server';
import { SaveSearchForm } from '@/features/saved-searches/components/save-search-form';
import { refuseUnknownRow } from '@/lib/table-action.server';
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

/** "Save this search" sent by the browser itself (before the page's script, or without one). */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return form.get('intent') === 'saveSearch' ? saveSearchForm(form) : refuseUnknownRow();
}

export default function PetListingRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useAuth();
  return (
    <PetListing
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
