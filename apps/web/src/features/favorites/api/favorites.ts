import type { FavoriteIds } from '@pet-adoption/shared';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./favorite-requests');

export const FAVORITES_PAGE_LIMIT = 12;

export function getFavoriteIdsQueryOptions() {
  return queryOptions({
    queryKey: ['favorites', 'ids'],
    queryFn: async ({ signal }) => (await requests()).getFavoriteIds({ signal }),
  });
}

/** The saved pets' ids, asked only of a signed-in person (a signed-out page asks nothing). */
export function useFavoriteIds(signedIn: boolean) {
  return useQuery({ ...getFavoriteIdsQueryOptions(), enabled: signedIn });
}

export function getFavoritesQueryOptions(cursor: string | undefined) {
  return queryOptions({
    queryKey: ['favorites', 'list', { cursor, limit: FAVORITES_PAGE_LIMIT }],
    queryFn: async ({ signal }) =>
      (await requests()).getFavoritesPage({ cursor, limit: FAVORITES_PAGE_LIMIT, signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useFavorites(cursor: string | undefined) {
  return useQuery(getFavoritesQueryOptions(cursor));
}

const idsKey = getFavoriteIdsQueryOptions().queryKey;

/**
 * A heart's form was answered: the saved ids say so at once (no flicker back while they are
 * read again), then the hearts and the list ask the server.
 */
export function useFavoriteAnswered() {
  const queryClient = useQueryClient();
  return (petId: string, saved: boolean) => {
    const others = (queryClient.getQueryData<FavoriteIds>(idsKey)?.petIds ?? []).filter(
      (id) => id !== petId,
    );
    queryClient.setQueryData<FavoriteIds>(idsKey, { petIds: saved ? [petId, ...others] : others });
    void queryClient.invalidateQueries({ queryKey: ['favorites'] });
  };
}
