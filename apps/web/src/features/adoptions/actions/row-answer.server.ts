import type { NoticeKey } from '@pet-adoption/shared';
import { succeed } from '@/lib/form-action.server';
import type { RowDone } from '../row-intents';

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
