import type { CreatePet, Pet, PetListQuery, UpdatePet } from '@pet-adoption/shared';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pets, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/postgres-errors';
import type { AuthUser } from '../../plugins/auth';

const petColumns = {
  id: pets.id,
  ownerId: pets.ownerId,
  image: pets.image,
  petName: pets.petName,
  category: pets.category,
  petAgeMonths: pets.petAgeMonths,
  petLocation: pets.petLocation,
  date: pets.date,
  shortDescription: pets.shortDescription,
  longDescription: pets.longDescription,
  adopted: pets.adopted,
  createdAt: pets.createdAt,
  email: users.email,
};

interface PetRow {
  id: string;
  image: string;
  petName: string;
  category: Pet['category'];
  petAgeMonths: number;
  petLocation: string;
  date: string;
  shortDescription: string;
  longDescription: string;
  adopted: boolean;
  createdAt: Date;
  email: string;
}

export const toPet = (row: PetRow): Pet => ({
  _id: row.id,
  image: row.image,
  petName: row.petName,
  category: row.category,
  petAge: row.petAgeMonths,
  petLocation: row.petLocation,
  date: row.date,
  shortDescription: row.shortDescription,
  longDescription: row.longDescription,
  dateAndTime: row.createdAt.toISOString(),
  adopted: row.adopted,
  email: row.email,
});

// The cursor carries created_at in whole microseconds: a JS Date keeps only milliseconds, and
// rows created within the same millisecond would otherwise be skipped or repeated.
const createdAtMicros = sql<string>`(extract(epoch from ${pets.createdAt}) * 1000000)::bigint`;

interface Cursor {
  micros: string;
  id: string;
}

const encodeCursor = (cursor: Cursor) =>
  Buffer.from(`${cursor.micros}.${cursor.id}`).toString('base64url');

function decodeCursor(value: string): Cursor {
  const [micros, id] = Buffer.from(value, 'base64url').toString('utf8').split('.');
  // Checked strictly: both parts reach SQL as typed parameters, never as free text.
  if (micros === undefined || id === undefined || !/^-?\d{1,17}$/.test(micros) || !isUuid(id)) {
    throw badRequest('This page link is not valid. Start again from the first page.');
  }
  return { micros, id };
}

/** `%`, `_` and `\` are ILIKE wildcards; a search for "50%" means those characters. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Totals of recent listings, by filter, for a few seconds. An exact count of ~100,000 rows
 * costs tens of milliseconds on every page, which alone breaks the listing's latency target;
 * a total a moment old is fine for "X pets found". Writes through this process clear it.
 */
export class CountCache {
  private readonly entries = new Map<string, { total: number; expires: number }>();
  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntries = 1_000,
  ) {}

  async get(key: string, load: () => Promise<number>): Promise<number> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit !== undefined && hit.expires > now) return hit.total;
    const total = await load();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { total, expires: now + this.ttlMs });
    return total;
  }

  clear() {
    this.entries.clear();
  }
}

export interface PetPage {
  pets: Pet[];
  total: number;
  /** Cursor of the next page, when there is one. */
  next: string | undefined;
}

/**
 * Newest first (created_at, id) with a keyset cursor. Anyone may list available pets; `email`
 * lists that person's own pets, adopted ones included, for that person or an admin.
 */
