import { z } from 'zod/mini';
import { PetSchema } from './pets';

/** A person keeps at most this many favorites. */
export const MAX_FAVORITES = 500;

/** Where a favorite stands now: still looking for a home, adopted, or no longer listed. */
export const FAVORITE_STATES = ['available', 'adopted', 'removed'] as const;
export type FavoriteState = (typeof FAVORITE_STATES)[number];

/**
 * One of the caller's favorites (`GET /api/favorites`, newest saved first). The pet's name and
 * picture are kept from when it was saved, so a pet its owner deleted still shows what it was.
 */
export const FavoriteSchema = z
  .object({
    petId: z.string(),
    petName: z.string(),
    image: z.string(),
    savedAt: z.string(),
    state: z.enum(FAVORITE_STATES),
    /** The pet as listed now; null once it is deleted. */
    pet: z.nullable(PetSchema),
  })
  .register(z.globalRegistry, { id: 'Favorite' });
export type Favorite = z.infer<typeof FavoriteSchema>;

/** `GET /api/favorites/ids`: which pets the caller saved, for the hearts on a page of cards. */
export const FavoriteIdsSchema = z
  .object({ petIds: z.array(z.string()) })
  .register(z.globalRegistry, { id: 'FavoriteIds' });
export type FavoriteIds = z.infer<typeof FavoriteIdsSchema>;

/** `PUT` and `DELETE /api/favorites/{petId}` answer where the pet stands now. */
export const FavoriteToggleSchema = z
  .object({ petId: z.string(), favorite: z.boolean() })
  .register(z.globalRegistry, { id: 'FavoriteToggle' });
export type FavoriteToggle = z.infer<typeof FavoriteToggleSchema>;

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
