import { eq } from 'drizzle-orm';
import type { Database } from './client';
import { campaigns } from './schema';
import { isUuid } from '@pet-adoption/shared';

/** The campaign's row, or undefined for an unknown (or malformed) id; campaigns and payments read it. */
export async function findCampaignRecord(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}
