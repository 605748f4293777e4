import { type AnyColumn, sql, type SQL } from 'drizzle-orm';
import { badRequest } from '../../lib/errors';
import { isUuid } from '@pet-adoption/shared';

// Newest-first lists page with a (created_at, id) keyset cursor (docs/product.md §7). The cursor
// carries created_at in whole microseconds: a JS Date keeps only milliseconds, and rows created
// within the same millisecond would otherwise be skipped or repeated.

export interface Cursor {
  micros: string;
  id: string;
}

/** Select this beside a row to build its cursor. */
export const createdAtMicros = (createdAt: AnyColumn) =>
  sql<string>`(extract(epoch from ${createdAt}) * 1000000)::bigint`;

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(`${cursor.micros}.${cursor.id}`).toString('base64url');

export function decodeCursor(value: string): Cursor {
  const [micros, id] = Buffer.from(value, 'base64url').toString('utf8').split('.');
  // Checked strictly: both parts reach SQL as typed parameters, never as free text.
  if (micros === undefined || id === undefined || !/^-?\d{1,17}$/.test(micros) || !isUuid(id)) {
    throw badRequest('This page link is not valid. Start again from the first page.');
  }
  return { micros, id };
}

/** Rows after the cursor in newest-first order. */
export const olderThan = (createdAt: AnyColumn, id: AnyColumn, cursor: Cursor): SQL =>
  sql`(${createdAt}, ${id}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::uuid)`;

/** Of `limit + 1` rows fetched: the page, and the next page's cursor when there is one. */
export function pageOf<Row extends { id: string; micros: string | number }>(
  rows: Row[],
  limit: number,
): { rows: Row[]; next: string | undefined } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    rows: page,
    next:
      rows.length > limit && last !== undefined
        ? encodeCursor({ micros: String(last.micros), id: last.id })
        : undefined,
  };
}

/** `%`, `_` and `\` are ILIKE wildcards; a search for "50%" means those characters. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
