import { readShownPages } from '@pet-adoption/shared';
import {
  redirect,
  useLocation,
  useSearchParams,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
} from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getFavoriteIdsQueryOptions } from '@/features/favorites/api/favorites';
import { useFavoriteSlot } from '@/features/favorites/components/favorite-slot';
import { prefetchPetFacets } from '@/features/pets/api/pet-facets';
import { getPetsInfiniteQueryOptions } from '@/features/pets/api/pets';
import { PetListing } from '@/features/pets/components/pet-listing';
import { listingQuery, readListingSearch } from '@/features/pets/listing-search';
import { saveSearchForm } from '@/features/saved-searches/actions/save-search.server';
import { SaveSearchForm } from '@/features/saved-searches/components/save-search-form';
import { refuseUnknownRow } from '@/lib/table-action.server';
import { pageVisitor } from '../page-services.server';
import { clientLoaderSkipsServer, prefetchPage } from '../route-data';

const entriesOf = (params: URLSearchParams) => JSON.stringify([...params]);

/**
 * The cards and the filters' counts for the address's search come with the page: the first
 * page of cards, or as many as asked. An address a GET form wrote (`size=small&size=medium`,
 * empty fields) is sent on to the listing's own spelling of it first, the one that is shared
 * and saved.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const params = url.searchParams;
  const own = listingQuery(params);
  if (entriesOf(params) !== entriesOf(new URLSearchParams(own))) {
    throw redirect(own ? `${url.pathname}?${own}` : url.pathname);
  }
  const search = readListingSearch(params);
  const signedIn = pageVisitor(context) !== null;
  return prefetchPage((queryClient) =>
    Promise.all([
      queryClient.prefetchInfiniteQuery({
        ...getPetsInfiniteQueryOptions(search),
        pages: readShownPages(params),
      }),
      prefetchPetFacets(queryClient, search),
      signedIn && queryClient.prefetchQuery(getFavoriteIdsQueryOptions()),
    ]),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** "Save this search", sent with scripts or without. */
export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return form.get('intent') === 'saveSearch' ? saveSearchForm(form) : refuseUnknownRow();
}

/** The listing with a heart on every card and "Save this search" for the filters shown. */
export default function PetListingRoute() {
  const [params] = useSearchParams();
  const location = useLocation();
  const { user } = useAuth();
  return (
    <PetListing
      favorite={useFavoriteSlot(user !== null)}
      actions={
        <SaveSearchForm
          query={listingQuery(params)}
          signedIn={user !== null}
          loginHref={paths.login.getHref(`${location.pathname}${location.search}`)}
          savedSearchesHref={paths.dashboard.savedSearches.getHref()}
        />
      }
    />
  );
}
