import { z } from 'zod/mini';
import { FAVORITE_STATES } from './favorite-texts';
import { PetSchema } from './pets';

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
