import { currentCursor } from '@pet-adoption/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { actOnFavorite } from '@/features/favorites/actions/favorites.server';
import { getFavoritesQueryOptions } from '@/features/favorites/api/favorites';
import { FavoritesScreen } from '@/features/favorites/components/favorites-screen';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The page of favorites the address names comes with the page, each Remove as a form. */
export function loader({ request }: LoaderFunctionArgs) {
  const cursor = currentCursor(new URL(request.url).searchParams);
  return prefetchPage((queryClient) => queryClient.fetchQuery(getFavoritesQueryOptions(cursor)));
}

export const clientLoader = clientLoaderSkipsServer;

/**
 * Remove on this screen, and every heart on a card or a pet's page, sent by the browser itself
 * (before the page's script, or without one): saves or removes, then back where it was pressed.
 */
export const action = actOnFavorite;

export default FavoritesScreen;
