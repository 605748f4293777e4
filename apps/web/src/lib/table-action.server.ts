import { texts } from '@pet-adoption/shared';
import { redirect } from 'react-router';
import { ApiError } from './api-error';
import { refuse } from './form-action.server';
import { confirmationHref } from './table-action';

/** What a row's form sent: the action it asks for, the record, and whether it was confirmed. */
export type RowAction<I extends string> = {
  intent: I;
  id: string;
  /** Sent by a confirmation page's 'Yes' (ConfirmPage). */
  confirmed: boolean;
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
  return { intent, id: id.trim(), confirmed: form.get('confirmed') === 'yes', form };
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
export function askFirst(request: Request, intent: string, id: string) {
  const { pathname, search } = new URL(request.url);
  return redirect(confirmationHref(`${pathname}${search}`, intent, id), 303);
}
