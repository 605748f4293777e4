import { noticePair } from '@pet-adoption/shared';
import { paths } from '@/config/paths';
import { succeed } from '@/lib/form-action.server';
import { readRowAction, refuseRowCall, refuseUnknownRow } from '@/lib/table-action.server';
import {
  acceptAdoptionRequest,
  deleteAdoptionRequest,
  getAdoptionRequests,
} from '../api/adoption-requests';
import { RECEIVED_REQUEST_INTENTS } from '../row-intents';

/**
 * Accept or Reject on Adoption requests (petAdoptor), sent without scripts: the same calls and
 * success texts as the table's buttons with them, for the owner signed in as `ownerEmail`.
 */
export async function answerReceivedRequest(request: Request, ownerEmail: string) {
  const row = await readRowAction(request, RECEIVED_REQUEST_INTENTS);
  if (!row) return refuseUnknownRow();
  const table = paths.dashboard.petAdoptor.getHref();
  try {
    if (row.intent === 'reject') {
      await deleteAdoptionRequest(row.id);
      return succeed(table, { key: 'requestDeleted' });
    }
    // The names the toast says come from the owner's own list, as the table shows them.
    const asked = (await getAdoptionRequests({ email: ownerEmail })).find(
      (each) => each._id === row.id,
    );
    await acceptAdoptionRequest(row.id);
    return succeed(
      table,
      asked && { key: 'requestAccepted', name: noticePair(asked.petName, asked.name) },
    );
  } catch (error) {
    return refuseRowCall(error);
  }
}
