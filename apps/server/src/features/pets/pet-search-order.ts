import { isUuid, type PetSort } from '@pet-adoption/shared';
import { sql, type SQL } from 'drizzle-orm';
import { createdAtMicros } from '../../db/keyset';
import { pets } from '../../db/schema';
import { badRequest } from '../../lib/errors';

/**
 * Keyset paging for each sort. A cursor carries the last row's sort keys and its id, so a page
 * is found by an index range whatever its depth, and rows added meanwhile never shift a page.
 * newest: created_at desc, id desc (the cursor as before this sort existed, so old links work);
 * youngest / oldest: pet age, then newest; name: the name in any case, then id.
 */
export type SortKeys =
  | { sort: 'newest'; micros: string; id: string }
  | { sort: 'youngest' | 'oldest'; age: number; micros: string; id: string }
  | { sort: 'name'; name: string; id: string };

const nameKey = sql<string>`lower(${pets.petName})`;
const micros = createdAtMicros(pets.createdAt);
const timestampOf = (value: string) =>
  sql`(timestamptz 'epoch' + ${value}::bigint * interval '1 microsecond')`;

/** ORDER BY of each sort; the indexes in schema.ts follow these exactly. */
export function orderOf(sort: PetSort): SQL {
  switch (sort) {
    case 'newest':
      return sql`${pets.createdAt} DESC, ${pets.id} DESC`;
    case 'youngest':
      return sql`${pets.petAgeMonths} ASC, ${pets.createdAt} DESC, ${pets.id} DESC`;
    case 'oldest':
      return sql`${pets.petAgeMonths} DESC, ${pets.createdAt} DESC, ${pets.id} DESC`;
    case 'name':
      return sql`${nameKey} ASC, ${pets.id} ASC`;
  }
}

/** Rows after the cursor's row in its sort's order. */
export function afterCursor(keys: SortKeys): SQL {
  switch (keys.sort) {
    case 'newest':
      return sql`(${pets.createdAt}, ${pets.id}) < (${timestampOf(keys.micros)}, ${keys.id}::uuid)`;
    case 'youngest':
      // Ascending age, then descending time: no single row comparison, so the age range comes
      // first for the index and the tie is broken within the same age.
      return sql`${pets.petAgeMonths} >= ${keys.age} AND (${pets.petAgeMonths} > ${keys.age} OR (${pets.createdAt}, ${pets.id}) < (${timestampOf(keys.micros)}, ${keys.id}::uuid))`;
    case 'oldest':
      return sql`(${pets.petAgeMonths}, ${pets.createdAt}, ${pets.id}) < (${keys.age}::integer, ${timestampOf(keys.micros)}, ${keys.id}::uuid)`;
    case 'name':
      return sql`(${nameKey}, ${pets.id}) > (${keys.name}::text, ${keys.id}::uuid)`;
  }
}

/** The columns a page selects beside each row to make the next cursor from its last one. */
export const sortKeyColumns = {
  keyMicros: micros,
  keyAge: sql<number>`${pets.petAgeMonths}`,
  keyName: nameKey,
};

export interface SortKeyValues {
  keyMicros: string | number;
  keyAge: number;
  keyName: string;
  id: string;
}

export function keysOf(sort: PetSort, row: SortKeyValues): SortKeys {
  const common = { id: row.id, micros: String(row.keyMicros) };
  switch (sort) {
    case 'newest':
      return { sort, ...common };
    case 'youngest':
    case 'oldest':
      return { sort, age: row.keyAge, ...common };
    case 'name':
      return { sort, name: row.keyName, id: row.id };
  }
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');
const unb64 = (text: string) => Buffer.from(text, 'base64url').toString('utf8');

export function encodeSortCursor(keys: SortKeys): string {
  switch (keys.sort) {
    case 'newest':
      return b64(`${keys.micros}.${keys.id}`);
    case 'youngest':
    case 'oldest':
      return b64(`${keys.sort}.${keys.age}.${keys.micros}.${keys.id}`);
    case 'name':
      // The name is encoded again so that a dot in it cannot split the cursor wrongly.
      return b64(`name.${keys.id}.${b64(keys.name)}`);
  }
}

const invalid = () => {
  const message = 'This page link is not valid. Start again from the first page.';
  return badRequest(message, { cursor: message });
};

const MICROS = /^-?\d{1,17}$/;
const AGE = /^\d{1,4}$/;

function parseCursor(value: string): SortKeys {
  const parts = unb64(value).split('.');
  const [first] = parts;
  if (parts.length === 2 && first !== undefined && MICROS.test(first) && isUuid(parts[1] ?? '')) {
    return { sort: 'newest', micros: first, id: parts[1] ?? '' };
  }
  if ((first === 'youngest' || first === 'oldest') && parts.length === 4) {
    const [, age = '', micros = '', id = ''] = parts;
    if (AGE.test(age) && MICROS.test(micros) && isUuid(id)) {
      return { sort: first, age: Number(age), micros, id };
    }
  }
  if (first === 'name' && parts.length === 3) {
    const [, id = '', name = ''] = parts;
    const decoded = unb64(name);
    if (isUuid(id) && decoded.length <= 200) return { sort: 'name', name: decoded, id };
  }
  throw invalid();
}

/**
 * The keys a cursor carries, checked strictly (they reach SQL as typed parameters only). A
 * cursor made under another sort would page from a place that order does not have: a 400.
 */
export function decodeSortCursor(value: string, sort: PetSort): SortKeys {
  const keys = parseCursor(value);
  if (keys.sort !== sort) {
    const message = `This page link belongs to the "${keys.sort}" order, not "${sort}". Start again from the first page.`;
    throw badRequest(message, { cursor: message });
  }
  return keys;
}
