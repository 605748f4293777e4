import { eq } from 'drizzle-orm';
import type { Database } from '../client';
import { campaigns } from '../schema';
import { isUuid } from '@pet-adoption/shared';
import type { AuthUser } from '../../lib/auth-user';
import { forbidden, notFound } from '../../lib/errors';

/** The campaign's row, or undefined for an unknown (or malformed) id; campaigns and payments read it. */
export async function findCampaignRecord(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  return row;
}

/** The campaign, when the caller owns it or is an admin; 404 before 403 so ids are not probed. */
export async function ownedCampaign(db: Database, caller: AuthUser, id: string) {
  const row = await findCampaignRecord(db, id);
  if (row === undefined) throw notFound('Campaign');
  if (row.ownerId !== caller.id && caller.role !== 'admin') {
    throw forbidden('Only the creator of this campaign or an administrator can do this.');
  }
  return row;
}
