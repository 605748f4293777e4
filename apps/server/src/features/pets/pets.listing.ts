import type { PetListQuery } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { forbidden } from '../../lib/errors';
import type { CachedPage, ListingCache } from './listing-cache';
import { scopeOf, searchKey, searchOf } from './pet-search';
import { decodeSortCursor, encodeSortCursor, keysOf, pageStartOf } from './pet-search-order';
import type { LivePetIndex } from './search-index/index-sync';
import type { IndexScope } from './search-index/pet-search-index';

/**
 * The index's scope of a query: an owner list by the owner's id, the caller's own when they list
 * their pets, else (an admin listing someone's) found by the e-mail.
 */
export async function indexScopeOf(
  db: Database,
  query: PetListQuery,
  caller: AuthUser | undefined,
): Promise<IndexScope> {
  const scope = scopeOf(query, caller);
  if (scope !== 'owner') return { kind: scope };
  if (caller !== undefined && caller.email === query.email) {
    return { kind: 'owner', ownerId: caller.id };
  }
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, query.email ?? ''));
  return { kind: 'owner', ownerId: owner?.id };
}

async function loadPage(
  db: Database,
  index: LivePetIndex,
  query: PetListQuery,
  caller: AuthUser | undefined,
): Promise<CachedPage> {
  const search = searchOf(query);
  const sort = search.sort ?? 'newest';
  const cursor = query.cursor === undefined ? undefined : decodeSortCursor(query.cursor, sort);
  const scope = await indexScopeOf(db, query, caller);
  return index.answer(async (found, since) => {
    const page = found.page(
      scope,
      search,
      sort,
      cursor === undefined ? undefined : pageStartOf(cursor),
      query.limit,
    );
    const { value: documents, changed } = await index.pageDocuments(page.ids, since);
    return {
      value: {
        body: `[${documents.join(',')}]`,
        total: page.total,
        next: page.last === undefined ? undefined : encodeSortCursor(keysOf(sort, page.last)),
      },
      changed,
    };
  });
}

/**
 * A page of a search in its sort's order with a keyset cursor, found in the search index
 * (docs/decisions/092). Anyone may list available pets; `email` lists that person's own pets,
 * adopted and paused ones included, for that person or an admin; `includeAdopted` adds adopted
 * pets, and for an admin paused ones too. Public pages are the same for every visitor and are
 * kept a second (docs/decisions/092); owner lists and an admin's list of every pet
 * are read afresh.
 */
export async function listPets(
  db: Database,
  index: LivePetIndex,
  query: PetListQuery,
  caller: AuthUser | undefined,
  cache: ListingCache,
): Promise<CachedPage> {
  if (query.email !== undefined) {
    if (caller === undefined) throw new Error('listPets: an owner list needs a caller');
    if (caller.email !== query.email && caller.role !== 'admin') {
      throw forbidden('You can only list your own pets.');
    }
    return loadPage(db, index, query, caller);
  }
  const scope = scopeOf(query, caller);
  if (scope === 'every') return loadPage(db, index, query, caller);
  // The key is the search's one address, so reordered or repeated parameters share an entry;
  // the byte bound and least-recently-used order keep a flood of one-off searches from growing
  // memory or staying long. Pages after a cursor, which anyone can make up, have a bound of
  // their own so such a flood never pushes out the first pages every visitor opens.
  const key = JSON.stringify([scope, searchKey(searchOf(query)), query.limit, query.cursor ?? '']);
  const kept = query.cursor === undefined ? cache.pages : cache.laterPages;
  return kept.get(key, () => loadPage(db, index, query, undefined));
}
