import type { PetListQuery, PetSearch } from '@pet-adoption/shared';
import { count, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pets, users } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';
import type { CachedPage, ListingCache } from './listing-cache';
import { type ListingScope, listingCondition, scopeOf, searchKey, searchOf } from './pet-search';
import { petJson } from './pet-search-json';
import {
  afterCursor,
  decodeSortCursor,
  encodeSortCursor,
  keysOf,
  orderOf,
  sortKeyColumns,
} from './pet-search-order';

/** The key totals are kept under: the sort changes the order, never the count. */
export const totalKey = (scope: ListingScope, email: string | undefined, search: PetSearch) =>
  JSON.stringify([scope, email ?? null, searchKey(search, { withSort: false })]);

/** How many pets the search finds in the scope (the X-Total-Count header). */
export async function countPets(
  db: Database,
  scope: ListingScope,
  email: string | undefined,
  search: PetSearch,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(pets)
    .where(listingCondition(scope, email, search));
  return row?.total ?? 0;
}

async function loadPage(
  db: Database,
  query: PetListQuery,
  caller: AuthUser | undefined,
  cache: ListingCache,
): Promise<CachedPage> {
  const scope = scopeOf(query, caller);
  const search = searchOf(query);
  const sort = search.sort ?? 'newest';
  const cursor = query.cursor === undefined ? undefined : decodeSortCursor(query.cursor, sort);
  const order = orderOf(sort);

  // One row more than asked tells whether a next page exists; PostgreSQL writes the page's JSON
  // and hands back the last row's keys for the next cursor.
  const page = db
    .select({
      doc: petJson.as('doc'),
      id: pets.id,
      keyMicros: sortKeyColumns.keyMicros.as('key_micros'),
      keyAge: sortKeyColumns.keyAge.as('key_age'),
      keyName: sortKeyColumns.keyName.as('key_name'),
      rn: sql<number>`row_number() OVER (ORDER BY ${order})`.as('rn'),
    })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(
      listingCondition(
        scope,
        query.email,
        search,
        ...(cursor === undefined ? [] : [afterCursor(cursor)]),
      ),
    )
    .orderBy(order)
    .limit(query.limit + 1)
    .as('page');
  const last = sql`${page.rn} = ${query.limit}`;
  const pageQuery = db
    .select({
      body: sql<string>`coalesce(json_agg(${page.doc} ORDER BY ${page.rn}) FILTER (WHERE ${page.rn} <= ${query.limit}), '[]')::text`,
      rows: sql<number>`count(*)::int`,
      id: sql<string | null>`max(${page.id}::text) FILTER (WHERE ${last})`,
      keyMicros: sql<string | null>`(max(${page.keyMicros}) FILTER (WHERE ${last}))::text`,
      keyAge: sql<number | null>`max(${page.keyAge}) FILTER (WHERE ${last})`,
      keyName: sql<string | null>`max(${page.keyName}) FILTER (WHERE ${last})`,
    })
    .from(page);

  const [[result], total] = await Promise.all([
    pageQuery,
    cache.totals.get(totalKey(scope, query.email, search), () =>
      countPets(db, scope, query.email, search),
    ),
  ]);
  const more = result !== undefined && result.rows > query.limit && result.id !== null;
  return {
    body: result?.body ?? '[]',
    total,
    next: more
      ? encodeSortCursor(
          keysOf(sort, {
            id: result.id ?? '',
            keyMicros: result.keyMicros ?? '0',
            keyAge: Number(result.keyAge ?? 0),
            keyName: result.keyName ?? '',
          }),
        )
      : undefined,
  };
}

/**
 * A page of a search (pet-search.ts) in its sort's order with a keyset cursor. Anyone may list
 * available pets; `email` lists that person's own pets, adopted and paused ones included, for
 * that person or an admin; `includeAdopted` adds adopted pets, and for an admin paused ones too.
 * Public pages are the same for every visitor and are kept a second (docs/decisions/023, 069,
 * 083); owner lists and an admin's list of every pet are read afresh.
 */
export async function listPets(
  db: Database,
  query: PetListQuery,
  caller: AuthUser | undefined,
  cache: ListingCache,
): Promise<CachedPage> {
  if (query.email !== undefined) {
    if (caller === undefined) throw new Error('listPets: an owner list needs a caller');
    if (caller.email !== query.email && caller.role !== 'admin') {
      throw forbidden('You can only list your own pets.');
    }
    return loadPage(db, query, caller, cache);
  }
  const scope = scopeOf(query, caller);
  if (scope === 'every') return loadPage(db, query, caller, cache);
  // The key is the search's one address, so reordered or repeated parameters share an entry;
  // the byte bound and least-recently-used order keep a flood of one-off searches from growing
  // memory or staying long. Pages after a cursor, which anyone can make up, have a bound of
  // their own so such a flood never pushes out the first pages every visitor opens.
  const key = JSON.stringify([scope, searchKey(searchOf(query)), query.limit, query.cursor ?? '']);
  const kept = query.cursor === undefined ? cache.pages : cache.laterPages;
  return kept.get(key, () => loadPage(db, query, undefined, cache));
}
