import type { ShelterDetails } from '@pet-adoption/shared';
import type { Database } from '../../db/client';
import { shelterDetails } from '../../db/schema';
import { readShelterDetails } from '../../db/queries/shelter-details';
import { type Actor, changedFields, recordAudit } from '../../messaging/audit-log';

/**
 * An admin sets what every receipt and statement says of the shelter. Only admins may, so every
 * change is an admin action; saving the details as they were changes nothing and is not one.
 */
export async function updateShelterDetails(db: Database, caller: Actor, body: ShelterDetails) {
  return db.transaction(async (tx) => {
    const before = await readShelterDetails(tx);
    await tx
      .insert(shelterDetails)
      .values({ id: 1, ...body })
      .onConflictDoUpdate({ target: shelterDetails.id, set: body });
    const after = await readShelterDetails(tx);
    const fields = changedFields(before, after);
    if (Object.keys(fields.after).length > 0) {
      await recordAudit(tx, caller, {
        action: 'shelter.updateDetails',
        target: { type: 'shelter', id: null, label: after.name || before.name || 'The shelter' },
        ...fields,
      });
    }
    return after;
  });
}
