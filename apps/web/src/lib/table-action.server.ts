import { notices, texts, type NoticeKey } from '@pet-adoption/shared';
import { redirect } from 'react-router';
import { ApiError } from './api-error';
import { refuse, succeed } from './form-action.server';
import { answersInPlace } from './answer-in-place';
import { confirmationHref, type RowDone } from './table-action';

/** What a row's form sent: the action it asks for, the record, and whether it was confirmed. */
export type RowAction<I extends string> = {
  intent: I;
  id: string;
  /** Sent by a confirmation's 'Yes' (ConfirmPage without scripts, the dialog with them). */
  confirmed: boolean;
  /** Sent by the page's script, which shows the answer where the row is (RowButton). */
  inPlace: boolean;
  form: FormData;
};

const MAX_ID = 100;

/** The row action a table's form sent, or null for a form no row of the table sends. */
export async function readRowAction<I extends string>(
  request: Request,
  intents: readonly I[],
): Promise<RowAction<I> | null> {
  const form = await request.formData();
  const sent = form.get('intent');
  const intent = intents.find((each) => each === sent);
  const id = form.get('id');
  if (!intent || typeof id !== 'string' || id.trim() === '' || id.length > MAX_ID) return null;
  return {
    intent,
    id: id.trim(),
    confirmed: form.get('confirmed') === 'yes',
    inPlace: answersInPlace(form),
    form,
  };
}

/**
 * A yes-or-no field of a row's form ('true' or 'false', the state to set) as the boolean the
 * shared schema reads; anything else as it was sent, for the schema to refuse.
 */
export function booleanField(form: FormData, name: string): unknown {
  const value = form.get(name);
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** The table again, status 400, with `message` at its top, focused. */
export const refuseRow = (message: string) => refuse({ fields: {}, message, values: {} });

/** A form none of the table's rows sends (an old page, a hand-made post). */
export const refuseUnknownRow = () => refuseRow(texts.forms.unexpected);

/** The API refused the row's call (forbidden, already decided, a limit): its own sentence. */
export const refuseRowCall = (error: unknown) =>
  refuseRow(error instanceof ApiError && error.message ? error.message : texts.forms.unexpected);

/**
 * A delete, a ban or a refund sent without its confirmation: on to the page that asks, at the
 * table's own address (its page and filters kept), whose 'Yes' sends the row again, confirmed.
 */
function questionAt({ pathname, search }: URL, intent: string, id: string) {
  return redirect(confirmationHref(`${pathname}${search}`, intent, id), 303);
}

/**
 * The same, for the actions not built on answerRow: a form their page's script sends always
 * carries its confirmation, so only one the browser sent gets here, at the table's own address.
 */
export const askFirst = (request: Request, intent: string, id: string) =>
  questionAt(new URL(request.url), intent, id);

/** Thrown by a row's deed for a form no row of the table sends (a field out of place). */
export class UnknownRowError extends Error {}

/** What a row's deed leaves to say: a notice's key and at most a name, or nothing. */
export type RowNotice = { key: NoticeKey; name?: string } | null;

type RowRoute<I extends string> = {
  /** What the table's rows may ask. */
  intents: readonly I[];
  /** The ones that ask first: sent without 'Yes', the answer is the page that asks. */
  confirmations?: readonly I[];
  /**
   * The table's address, where a row the browser sent comes back with its notice; or the page
   * the row's form names (a heart goes back where it was pressed).
   */
  table: string | ((row: RowAction<I>) => string);
  /** The API's calls as the visitor; a refusal is thrown (its sentence is the API's own). */
  act: (row: RowAction<I>) => Promise<RowNotice>;
};

/**
 * A table's route action, for every row's button whoever sends it: the form is read and checked,
 * asked about first where it must be, and done with the API as the visitor. Sent by the browser
 * it comes back to the table with its notice (or refused at the table's top); sent by the page's
 * script the same notice or refusal is answered in place, for a toast beside the row.
 */
export async function answerRow<I extends string>(
  { request, url }: { request: Request; url: URL },
  { intents, confirmations = [], table, act }: RowRoute<I>,
) {
  const row = await readRowAction(request, intents);
  if (!row) return refuseUnknownRow();
  if (confirmations.includes(row.intent) && !row.confirmed) {
    return questionAt(url, row.intent, row.id);
  }
  let notice: RowNotice;
  try {
    notice = await act(row);
  } catch (error) {
    return refuseRowCall(error);
  }
  if (!row.inPlace) {
    return succeed(typeof table === 'string' ? table : table(row), notice ?? undefined);
  }
  const done: RowDone = { done: notice && notices[notice.key](notice.name ?? '') };
  return done;
}
