import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { succeed } from '@/lib/form-action.server';
import {
  askFirst,
  readRowAction,
  refuseRowCall,
  refuseUnknownRow,
} from '@/lib/table-action.server';
import {
  getAdoptionRequests,
  getPetName,
  reapply,
  withdrawAdoptionRequest,
} from '../api/adoption-requests';
import { SENT_REQUEST_INTENTS } from '../row-intents';

/**
 * Withdraw and Apply with my profile on Requests I sent (myAdoptionRequests), sent without
 * scripts by `adoptorEmail`: Withdraw first asks on a page of its own, then, once confirmed,
 * makes the same call as the table's button with scripts, with the same words.
 */
export async function actOnSentRequest(request: Request, adoptorEmail: string) {
  const row = await readRowAction(request, SENT_REQUEST_INTENTS);
  if (!row) return refuseUnknownRow();
  const table = paths.dashboard.myAdoptionRequests.getHref();
  if (row.intent === 'reapply') {
    const petId = row.form.get('petId');
    if (typeof petId !== 'string' || petId === '') return refuseUnknownRow();
    return reapplyFor(row.id, petId, adoptorEmail, table);
  }
  if (!row.confirmed) return askFirst(request, row.intent, row.id);
  try {
    const sent = await getAdoptionRequests({ adoptorEmail });
    await withdrawAdoptionRequest(row.id);
    const petName = sent.find((each) => each._id === row.id)?.petName;
    return succeed(
      table,
      petName === undefined ? undefined : { key: 'requestWithdrawn', name: petName },
    );
  } catch (error) {
    return refuseRowCall(error);
  }
}

/**
 * A similar pet asked for in one step. When that takes more than the declined request had (an
 * answer the other lister requires, a phone number erased since), on to the pet's own form,
 * saying why; refused (the cap, asked already), the table again with the server's sentence.
 */
async function reapplyFor(requestId: string, petId: string, adoptorEmail: string, table: string) {
  let insertedId: string | null;
  try {
    ({ insertedId } = await reapply(requestId, petId));
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 400 && hasFields(error))) {
      return refuseRowCall(error);
    }
    const petName = await getPetName(petId).catch(() => undefined);
    return succeed(
      `${paths.petAdopt.getHref(petId)}#adopt`,
      petName === undefined ? undefined : { key: 'reapplyNeedsForm', name: petName },
    );
  }
  // The name the notice says comes from the new request, as the list shows it.
  const sent = await getAdoptionRequests({ adoptorEmail }).catch(() => []);
  const petName = sent.find((each) => each._id === insertedId)?.petName;
  return succeed(
    table,
    petName === undefined ? undefined : { key: 'adoptionAsked', name: petName },
  );
}

const hasFields = (error: ApiError) => Object.keys(error.fields).length > 0;
