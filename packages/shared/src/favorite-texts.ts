/**
 * Favorites' limit, states and sentences, apart from favorites.ts's schemas so that the heart on
 * every card loads no zod.
 */

/** A person keeps at most this many favorites. */
export const MAX_FAVORITES = 500;

/** Where a favorite stands now: still looking for a home, adopted, or no longer listed. */
export const FAVORITE_STATES = ['available', 'adopted', 'removed'] as const;
export type FavoriteState = (typeof FAVORITE_STATES)[number];

export const favoriteTexts = {
  save: (pet: string) => `Save ${pet} to favorites`,
  saved: (pet: string) => `${pet} saved to your favorites.`,
  removed: (pet: string) => `${pet} removed from your favorites.`,
  tooMany: `You can keep at most ${MAX_FAVORITES} favorites. Remove some to save more.`,
  adopted: (pet: string) =>
    `${pet} has already found a home, so it cannot be saved to your favorites.`,
  heading: 'My favorites',
  none: 'You have not saved any pets yet. Press the heart on a pet to keep it here.',
  browse: 'Browse the pet listing',
  removeButton: 'Remove',
  open: (pet: string) => `See ${pet}`,
  savedOn: 'Saved',
  state: { available: 'Available', adopted: 'Adopted', removed: 'No longer listed' },
} as const;
