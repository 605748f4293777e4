import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../client';
import { shelterDetails } from '../schema';

/** The shelter's words for receipts and statements; empty strings until an admin sets them. */
export async function readShelterDetails(db: Executor) {
  const [row] = await db.select().from(shelterDetails).where(eq(shelterDetails.id, 1));
  return {
    name: row?.name ?? '',
    charityNumber: row?.charityNumber ?? '',
    taxSentence: row?.taxSentence ?? '',
  };
}

/** As receipts and statements carry them: null while every field is empty. */
export async function shelterOnPaper(db: Database) {
  const details = await readShelterDetails(db);
  return Object.values(details).some((value) => value !== '') ? details : null;
}
