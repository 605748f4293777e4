import type { ActionFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { actOnSavedSearch } from '@/features/saved-searches/actions/saved-searches.server';
import { getSavedSearchesQueryOptions } from '@/features/saved-searches/api/saved-searches';
import { SavedSearchesScreen } from '@/features/saved-searches/components/saved-searches-screen';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The person's saved searches come with the page, each one's forms ready without scripts. */
export function loader() {
  return prefetchPage((queryClient) => queryClient.fetchQuery(getSavedSearchesQueryOptions()));
}

export const clientLoader = clientLoaderSkipsServer;

/** Rename, how often, pause, resume or delete, sent with scripts or without. */
export const action = ({ request }: ActionFunctionArgs) => actOnSavedSearch(request);

const listingHref = (query: string) =>
  query ? `${paths.petListing.path}?${query}` : paths.petListing.path;

export default function SavedSearchesRoute() {
  return (
    <SavedSearchesScreen
      pageHref={paths.dashboard.savedSearches.getHref()}
      listingHref={listingHref}
    />
  );
}
