import { noticePair, UpdateAdoptionStatusSchema, type NoticeKey } from '@pet-adoption/shared';
import { paths } from '@/config/paths';
import { succeed } from '@/lib/form-action.server';
import {
  readRowAction,
  refuseRow,
  refuseRowCall,
  refuseUnknownRow,
} from '@/lib/table-action.server';
import {
  acceptAdoptionRequest,
  deleteAdoptionRequest,
  getAdoptionRequests,
  updateAdoptionStatus,
} from '../api/adoption-requests';
import { RECEIVED_REQUEST_INTENTS } from '../row-intents';

const NOTICES = {
  accept: 'requestAccepted',
  reviewing: 'requestReviewing',
  decline: 'requestDeclined',
} as const satisfies Record<string, NoticeKey>;

/**
 * Accept, Reject, Mark as reviewing or Decline (with its reason) on Adoption requests
 * (petAdoptor), sent without scripts: the same calls and success texts as the table's buttons
 * with them, for the owner signed in as `ownerEmail`.
 */
export async function answerReceivedRequest(request: Request, ownerEmail: string) {
  const row = await readRowAction(request, RECEIVED_REQUEST_INTENTS);
  if (!row) return refuseUnknownRow();
  const table = paths.dashboard.petAdoptor.getHref();
  const note = row.form.get('note');
  const change =
    row.intent === 'decline'
      ? UpdateAdoptionStatusSchema.safeParse({
          status: 'declined',
          note: typeof note === 'string' && note.trim() !== '' ? note : null,
        })
      : null;
  if (change && !change.success) return refuseRow(change.error.issues[0]?.message ?? '');
  try {
    if (row.intent === 'reject') {
      await deleteAdoptionRequest(row.id);
      return succeed(table, { key: 'requestDeleted' });
    }
    // The names the notice says come from the owner's own list, as the table shows them.
    const asked = (await getAdoptionRequests({ email: ownerEmail })).find(
      (each) => each._id === row.id,
    );
    if (row.intent === 'accept') await acceptAdoptionRequest(row.id);
    else if (change) await updateAdoptionStatus(row.id, change.data);
    else await updateAdoptionStatus(row.id, { status: 'reviewing' });
    return succeed(
      table,
      asked && { key: NOTICES[row.intent], name: noticePair(asked.petName, asked.name) },
    );
  } catch (error) {
    return refuseRowCall(error);
  }
}
