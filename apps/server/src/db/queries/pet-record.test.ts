import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDatabases } from '../../../test/helpers';
import type { DbHandle } from '../client';
import { installPetWriter, type RunStatement } from '../pet-writer';
import { pets, users } from '../schema';
import {
  type ColumnsOf,
  type FieldMap,
  PET_FIELD_KINDS,
  PET_FIELDS,
  PET_WRITER_SOURCE,
  petColumns,
  petRecord,
  type RowOf,
  toPet,
} from './pet-record';

const { dollars, isoTime, owner, same } = PET_FIELD_KINDS;

/** One statement after another on one connection, as migrateDb runs them under its lock. */
async function onOneConnection<T>(
  handle: DbHandle,
  work: (run: RunStatement) => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') return work((statement) => handle.client.query(statement));
  const connection = await handle.client.connect();
  try {
    return await work((statement) => connection.query(statement));
  } finally {
    connection.release();
  }
}

describe.each(testDatabases)('the pet field map on %s', (database) => {
  let handle: DbHandle;
  let petId: string;
  let ownerId: string;
  beforeAll(async () => {
    handle = await createTestDb(database);
    const [person] = await handle.db
      .insert(users)
      .values({ name: 'Owner', email: 'owner@example.com' })
      .returning({ id: users.id });
    ownerId = person?.id ?? '';
    // Values whose JSON could differ between PostgreSQL and JavaScript: a fraction of a dollar,
    // quotes, control and non-Latin characters, microseconds, nulls and a list of objects.
    const [pet] = await handle.db
      .insert(pets)
      .values({
        ownerId,
        petName: 'Zoë "Z" O\'Neil',
        category: 'cat',
        petAgeMonths: 14,
        petLocation: 'Dhaka\\Old town',
        date: '2026-02-03',
        shortDescription: 'Tabs\tand\nlines \u0001 and 🐈',
        longDescription: 'বিড়াল </script>',
        image: '/images/pets/cat-1.webp',
        images: [
          { url: '/images/pets/cat-1.webp', alt: 'Zoë asleep' },
          { url: '/images/pets/cat-2.webp', alt: '' },
        ],
        adoptionFeeCents: 1_255,
        breedPrimary: 'Siamese',
        colour: 'Cream',
        goodWithCats: 'yes',
        createdAt: sql`'2026-01-02T03:04:05.678901Z'::timestamptz`,
      })
      .returning({ id: pets.id });
    petId = pet?.id ?? '';
  });
  afterAll(() => handle.close());

  /** The pet as a query of a map's columns answers it, and its stored listing document. */
  const read = async <M extends FieldMap>(columns: ColumnsOf<M>) => {
    const [row] = await handle.db
      .select({ ...(columns as Record<string, PgColumn>), document: pets.listingDoc })
      .from(pets)
      .innerJoin(users, eq(users.id, pets.ownerId))
      .where(eq(pets.id, petId));
    if (row === undefined) throw new Error('read: no pet');
    return row as RowOf<M> & { document: string };
  };
  const writtenBy = async () => {
    const [row] = await handle.db
      .select({ writtenBy: sql<string>`${pets.writtenBy}::text` })
      .from(pets)
      .where(eq(pets.id, petId));
    return row?.writtenBy;
  };

  it('stores the answer toPet makes of the same row, key for key', async () => {
    const row = await read<typeof PET_FIELDS>(petColumns);
    const answer = toPet(row);
    expect(Object.keys(answer)).toEqual(Object.keys(PET_FIELDS));
    // The stored text is json_build_object's (a space around each colon); its keys, their order
    // and every value are the answer's.
    expect(JSON.stringify(JSON.parse(row.document))).toBe(JSON.stringify(answer));
    expect(answer).toMatchObject({ adoptionFee: 12.55, dateAndTime: '2026-01-02T03:04:05.678Z' });
  });

  it('writes the owner’s new e-mail into the document', async () => {
    await handle.db
      .update(users)
      .set({ email: 'renamed@example.com' })
      .where(eq(users.id, ownerId));
    const row = await read<typeof PET_FIELDS>(petColumns);
    expect(JSON.parse(row.document)).toMatchObject({ email: 'renamed@example.com' });
    expect(JSON.stringify(JSON.parse(row.document))).toBe(JSON.stringify(toPet(row)));
  });

  it('puts a field added to the map in both the document and the answer', async () => {
    const fields = {
      ...PET_FIELDS,
      updatedAt: isoTime('updatedAt'),
      feeAgain: dollars('adoptionFeeCents'),
      ownerEmail: owner('email'),
      staleNoticeAt: same('staleNoticeAt'),
    };
    const extended = petRecord(fields);
    expect(
      await onOneConnection(handle, (run) => installPetWriter(run, extended.writerSource)),
    ).toBe(true);
    const row = await read<typeof fields>(extended.columns);
    const answer = extended.answer(row);
    expect(answer).toMatchObject({
      updatedAt: row.updatedAt.toISOString(),
      feeAgain: 12.55,
      ownerEmail: row.email,
      staleNoticeAt: null,
    });
    expect(JSON.stringify(JSON.parse(row.document))).toBe(JSON.stringify(answer));

    // The map as it is, installed again at the next start, writes every document again.
    expect(await onOneConnection(handle, (run) => installPetWriter(run))).toBe(true);
    const again = await read<typeof PET_FIELDS>(petColumns);
    expect(JSON.parse(again.document)).not.toHaveProperty('updatedAt');
    expect(JSON.stringify(JSON.parse(again.document))).toBe(JSON.stringify(toPet(again)));
  });

  it('leaves the function and every document as they are when the map has not changed', async () => {
    const before = await writtenBy();
    expect(await onOneConnection(handle, (run) => installPetWriter(run))).toBe(false);
    expect(await writtenBy()).toBe(before);
    const [installed] = (
      await handle.db.execute<{ source: string }>(
        sql`SELECT prosrc AS source FROM pg_proc WHERE proname = 'pets_note_writer'`,
      )
    ).rows;
    expect(installed?.source).toBe(PET_WRITER_SOURCE);
  });

  it('writes a map of more fields than one json_build_object call takes', async () => {
    // 35 fields twice over: 70 pairs, past the 50 of one call.
    const fields: FieldMap = Object.fromEntries(
      Object.entries(PET_FIELDS).flatMap(([name, field]) => [
        [name, field],
        [`${name}Again`, field],
      ]),
    );
    const twice = petRecord(fields);
    await onOneConnection(handle, (run) => installPetWriter(run, twice.writerSource));
    const row = await read<typeof fields>(twice.columns);
    expect(Object.keys(JSON.parse(row.document) as object)).toHaveLength(70);
    expect(JSON.stringify(JSON.parse(row.document))).toBe(JSON.stringify(twice.answer(row)));
    await onOneConnection(handle, (run) => installPetWriter(run));
  });
});
