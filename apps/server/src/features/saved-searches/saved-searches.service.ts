import {
  type CreateSavedSearch,
  isUuid,
  MAX_SAVED_SEARCHES,
  type SavedSearch,
  savedSearchTexts,
  type UpdateSavedSearch,
} from '@pet-adoption/shared';
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { savedSearches, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { conflict, notFound } from '../../lib/errors';

type SavedSearchRow = typeof savedSearches.$inferSelect;

export const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  _id: row.id,
  name: row.name,
  query: row.query,
  frequency: row.frequency,
  paused: row.paused,
  createdAt: row.createdAt.toISOString(),
});

/** The caller's own searches, newest first (at most MAX_SAVED_SEARCHES, so one page). */
export async function listSavedSearches(db: Database, caller: AuthUser): Promise<SavedSearch[]> {
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, caller.id))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toSavedSearch);
}

/**
 * Locks the caller's row, so that saves and edits of one person's searches take turns: twenty
 * saves at once never make twenty-one, nor two copies of one search.
 */
async function lockCaller(tx: Executor, caller: AuthUser) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, caller.id)).for('update');
}

/**
 * One search is saved once: a second copy would only send the same pets twice under two
 * names. Queries are stored in one order (SavedSearchQuerySchema), so equal text is one search.
 */
async function refuseCopy(tx: Executor, caller: AuthUser, query: string, except?: string) {
  const [copy] = await tx
    .select({ name: savedSearches.name })
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.userId, caller.id),
        eq(savedSearches.query, query),
        except === undefined ? undefined : ne(savedSearches.id, except),
      ),
    )
    .limit(1);
  if (copy !== undefined) throw conflict(savedSearchTexts.alreadySaved(copy.name));
}

/** Saves a search for the caller, refused with 409 past MAX_SAVED_SEARCHES or for a copy. */
export async function createSavedSearch(db: Database, caller: AuthUser, body: CreateSavedSearch) {
  return db.transaction(async (tx) => {
    await lockCaller(tx, caller);
    const [kept] = await tx
      .select({ total: count() })
      .from(savedSearches)
      .where(eq(savedSearches.userId, caller.id));
    if ((kept?.total ?? 0) >= MAX_SAVED_SEARCHES) throw conflict(savedSearchTexts.tooMany);
    await refuseCopy(tx, caller, body.query);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId: caller.id,
        name: body.name,
        query: body.query,
        frequency: body.frequency,
      })
      .returning({ id: savedSearches.id });
    return { insertedId: row?.id ?? null };
  });
}

const own = (caller: AuthUser, id: string) =>
  and(eq(savedSearches.id, id), eq(savedSearches.userId, caller.id));

/**
 * Renames, changes the query or frequency, pauses or resumes; another person's is a 404, and a
 * query the caller already saved under another search is a 409.
 */
export async function updateSavedSearch(
  db: Database,
  caller: AuthUser,
  id: string,
  body: UpdateSavedSearch,
): Promise<SavedSearch> {
  if (!isUuid(id)) throw notFound('Saved search');
  const changes: Partial<typeof savedSearches.$inferInsert> = {
    ...(body.name === undefined ? {} : { name: body.name }),
    ...(body.query === undefined ? {} : { query: body.query }),
    ...(body.frequency === undefined ? {} : { frequency: body.frequency }),
    ...(body.paused === undefined ? {} : { paused: body.paused }),
  };
  const row = await db.transaction(async (tx) => {
    if (Object.keys(changes).length === 0) {
      return (await tx.select().from(savedSearches).where(own(caller, id)))[0];
    }
    if (body.query !== undefined) {
      await lockCaller(tx, caller);
      await refuseCopy(tx, caller, body.query, id);
    }
    return (await tx.update(savedSearches).set(changes).where(own(caller, id)).returning())[0];
  });
  if (row === undefined) throw notFound('Saved search');
  return toSavedSearch(row);
}

export async function deleteSavedSearch(db: Database, caller: AuthUser, id: string) {
  if (!isUuid(id)) throw notFound('Saved search');
  const deleted = await db
    .delete(savedSearches)
    .where(own(caller, id))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound('Saved search');
  return { deletedCount: deleted.length };
}
