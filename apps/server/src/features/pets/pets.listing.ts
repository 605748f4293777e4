import type { PetListQuery } from '@pet-adoption/shared';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pets, users } from '../../db/schema';
import { forbidden } from '../../lib/errors';
import { createdAtMicros, decodeCursor, escapeLike, pageOf } from '../../db/keyset';
import type { AuthUser } from '../../lib/auth-user';
import type { CachedPage, ListingCache } from './listing-cache';
import { petColumns, toPet } from '../../db/pet-record';

/** Which filters a listing uses; each combination is one prepared statement. */
interface Shape {
  /**
   * owner: one person's pets; available: the public listing; public: with adopted pets too;
   * every: each pet, paused ones included (admins).
   */
  scope: 'owner' | 'available' | 'public' | 'every';
  category: boolean;
  search: boolean;
  cursor: boolean;
}

const shapeName = (kind: string, s: Shape) =>
  `pets_${kind}_${s.scope}_${Number(s.category)}${Number(s.search)}${Number(s.cursor)}`;

function shapeFilters(shape: Shape): SQL[] {
  const filters: SQL[] = [];
  if (shape.scope === 'owner') filters.push(eq(users.email, sql.placeholder('email')));
  // Literals, not parameters: only then may a reused plan take the partial index of available
  // pets. A paused listing (not updated for a long time) is out of the public listing.
  if (shape.scope === 'available') {
    filters.push(sql`${pets.adopted} = false AND ${pets.paused} = false`);
  }
  if (shape.scope === 'public') filters.push(sql`${pets.paused} = false`);
  if (shape.category) filters.push(eq(pets.category, sql.placeholder('category')));
  if (shape.search) filters.push(ilike(pets.petName, sql.placeholder('pattern')));
  return filters;
}

function preparePage(db: Database, shape: Shape) {
  const filters = shapeFilters(shape);
  if (shape.cursor) {
    filters.push(
      sql`(${pets.createdAt}, ${pets.id}) < (timestamptz 'epoch' + ${sql.placeholder('micros')}::bigint * interval '1 microsecond', ${sql.placeholder('cursorId')}::uuid)`,
    );
  }
  return (
    db
      .select({ ...petColumns, micros: createdAtMicros(pets.createdAt) })
      .from(pets)
      .innerJoin(users, eq(users.id, pets.ownerId))
      .where(and(...filters))
      .orderBy(desc(pets.createdAt), desc(pets.id))
      // One more than asked tells whether a next page exists.
      .limit(sql.placeholder('limit'))
      .prepare(shapeName('page', shape))
  );
}

function prepareCount(db: Database, shape: Shape) {
  const query = db.select({ total: count() }).from(pets);
  // The owner join is only needed to filter by e-mail; without it the count reads pets alone.
  const joined =
    shape.scope === 'owner' ? query.innerJoin(users, eq(users.id, pets.ownerId)) : query;
  return joined.where(and(...shapeFilters(shape))).prepare(shapeName('count', shape));
}

/**
 * Named statements, built once per shape and database: PostgreSQL parses and plans each once
 * per connection instead of on every request, and drizzle assembles the SQL once.
 */
interface Prepared {
  pages: Map<string, ReturnType<typeof preparePage>>;
  counts: Map<string, ReturnType<typeof prepareCount>>;
}
const preparedByDb = new WeakMap<Database, Prepared>();

function prepared(db: Database, shape: Shape) {
  let statements = preparedByDb.get(db);
  if (statements === undefined) {
    statements = { pages: new Map(), counts: new Map() };
    preparedByDb.set(db, statements);
  }
  const name = shapeName('', shape);
  let page = statements.pages.get(name);
  if (page === undefined) {
    page = preparePage(db, shape);
    statements.pages.set(name, page);
  }
  const countShape = { ...shape, cursor: false };
  const countName = shapeName('', countShape);
  let total = statements.counts.get(countName);
  if (total === undefined) {
    total = prepareCount(db, countShape);
    statements.counts.set(countName, total);
  }
  return { page, total };
}

function scopeOf(query: PetListQuery, caller: AuthUser | undefined): Shape['scope'] {
  if (query.email !== undefined) return 'owner';
  if (query.includeAdopted !== true) return 'available';
  return caller?.role === 'admin' ? 'every' : 'public';
}

async function loadPage(
  db: Database,
  query: PetListQuery,
  caller: AuthUser | undefined,
  search: string | undefined,
  cache: ListingCache,
): Promise<CachedPage> {
  const shape: Shape = {
    scope: scopeOf(query, caller),
    category: query.category !== undefined,
    search: search !== undefined,
    cursor: query.cursor !== undefined,
  };
  const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
  const statements = prepared(db, shape);
  const params = {
    email: query.email ?? null,
    category: query.category ?? null,
    pattern: search === undefined ? null : `%${escapeLike(search)}%`,
    micros: cursor?.micros ?? null,
    cursorId: cursor?.id ?? null,
    limit: query.limit + 1,
  };
  const totalKey = JSON.stringify([
    query.email ?? null,
    shape.scope,
    query.category ?? null,
    search ?? '',
  ]);

  const [rows, total] = await Promise.all([
    statements.page.execute(params),
    cache.totals.get(totalKey, async () => (await statements.total.execute(params))[0]?.total ?? 0),
  ]);

  const page = pageOf(rows, query.limit);
  const pets = page.rows.map(toPet);
  return {
    // Serialized here, from rows typed as Pet, so a cached page costs no work per request.
    body: JSON.stringify(pets),
    total,
    next: page.next,
  };
}

/**
 * Newest first (created_at, id) with a keyset cursor. Anyone may list available pets; `email`
 * lists that person's own pets, adopted and paused ones included, for that person or an admin;
 * `includeAdopted` adds adopted pets, and for an admin paused ones too. Public first pages are
 * the same for every visitor and are kept a second (docs/decisions/010); later pages, owner
 * lists and an admin's list of every pet are read afresh every time.
 */
export async function listPets(
  db: Database,
  query: PetListQuery,
  caller: AuthUser | undefined,
  cache: ListingCache,
): Promise<CachedPage> {
  const search = query.search === undefined || query.search === '' ? undefined : query.search;
  if (query.email !== undefined) {
    if (caller === undefined) throw new Error('listPets: an owner list needs a caller');
    if (caller.email !== query.email && caller.role !== 'admin') {
      throw forbidden('You can only list your own pets.');
    }
    return loadPage(db, query, caller, search, cache);
  }
  if (scopeOf(query, caller) === 'every') return loadPage(db, query, caller, search, cache);
  // Only first pages are kept: every visitor opening the listing (the server asks for it while
  // rendering the page) wants the same one, while a cursor can be made up at will and a
  // thousand of them would each keep a page. A first page with a search is kept too; the cache's
  // byte bound and least-recently-used order keep a flood of one-off searches from growing
  // memory or staying long.
  if (query.cursor !== undefined) return loadPage(db, query, caller, search, cache);
  const key = JSON.stringify([
    query.includeAdopted ?? false,
    query.category ?? null,
    search ?? null,
    query.limit,
  ]);
  return cache.pages.get(key, () => loadPage(db, query, undefined, search, cache));
}
