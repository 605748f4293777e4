import type { Names } from './names';

/** More than any count (2^26 pets); times the names (fewer than 2^26) it stays exact. */
const MOST = 2 ** 26;

/**
 * The options of a named field (breeds, colours) as a JSON object of counts, from counts by name
 * code. Names that differ only in case are one option, counted together and keyed by the
 * spelling that sorts first by code point, or in lower case when `lower`. Options come by
 * count, most first, then by that key, compared as the names' ranks (numbers) rather than as
 * text: a facets answer orders hundreds of breeds. A chosen name no pet has (under the other
 * filters) still shows, with 0, keyed as chosen (in lower case when `lower`).
 */
export function optionsJson(
  names: Names,
  perCode: Int32Array,
  lower: boolean,
  chosen: readonly string[],
): string {
  const { codeAt, placeOf } = names.ranking(lower);
  const counts = new Int32Array(names.size);
  /** Each group's key: the place of its first spelling. */
  const keyPlace = new Int32Array(names.size);
  const groups: number[] = [];
  const codes = Math.min(perCode.length, names.size);
  for (let code = 1; code < codes; code++) {
    const count = perCode[code] ?? 0;
    if (count === 0) continue;
    const group = names.groupOf[code] ?? code;
    const place = placeOf[code] ?? 0;
    if (counts[group] === 0) {
      groups.push(group);
      keyPlace[group] = place;
    } else if (place < (keyPlace[group] ?? 0)) {
      keyPlace[group] = place;
    }
    counts[group] = (counts[group] ?? 0) + count;
  }
  // Each option as one number, fewer pets then later names greater: a typed array sorts
  // numbers several times faster than an array sorts with a comparison function.
  const places = names.size;
  const order = new Float64Array(groups.length);
  groups.forEach((group, at) => {
    order[at] = (MOST - (counts[group] ?? 0)) * places + (keyPlace[group] ?? 0);
  });
  order.sort();
  const entries: string[] = [];
  for (const key of order) {
    const place = key % places;
    entries.push(`${names.jsonOf(codeAt[place] ?? 0, lower)}:${MOST - (key - place) / places}`);
  }
  const shown = new Set<string>();
  for (const name of chosen) {
    const key = name.toLowerCase();
    const group = names.groupOfLower(key);
    if ((group !== undefined && (counts[group] ?? 0) > 0) || shown.has(key)) continue;
    shown.add(key);
    entries.push(`${JSON.stringify(lower ? key : name)}:0`);
  }
  return `{${entries.join(',')}}`;
}
