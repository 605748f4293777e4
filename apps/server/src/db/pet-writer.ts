import { PET_WRITER_SOURCE } from './queries/pet-record';

/** Runs one statement on the connection that holds the migrations' lock; both drivers answer rows. */
export type RunStatement = (statement: string) => Promise<{ rows: unknown[] }>;

const FUNCTION = '"pets_note_writer"';

/**
 * Makes the `pets_note_writer` trigger function write the listing documents as `toPet` answers
 * (db/queries/pet-record.ts): when the installed body differs from the one the field map makes,
 * replaces it and writes every pet's document again, in one transaction, so a start that fails
 * halfway leaves the old function and documents for the next start to replace. The caller holds
 * the migrations' lock: copies starting together replace it once. Answers whether it replaced it.
 */
export async function installPetWriter(
  run: RunStatement,
  source: string = PET_WRITER_SOURCE,
): Promise<boolean> {
  const { rows } = await run(
    `SELECT prosrc AS source FROM pg_proc WHERE oid = to_regprocedure('${FUNCTION}()')`,
  );
  const [installed] = rows as { source: string }[];
  if (installed?.source === source) return false;
  await run('BEGIN');
  try {
    await run(
      `CREATE OR REPLACE FUNCTION ${FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $pets_note_writer$${source}$pets_note_writer$`,
    );
    // Any update runs the trigger, which writes the document (and written_by, so every running
    // server's index reads the pets again and drops the documents it kept).
    await run(`UPDATE "pets" SET "listing_doc" = '{}'`);
    await run('COMMIT');
  } catch (error) {
    await run('ROLLBACK');
    throw error;
  }
  return true;
}
