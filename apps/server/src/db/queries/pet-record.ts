// The one definition of a pet as the API answers it. PET_FIELDS names each key of the answer, in
// the answer's order, the column it is read from and how the column's value becomes the API's.
// Everything that writes a pet's answer is made from it: the columns a query selects
// (`petColumns`), the answer made of the selected row (`toPet`), and the body of the
// `pets_note_writer` trigger function, which writes the same answer as JSON text into the row's
// `listing_doc` for the listing (docs/decisions/092). That function is owned by the start-up
// step (`installPetWriter` in ../pet-writer.ts, run by migrateDb right after the migrations):
// migration 0026 made its first version, and every start replaces it, rewriting each pet's
// document, when the map has changed. A new field of the answer is one line here; no migration
// remakes the trigger.
import { type Column, type GetColumnData, getTableName } from 'drizzle-orm';
import { CasingCache } from 'drizzle-orm/casing';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Pet, toDollars } from '@pet-adoption/shared';
import { pets, users } from '../schema';

type PetsColumns = (typeof pets)['_']['columns'];
type PetKey = keyof PetsColumns;
type PetValue<K extends PetKey> = GetColumnData<PetsColumns[K]>;
/** The pet columns whose values are of type T. */
type PetKeyOf<T> = { [K in PetKey]: PetValue<K> extends T ? K : never }[PetKey];
/**
 * The owner's columns the answer may show: those whose change `users_note_email` (migration
 * 0026) hears of, so that the owner's documents are written afresh. Another needs that trigger
 * to watch it too.
 */
type WatchedOwnerKey = 'email';

/**
 * One key of the answer: the selected row's `key` holds `column`, of the pet or of its owner;
 * `api` turns the row's value into the answer's, and `sql` does the same in the trigger, given
 * the SQL of the column's value.
 */
export interface PetField<Key extends string, C extends PgColumn, Out> {
  key: Key;
  column: C;
  of: 'pet' | 'owner';
  api(value: GetColumnData<C>): Out;
  sql(value: string): string;
}

type AnyField = PetField<string, PgColumn, unknown>;
export type FieldMap = Record<string, AnyField>;

/** The columns a query selects for a map, keyed as the row holds them. */
export type ColumnsOf<M extends FieldMap> = { [F in keyof M as M[F]['key']]: M[F]['column'] };
/** The row such a query answers. */
export type RowOf<M extends FieldMap> = {
  [F in keyof M as M[F]['key']]: GetColumnData<M[F]['column']>;
};
/** The answer made of the row. */
export type AnswerOf<M extends FieldMap> = { [F in keyof M]: ReturnType<M[F]['api']> };

const fromPet = <K extends PetKey, Out>(
  key: K,
  api: (value: PetValue<K>) => Out,
  sql: (value: string) => string,
): PetField<K, PetsColumns[K], Out> => ({ key, column: pets[key], of: 'pet', api, sql });

/** The column's value as it is. */
const same = <K extends PetKey>(key: K) =>
  fromPet(
    key,
    (value) => value,
    (value) => value,
  );

/** Integer cents as dollars. */
const dollars = <K extends PetKeyOf<number>>(key: K) =>
  fromPet(
    key,
    (cents) => toDollars(cents as number),
    (cents) => `${cents}::float8 / 100`,
  );

