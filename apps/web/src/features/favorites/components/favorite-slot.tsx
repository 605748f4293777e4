import { useCallback } from 'react';
import { FavoriteButton } from './favorite-button';

/**
 * The heart as the pets feature's cards and page take it (a `favorite` slot), for the routes
 * that compose them. Stable while the visitor stays who they are, so memoized cards stay put.
 */
export function useFavoriteSlot(signedIn: boolean) {
  return useCallback(
    (pet: { _id: string; petName: string }) => <FavoriteButton pet={pet} signedIn={signedIn} />,
    [signedIn],
  );
}
