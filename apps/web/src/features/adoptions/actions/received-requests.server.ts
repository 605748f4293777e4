import { noticePair, UpdateAdoptionStatusSchema, type NoticeKey } from '@pet-adoption/shared';
import { paths } from '@/config/paths';
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
import { answersInPlace } from '@/lib/answer-in-place';
import { rowDone } from './row-answer.server';

const NOTICES = {
  accept: 'requestAccepted',
  reviewing: 'requestReviewing',
  decline: 'requestDeclined',
} as const satisfies Record<string, NoticeKey>;

/**
 * Accept, Reject, Mark as reviewing or Decline (with its reason) on Adoption requests
 * (petAdoptor), sent with scripts or without, for the owner signed in (`ownerEmail`, read only
 * for the browser's notice): done, in place for the page's script, or the table for the browser.
 */
export async function answerReceivedRequest(request: Request, ownerEmail: () => string) {
  const row = await readRowAction(request, RECEIVED_REQUEST_INTENTS);
  if (!row) return refuseUnknownRow();
  const table = paths.dashboard.petAdoptor.getHref();
  const inPlace = answersInPlace(row.form);
  const email = inPlace ? '' : ownerEmail();
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
      return rowDone(inPlace, table, { key: 'requestDeleted' });
    }
    // The names the notice says come from the owner's own list, as the table shows them (the
    // page's script says the row's own).
    const asked = inPlace
      ? undefined
      : (await getAdoptionRequests({ email })).find((each) => each._id === row.id);
    if (row.intent === 'accept') await acceptAdoptionRequest(row.id);
    else if (change) await updateAdoptionStatus(row.id, change.data);
    else await updateAdoptionStatus(row.id, { status: 'reviewing' });
    return rowDone(
      inPlace,
      table,
      asked && { key: NOTICES[row.intent], name: noticePair(asked.petName, asked.name) },
    );
  } catch (error) {
    return refuseRowCall(error);
  }
}
