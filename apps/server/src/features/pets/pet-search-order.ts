import { isUuid, type PetSort } from '@pet-adoption/shared';
import { badRequest } from '../../lib/errors';
import type { PageStart } from './search-index/pet-search-index';

/**
 * Keyset paging for each sort. A cursor carries the last row's sort keys and its id, so a page
 * starts where that row stood whatever its depth, and rows added meanwhile never shift a page.
 * newest: created_at desc, id desc (the cursor as before this sort existed, so old links work);
 * youngest / oldest: pet age, then newest; name: the name in any case, then id.
 */
export type SortKeys =
  | { sort: 'newest'; micros: string; id: string }
  | { sort: 'youngest' | 'oldest'; age: number; micros: string; id: string }
  | { sort: 'name'; name: string; id: string };

/** Where a page after this cursor starts, as the search index compares it. */
export function pageStartOf(keys: SortKeys): PageStart {
  const id = keys.id.toLowerCase();
  switch (keys.sort) {
    case 'newest':
      return { micros: Number(keys.micros), age: 0, name: '', id };
    case 'youngest':
    case 'oldest':
      return { micros: Number(keys.micros), age: keys.age, name: '', id };
    case 'name':
      return { micros: 0, age: 0, name: keys.name, id };
  }
}

/** The cursor of a page whose last row has these keys. */
export function keysOf(sort: PetSort, last: PageStart): SortKeys {
  const common = { id: last.id, micros: String(last.micros) };
  switch (sort) {
    case 'newest':
      return { sort, ...common };
    case 'youngest':
    case 'oldest':
      return { sort, age: last.age, ...common };
    case 'name':
      return { sort, name: last.name, id: last.id };
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
