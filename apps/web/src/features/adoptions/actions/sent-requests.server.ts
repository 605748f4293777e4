import type { AdoptionRequest } from '@pet-adoption/shared';
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
import { answersInPlace } from '@/lib/answer-in-place';
import { rowDone } from './row-answer.server';

/**
 * Withdraw and Apply with my profile on Requests I sent (myAdoptionRequests), sent with scripts
 * or without by `adoptorEmail`. Withdraw asks first: in a dialog with scripts, else on a page of
 * its own, whose 'Yes' sends it again, confirmed. Done, the sentence comes back in place for the
 * page's script, or with the table for the browser.
 */
export async function actOnSentRequest(request: Request, adoptorEmail: () => string) {
  const row = await readRowAction(request, SENT_REQUEST_INTENTS);
  if (!row) return refuseUnknownRow();
  const table = paths.dashboard.myAdoptionRequests.getHref();
  // The names the browser's notice says come from the adopter's own list, as the table shows
  // them; the page's script says the row's own.
  const inPlace = answersInPlace(row.form);
  const namesOf = async () =>
    inPlace ? [] : getAdoptionRequests({ adoptorEmail: adoptorEmail() });
  if (row.intent === 'reapply') {
    const petId = row.form.get('petId');
    if (typeof petId !== 'string' || petId === '') return refuseUnknownRow();
    return reapplyFor(inPlace, row.id, petId, namesOf, table);
  }
  if (!row.confirmed) return askFirst(request, row.intent, row.id);
  try {
    const sent = await namesOf();
    await withdrawAdoptionRequest(row.id);
    const petName = sent.find((each) => each._id === row.id)?.petName;
    return rowDone(
      inPlace,
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
 * saying why, with scripts or without; refused (the cap, asked already), the server's sentence.
 */
async function reapplyFor(
  inPlace: boolean,
  requestId: string,
  petId: string,
  namesOf: () => Promise<readonly AdoptionRequest[]>,
  table: string,
) {
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
  const sent = await namesOf().catch(() => []);
  const petName = sent.find((each) => each._id === insertedId)?.petName;
  return rowDone(
    inPlace,
    table,
    petName === undefined ? undefined : { key: 'adoptionAsked', name: petName },
  );
}

const hasFields = (error: ApiError) => Object.keys(error.fields).length > 0;