export async function listPets(
  db: Database,
  query: PetListQuery,
  caller: AuthUser | undefined,
  counts: CountCache,
): Promise<PetPage> {
  const filters: SQL[] = [];
  if (query.email !== undefined) {
    if (caller === undefined) throw new Error('listPets: an owner list needs a caller');
    if (caller.email !== query.email && caller.role !== 'admin') {
      throw forbidden('You can only list your own pets.');
    }
    filters.push(eq(users.email, query.email));
  } else if (query.includeAdopted !== true) {
    filters.push(eq(pets.adopted, false));
  }
  if (query.category !== undefined) filters.push(eq(pets.category, query.category));
  if (query.search !== undefined && query.search !== '') {
    filters.push(ilike(pets.petName, `%${escapeLike(query.search)}%`));
  }
  const where = and(...filters);

  const pageFilters = [...filters];
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor);
    pageFilters.push(
      sql`(${pets.createdAt}, ${pets.id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`,
    );
  }

  const countKey = JSON.stringify([
    query.email ?? null,
    query.includeAdopted ?? false,
    query.category ?? null,
    query.search ?? '',
  ]);
  // The owner join is only needed to filter by e-mail; without it the count reads pets alone.
  const countRows = () =>
    query.email === undefined
      ? db.select({ total: count() }).from(pets).where(where)
      : db
          .select({ total: count() })
          .from(pets)
          .innerJoin(users, eq(users.id, pets.ownerId))
          .where(where);

  const [rows, total] = await Promise.all([
    db
      .select({ ...petColumns, micros: createdAtMicros })
      .from(pets)
      .innerJoin(users, eq(users.id, pets.ownerId))
      .where(and(...pageFilters))
      .orderBy(desc(pets.createdAt), desc(pets.id))
      // One more than asked tells whether a next page exists.
      .limit(query.limit + 1),
    counts.get(countKey, async () => (await countRows())[0]?.total ?? 0),
  ]);

  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    pets: page.map(toPet),
    total,
    next:
      rows.length > query.limit && last !== undefined
        ? encodeCursor({ micros: String(last.micros), id: last.id })
        : undefined,
  };
}

async function findPet(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(petColumns)
    .from(pets)
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(eq(pets.id, id));
  return row;
}

export async function getPet(db: Database, id: string): Promise<Pet> {
  const row = await findPet(db, id);
  if (row === undefined) throw notFound('Pet');
  return toPet(row);
}

export async function createPet(db: Database, caller: AuthUser, body: CreatePet) {
  const [row] = await db
    .insert(pets)
    .values({
      ownerId: caller.id,
      petName: body.petName,
      category: body.category,
      petAgeMonths: body.petAge,
      petLocation: body.petLocation,
      date: body.date,
      shortDescription: body.shortDescription,
      longDescription: body.longDescription,
      image: body.image,
      adopted: false,
    })
    .returning({ id: pets.id });
  return { insertedId: row?.id ?? null };
}

/** The pet, when the caller owns it or is an admin; 404 before 403 so ids are not probed. */
async function ownedPet(db: Database, caller: AuthUser, id: string) {
  const row = await findPet(db, id);
  if (row === undefined) throw notFound('Pet');
  if (row.ownerId !== caller.id && caller.role !== 'admin') {
    throw forbidden('Only the owner of this pet or an administrator can change it.');
  }
  return row;
}

export async function updatePet(db: Database, caller: AuthUser, id: string, body: UpdatePet) {
  await ownedPet(db, caller, id);
  // Only the fields sent change: leaving `adopted` out keeps it as it is.
  const changes: Partial<typeof pets.$inferInsert> = {
    ...(body.image === undefined ? {} : { image: body.image }),
    ...(body.petName === undefined ? {} : { petName: body.petName }),
    ...(body.category === undefined ? {} : { category: body.category }),
    ...(body.petAge === undefined ? {} : { petAgeMonths: body.petAge }),
    ...(body.petLocation === undefined ? {} : { petLocation: body.petLocation }),
    ...(body.date === undefined ? {} : { date: body.date }),
    ...(body.shortDescription === undefined ? {} : { shortDescription: body.shortDescription }),
    ...(body.longDescription === undefined ? {} : { longDescription: body.longDescription }),
    ...(body.adopted === undefined ? {} : { adopted: body.adopted }),
  };
  if (Object.keys(changes).length === 0) return { modifiedCount: 0 };
  const changed = await db
    .update(pets)
    .set(changes)
    .where(eq(pets.id, id))
    .returning({ id: pets.id });
  return { modifiedCount: changed.length };
}

/** Its adoption requests go with it (ON DELETE CASCADE). */
export async function deletePet(db: Database, caller: AuthUser, id: string) {
  await ownedPet(db, caller, id);
  const deleted = await db.delete(pets).where(eq(pets.id, id)).returning({ id: pets.id });
  return { deletedCount: deleted.length };
}
