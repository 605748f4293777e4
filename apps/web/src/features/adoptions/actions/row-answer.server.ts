import type { NoticeKey } from '@pet-adoption/shared';
import { succeed } from '@/lib/form-action.server';
import { ANSWER_IN_PLACE, type RowDone } from '../row-intents';

/** Sent by the page's script, which shows the answer beside the row (`ANSWER_IN_PLACE`). */
export const answersInPlace = (form: FormData) =>
  form.get(ANSWER_IN_PLACE.name) === ANSWER_IN_PLACE.value;

/**
 * A request row's deed done: in place for the page's script, which says it beside the row with
 * the names the row shows; for the browser, back to the table with the notice.
 */
export function rowDone(
  inPlace: boolean,
  table: string,
  notice: { key: NoticeKey; name?: string } | undefined,
) {
  if (!inPlace) return succeed(table, notice);
  const done: RowDone = { done: true };
  return done;
}