/** A timestamptz as ISO 8601 in UTC to the millisecond, as `Date.toISOString` writes it. */
const isoTime = <K extends PetKeyOf<Date>>(key: K) =>
  fromPet(
    key,
    (time) => (time as Date).toISOString(),
    (time) => `to_char(${time} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  );

/** A column of the pet's owner, as it is. */
const owner = <K extends WatchedOwnerKey>(
  key: K,
): PetField<K, (typeof users)[K], GetColumnData<(typeof users)[K]>> => ({
  key,
  column: users[key],
  of: 'owner',
  api: (value) => value,
  sql: (value) => value,
});

/** The kinds of field, for the test that adds fields to the map. */
export const PET_FIELD_KINDS = { same, dollars, isoTime, owner };

/** A pet as every API answer shows it (`repliesWithinDays` is added by the one-pet answer). */
export const PET_FIELDS = {
  _id: same('id'),
  image: same('image'),
  petName: same('petName'),
  category: same('category'),
  petAge: same('petAgeMonths'),
  petLocation: same('petLocation'),
  date: same('date'),
  shortDescription: same('shortDescription'),
  longDescription: same('longDescription'),
  dateAndTime: isoTime('createdAt'),
  adopted: same('adopted'),
  email: owner('email'),
  adoptionFee: dollars('adoptionFeeCents'),
  applicationCap: same('applicationCap'),
  paused: same('paused'),
  sex: same('sex'),
  size: same('size'),
  breedPrimary: same('breedPrimary'),
  breedSecondary: same('breedSecondary'),
  mixedBreed: same('mixedBreed'),
  colour: same('colour'),
  coat: same('coat'),
  ageGroup: same('ageGroup'),
  goodWithChildren: same('goodWithChildren'),
  goodWithDogs: same('goodWithDogs'),
  goodWithCats: same('goodWithCats'),
  houseTrained: same('houseTrained'),
  vaccinated: same('vaccinated'),
  spayedNeutered: same('spayedNeutered'),
  microchipped: same('microchipped'),
  specialNeeds: same('specialNeeds'),
  specialNeedsNote: same('specialNeedsNote'),
  bondedWith: same('bondedWith'),
  images: same('images'),
  videoUrl: same('videoUrl'),
} satisfies Record<Exclude<keyof Pet, 'repliesWithinDays'>, AnyField>;

// The trigger's SQL names the columns as the database does (`casing: 'snake_case'`, client.ts).
const casing = new CasingCache('snake_case');
const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;
const columnName = (column: Column) => identifier(casing.getColumnCasing(column));

// PostgreSQL passes a function at most 100 arguments: json_build_object takes 50 pairs.
const PAIRS_PER_CALL = 50;

/** The SQL of the answer as JSON text, from the trigger's NEW row. */
function documentSql(fields: readonly [string, AnyField][]): string {
  const valueOf = (field: AnyField) => {
    const column = columnName(field.column);
    if (field.of === 'pet') return `NEW.${column}`;
    return `(SELECT ${column} FROM ${identifier(getTableName(users))} WHERE ${columnName(users.id)} = NEW.${columnName(pets.ownerId)})`;
  };
  const pairs = fields.map(([name, field]) => `    ${literal(name)}, ${field.sql(valueOf(field))}`);
  const calls: string[] = [];
  for (let start = 0; start < pairs.length; start += PAIRS_PER_CALL) {
    calls.push(
      `json_build_object(\n${pairs.slice(start, start + PAIRS_PER_CALL).join(',\n')}\n  )::text`,
    );
  }
  // More pairs than one call takes: each call's object without the braces between them, joined
  // as json_build_object joins its own pairs, so the text is the same as one call's.
  return calls
    .map((call, place) => {
      const opened = place === 0 ? call : `substr(${call}, 2)`;
      return place === calls.length - 1 ? opened : `left(${opened}, -1)`;
    })
    .join(` || ', ' ||\n  `);
}

/** The body of the `pets_note_writer` trigger function for a map (`pg_proc.prosrc`). */
function writerSource(fields: readonly [string, AnyField][]): string {
  return `
BEGIN
  NEW.${columnName(pets.writtenBy)} := pg_current_xact_id();
  NEW.${columnName(pets.listingDoc)} := ${documentSql(fields)};
  RETURN NEW;
END
`;
}

/**
 * What a field map makes: the columns to select, the answer of a selected row, and the trigger
 * function's body that writes the same answer as JSON text. Exported for the test that adds a
 * field to the map and finds it in both.
 */
export function petRecord<const M extends FieldMap>(fields: M) {
  const named = Object.entries(fields);
  const columns: Record<string, PgColumn> = {};
  for (const [name, field] of named) {
    const held = columns[field.key];
    if (held !== undefined && held !== field.column) {
      throw new Error(`petRecord: ${name} reads ${field.key}, which another field holds`);
    }
    columns[field.key] = field.column;
  }
  const answer = (row: RowOf<M>): AnswerOf<M> => {
    const values = row as Record<string, unknown>;
    const made: Record<string, unknown> = {};
    for (const [name, field] of named) made[name] = field.api(values[field.key]);
    return made as AnswerOf<M>;
  };
  return { columns: columns as ColumnsOf<M>, answer, writerSource: writerSource(named) };
}

const petAnswer = petRecord(PET_FIELDS);

/**
 * A pet as every API answer shows it: the pets feature lists and edits pets, the adoptions
 * feature suggests similar ones. Select `petColumns` from pets joined to its owner (users).
 */
export const petColumns = { ...petAnswer.columns, ownerId: pets.ownerId };

export type PetRow = RowOf<typeof PET_FIELDS>;

export const toPet: (row: PetRow) => Pet = petAnswer.answer;

/** The `pets_note_writer` function's body that writes `toPet`'s answer (../pet-writer.ts). */
export const PET_WRITER_SOURCE = petAnswer.writerSource;
