import {
  type Favorite,
  type FavoriteIds,
  type FavoriteState,
  type FavoriteToggle,
  favoriteTexts,
  isUuid,
  MAX_FAVORITES,
  type PageQuery,
} from '@pet-adoption/shared';
import { and, count, desc, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createdAtMicros, decodeCursor, olderThan, pageOf } from '../../db/queries/keyset';
import { petColumns, type PetRow, toPet } from '../../db/queries/pet-record';
import { favorites, pets, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { conflict, notFound } from '../../lib/errors';

type FavoriteRow = typeof favorites.$inferSelect;

const stateOf = (pet: PetRow | null): FavoriteState =>
  pet === null ? 'removed' : pet.adopted ? 'adopted' : 'available';

/**
 * A favorite whose pet was deleted has lost the pet's id (the column is cleared with the pet),
 * so it answers with its own id in `petId`: the one DELETE /api/favorites/{petId} takes for it.
 */
const toFavorite = (row: FavoriteRow, pet: PetRow | null): Favorite => ({
  petId: row.petId ?? row.id,
  petName: pet?.petName ?? row.petName,
  image: pet?.image ?? row.image,
  savedAt: row.createdAt.toISOString(),
  state: stateOf(pet),
  pet: pet === null ? null : toPet(pet),
});

export interface FavoritePage {
  favorites: Favorite[];
  total: number;
  next: string | undefined;
}

/** The caller's own favorites, newest saved first, a page at a time. */
export async function listFavorites(
  db: Database,
  caller: AuthUser,
  query: PageQuery,
): Promise<FavoritePage> {
  const where = eq(favorites.userId, caller.id);
  const pageWhere =
    query.cursor === undefined
      ? where
      : and(where, olderThan(favorites.createdAt, favorites.id, decodeCursor(query.cursor)));
  const [rows, totals] = await Promise.all([
    db
      .select({
        favorite: favorites,
        micros: createdAtMicros(favorites.createdAt),
        pet: petColumns,
      })
      .from(favorites)
      .leftJoin(pets, eq(pets.id, favorites.petId))
      .leftJoin(users, eq(users.id, pets.ownerId))
      .where(pageWhere)
      .orderBy(desc(favorites.createdAt), desc(favorites.id))
      // One more than asked tells whether a next page exists.
      .limit(query.limit + 1),
    db.select({ total: count() }).from(favorites).where(where),
  ]);
  const page = pageOf(
    // A deleted pet leaves every column of the join null.
    rows.map(({ favorite, micros, pet }) => ({
      id: favorite.id,
      micros,
      favorite,
      pet: pet.id === null ? null : (pet as PetRow),
    })),
    query.limit,
  );
  return {
    favorites: page.rows.map(({ favorite, pet }) => toFavorite(favorite, pet)),
    total: totals[0]?.total ?? 0,
    next: page.next,
  };
}

/** Which listed pets the caller saved: the hearts of a page of cards. */
export async function favoriteIds(db: Database, caller: AuthUser): Promise<FavoriteIds> {
  const rows = await db
    .select({ petId: favorites.petId })
    .from(favorites)
    .where(and(eq(favorites.userId, caller.id), isNotNull(favorites.petId)));
  return { petIds: rows.flatMap(({ petId }) => (petId === null ? [] : [petId])) };
}

/**
 * Saves the pet; saving it again changes nothing. A pet that has found a home is not saved
 * (409), nor one past MAX_FAVORITES (409). The caller's row is locked first, so two saves at
 * once cannot pass the limit together.
 */
export async function saveFavorite(
  db: Database,
  caller: AuthUser,
  petId: string,
): Promise<FavoriteToggle> {
  if (!isUuid(petId)) throw notFound('Pet');
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for('update');
    const [saved] = await tx
      .select({ id: favorites.id })
      .from(favorites)
      .where(and(eq(favorites.userId, caller.id), eq(favorites.petId, petId)));
    if (saved) return { petId, favorite: true };
    const [pet] = await tx
      .select({ petName: pets.petName, image: pets.image, adopted: pets.adopted })
      .from(pets)
      .where(eq(pets.id, petId));
    if (!pet) throw notFound('Pet');
    if (pet.adopted) throw conflict(favoriteTexts.adopted(pet.petName));
    const [kept] = await tx
      .select({ total: count() })
      .from(favorites)
      .where(eq(favorites.userId, caller.id));
    if ((kept?.total ?? 0) >= MAX_FAVORITES) throw conflict(favoriteTexts.tooMany);
    await tx
      .insert(favorites)
      .values({ userId: caller.id, petId, petName: pet.petName, image: pet.image })
      .onConflictDoNothing();
    return { petId, favorite: true };
  });
}

/**
 * Removes one of the caller's favorites, by its pet's id (or, for a pet no longer listed, the
 * id its favorite answers with); removing one that is not there changes nothing.
 */
export async function removeFavorite(
  db: Database,
  caller: AuthUser,
  petId: string,
): Promise<FavoriteToggle> {
  if (!isUuid(petId)) throw notFound('Favorite');
  await db
    .delete(favorites)
    .where(
      and(
        eq(favorites.userId, caller.id),
        or(eq(favorites.petId, petId), and(isNull(favorites.petId), eq(favorites.id, petId))),
      ),
    );
  return { petId, favorite: false };
}
