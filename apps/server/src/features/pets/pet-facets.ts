import {
  PET_CHOICE_FILTERS,
  type PetChoiceFilter,
  type PetFacetField,
  type PetFacets,
  type PetSearch,
} from '@pet-adoption/shared';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { pets } from '../../db/schema';
import {
  choiceColumns,
  isFacetFilter,
  type ListingScope,
  scopeCondition,
  searchConditions,
} from './pet-search';

/**
 * How many pets each value of each field would leave (docs/decisions/069). A field's counts
 * apply every filter but its own, so each option says what choosing it (too) would show; `total`
 * applies them all. Each row carries a bit per facet filter it fails (`misses`), and a field
 * counts the rows that fail nothing or only its own, so one pass over the scope's pets serves
 * every field: one statement for the choice fields, one for breeds and colours, side by side.
 * A pet whose sex, size or coat is not given is counted under no value of that field; breed
 * counts each pet under both its breeds (once if they are the same), keyed by the spelling that
 * sorts first by code point, as breeds match in any case; colours are free text, counted and
 * keyed in lower case.
 */
export async function petFacets(
  db: Database,
  scope: ListingScope,
  email: string | undefined,
  search: PetSearch,
): Promise<PetFacets> {
  const conditions = searchConditions(search);
  const bits = new Map<PetFacetField, number>();
  const always: SQL[] = [];
  const missTerms: SQL[] = [];
  for (const [name, condition] of conditions) {
    if (isFacetFilter(name)) {
      const bit = 1 << bits.size;
      bits.set(name, bit);
      missTerms.push(sql`CASE WHEN ${condition} THEN 0 ELSE ${sql.raw(String(bit))} END`);
    } else {
      always.push(condition);
    }
  }
  const misses = missTerms.length === 0 ? sql`0` : sql.join(missTerms, sql` + `);
  const where = and(scopeCondition(scope, email), ...always) ?? sql`true`;
  // Counted where a row misses nothing or only this field's own filter.
  const countedFor = (field: PetFacetField) => sql.raw(`misses IN (0, ${bits.get(field) ?? 0})`);

  const choiceFields = Object.keys(PET_CHOICE_FILTERS) as PetChoiceFilter[];
  const cells: { field: PetChoiceFilter; value: string; sql: SQL }[] = [];
  for (const field of choiceFields) {
    for (const value of PET_CHOICE_FILTERS[field]) {
      const matches =
        field === 'mixedBreed'
          ? sql.raw(`mixed_breed = ${value === 'true' ? 'true' : 'false'}`)
          : sql`${sql.identifier(field)} = ${value}`;
      cells.push({
        field,
        value,
        sql: sql`count(*) FILTER (WHERE ${countedFor(field)} AND ${matches})::int`,
      });
    }
  }
  const choiceSelect = sql.join(
    Object.entries(choiceColumns).map(
      ([name, column]) => sql`${column} AS ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  // OFFSET 0 keeps the subquery as it is, so `misses` is worked out once a row, not once a count.
  const choices = db.execute<Record<string, number>>(sql`
    SELECT count(*) FILTER (WHERE misses = 0)::int AS total,
      ${sql.join(
        cells.map((cell, index) => sql`${cell.sql} AS ${sql.identifier(`c${index}`)}`),
        sql`, `,
      )}
    FROM (
      SELECT ${choiceSelect}, ${pets.mixedBreed} AS mixed_breed, ${misses} AS misses
      FROM ${pets} WHERE ${where} OFFSET 0
    ) AS base`);
  const names = db.execute<{ field: 'breed' | 'colour'; name: string; n: number }>(sql`
    SELECT x.field, min(x.name COLLATE "C") AS name, count(*)::int AS n
    FROM (
      SELECT ${pets.breedPrimary} AS bp, ${pets.breedSecondary} AS bs, ${pets.colour} AS colour,
        ${misses} AS misses
      FROM ${pets} WHERE ${where} OFFSET 0
    ) AS base
    CROSS JOIN LATERAL (VALUES
      ('breed', CASE WHEN ${countedFor('breed')} THEN bp END),
      ('breed', CASE WHEN ${countedFor('breed')} AND lower(bs) IS DISTINCT FROM lower(bp) THEN bs END),
      ('colour', CASE WHEN ${countedFor('colour')} THEN lower(colour) END)
    ) AS x(field, name)
    WHERE x.name IS NOT NULL
    GROUP BY x.field, lower(x.name)`);

  const [choiceRows, nameRows] = await Promise.all([choices, names]);
  const counted = choiceRows.rows[0] ?? {};
  const facets = Object.fromEntries(
    [...choiceFields, 'breed', 'colour'].map((field) => [field, {}]),
  ) as PetFacets['facets'];
  cells.forEach((cell, index) => {
    const counts = facets[cell.field] ?? {};
    counts[cell.value] = Number(counted[`c${index}`] ?? 0);
    facets[cell.field] = counts;
  });
  const byName = (field: 'breed' | 'colour') => {
    const rows = nameRows.rows
      .filter((row) => row.field === field)
      .sort((a, b) => Number(b.n) - Number(a.n) || a.name.localeCompare(b.name));
    const counts: Record<string, number> = {};
    for (const row of rows) counts[row.name] = Number(row.n);
    // A chosen name no pet has (under the other filters) still shows, with 0.
    const seen = new Set(rows.map((row) => row.name.toLowerCase()));
    for (const chosen of search[field] ?? []) {
      const name = field === 'colour' ? chosen.toLowerCase() : chosen;
      if (!seen.has(name.toLowerCase())) counts[name] = 0;
    }
    facets[field] = counts;
  };
  byName('breed');
  byName('colour');
  return { total: Number(counted.total ?? 0), facets };
}
