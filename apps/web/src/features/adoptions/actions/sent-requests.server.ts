import { paths } from '@/config/paths';
import { succeed } from '@/lib/form-action.server';
import {
  askFirst,
  readRowAction,
  refuseRowCall,
  refuseUnknownRow,
} from '@/lib/table-action.server';
import { deleteAdoptionRequest } from '../api/adoption-requests';
import { SENT_REQUEST_INTENTS } from '../row-intents';

/**
 * Withdraw on Requests I sent (myAdoptionRequests), sent without scripts: first the delete
 * confirmation on a page of its own, then, once confirmed, the same call and words as the
 * table's button with scripts.
 */
export async function withdrawSentRequest(request: Request) {
  const row = await readRowAction(request, SENT_REQUEST_INTENTS);
  if (!row) return refuseUnknownRow();
  if (!row.confirmed) return askFirst(request, row.intent, row.id);
  try {
    await deleteAdoptionRequest(row.id);
  } catch (error) {
    return refuseRowCall(error);
  }
  return succeed(paths.dashboard.myAdoptionRequests.getHref(), { key: 'requestDeleted' });
}
