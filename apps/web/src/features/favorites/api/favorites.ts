import type { FavoriteIds } from '@pet-adoption/shared';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';

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

export type FavoriteChange = { petId: string; favorite: boolean };

const idsKey = getFavoriteIdsQueryOptions().queryKey;

/**
 * Saves or removes a favorite. The hearts change at once and go back if the server refuses;
 * the list and the hearts ask again afterwards either way.
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ petId, favorite }: FavoriteChange) =>
      favorite ? (await requests()).saveFavorite(petId) : (await requests()).removeFavorite(petId),
    onMutate: async ({ petId, favorite }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData<FavoriteIds>(idsKey);
      const others = (before?.petIds ?? []).filter((id) => id !== petId);
      queryClient.setQueryData<FavoriteIds>(idsKey, {
        petIds: favorite ? [petId, ...others] : others,
      });
      return { before };
    },
    onError: (_error, _change, context) => {
      if (context?.before) queryClient.setQueryData(idsKey, context.before);
      else queryClient.removeQueries({ queryKey: idsKey });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['favorites'] }),
  });
}
