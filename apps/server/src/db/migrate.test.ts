import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDatabases } from '../../test/helpers';
import type { DbHandle } from './client';
import { migrateDb } from './migrate';
import { PET_WRITER_SOURCE } from './queries/pet-record';
import { pets, users } from './schema';

describe.each(testDatabases)('migrations on %s', (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(database);
  });
  afterAll(() => handle.close());

  const rows = async <T extends Record<string, unknown>>(query: SQL) =>
    (await handle.db.execute<T>(query)).rows;

  it('create every table', async () => {
    const tables = await rows<{ table_name: string }>(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    expect(tables.map((t) => t.table_name)).toEqual([
      'accounts',
      'adopter_profiles',
      'adoption_requests',
      'application_settings',
      'audit_entries',
      'campaign_updates',
      'campaigns',
      'categories',
      'contact_messages',
      'favorites',
      'happy_tails',
      'ledger_entries',
      'monthly_gifts',
      'notification_settings',
      'notifications',
      'outbox_mails',
      'payment_intents',
      'payments',
      'pet_index_removals',
      'pets',
      'reviews',
      'saved_search_matches',
      'saved_searches',
      'sessions',
      'shelter_details',
      'uploads',
      'users',
      'verifications',
    ]);
  });

  it('install pg_trgm and a trigram index on campaign pet names', async () => {
    const extensions = await rows<{ extname: string }>(sql`SELECT extname FROM pg_extension`);
    expect(extensions.map((e) => e.extname)).toContain('pg_trgm');

    const [index] = await rows<{ indexdef: string }>(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'campaigns_pet_name_trgm_idx'`,
    );
    expect(index?.indexdef).toMatch(/USING gin \(pet_name gin_trgm_ops\)/);
  });

  it('give the lists’ queries indexes they actually use', async () => {
    const plan = async (query: SQL, { ordered = false } = {}) => {
      // Empty tables make a sequential scan cheapest; forbid it to see which index fits. For
      // an ordered list a bitmap scan then a sort is cheap too: forbid it to see the order's index.
      return handle.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        if (ordered) await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        const result = await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${query}`);
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
    };

    const newest = await plan(
      sql`SELECT id FROM pets WHERE adopted = false AND paused = false ORDER BY created_at DESC, id DESC LIMIT 24`,
      { ordered: true },
    );
    expect(newest).toContain('pets_available_newest_idx');
    expect(newest).not.toMatch(/\bSort\b/);

    const search = await plan(sql`SELECT id FROM campaigns WHERE pet_name ILIKE '%mil%'`);
    expect(search).toContain('campaigns_pet_name_trgm_idx');

    const byCategory = await plan(
      sql`SELECT id FROM pets WHERE category = 'cat' ORDER BY created_at DESC, id DESC LIMIT 24`,
    );
    expect(byCategory).toContain('pets_category_newest_idx');
    expect(byCategory).not.toMatch(/\bSort\b/);

    const campaigns = await plan(
      sql`SELECT id FROM campaigns ORDER BY created_at DESC, id DESC LIMIT 24`,
    );
    expect(campaigns).toContain('campaigns_newest_idx');
  });

  it('can run again with nothing to do', async () => {
    await expect(migrateDb(handle)).resolves.toBeUndefined();
  });

  it('install the pets’ trigger function of the field map, once when copies start together', async () => {
    const [owner] = await handle.db
      .insert(users)
      .values({ name: 'Owner', email: 'migrate-owner@example.com' })
      .returning({ id: users.id });
    await handle.db.insert(pets).values({
      ownerId: owner?.id ?? '',
      petName: 'Bella',
      category: 'dog',
      petAgeMonths: 3,
      petLocation: 'Dhaka',
      date: '2026-01-01',
      shortDescription: 'Short',
      longDescription: 'Long',
      image: '/images/pets/dog-1.webp',
    });
    // A function an older field map made.
    await handle.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION "pets_note_writer"() RETURNS trigger
      LANGUAGE plpgsql AS $$ BEGIN NEW."listing_doc" := '{"old":true}'; RETURN NEW; END $$`),
    );
    await handle.db.execute(sql`UPDATE pets SET paused = paused`);

    // PGlite's folder lock lets one process at a time start.
    if (database === 'postgres') await Promise.all([migrateDb(handle), migrateDb(handle)]);
    else await migrateDb(handle);
    const [installed] = await rows<{ source: string }>(
      sql`SELECT prosrc AS source FROM pg_proc WHERE proname = 'pets_note_writer'`,
    );
    expect(installed?.source).toBe(PET_WRITER_SOURCE);
    const documents = await rows<{ document: string }>(
      sql`SELECT listing_doc AS document FROM pets`,
    );
    expect(documents.map((row) => JSON.parse(row.document) as unknown)).toEqual([
      expect.objectContaining({ petName: 'Bella', email: 'migrate-owner@example.com' }),
    ]);
  });
});
