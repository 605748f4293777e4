import { currentCursor } from '@pet-adoption/shared';
import { useLocation } from 'react-router';

/*
 * A dashboard table's row actions without scripts (docs/decisions/049): each row's button is a
 * form posted to the table's route action; one that deletes, bans or refunds first asks on a
 * page of its own, which is the table's address, its page and filters kept, with
 * `confirm={intent}&id={id}`.
 */

const QUESTION = ['confirm', 'id'] as const;

/** A row's deed done, answered in place: the notice's sentence, if it has one. */
export type RowDone = { done: string | null };
/** Addresses here are the site's own paths: any base reads them. */
const SITE = 'http://site.invalid';

/** `address` without the question it may carry: the table it was asked from. */
function withoutQuestion(address: string): URL {
  const url = new URL(address, SITE);
  for (const name of QUESTION) url.searchParams.delete(name);
  return url;
}

/**
 * The confirmation a row's `intent` on record `id` asks for, at the table's address the row was
 * sent from (`/dashboard/myAddedPets?cursor=…`): the question finds the row on its own page.
 */
export function confirmationHref(tableHref: string, intent: string, id: string): string {
  const url = withoutQuestion(tableHref);
  url.searchParams.set('confirm', intent);
  url.searchParams.set('id', id);
  return `${url.pathname}${url.search}`;
}

export type Confirmation<I extends string> = {
  intent: I;
  id: string;
  /** The page of the table the row was on, as the address names it. */
  cursor: string | undefined;
  /** The table's address without the question: where 'Yes' sends the row and 'No' goes back. */
  tableHref: string;
};

/** Reads `?confirm={intent}&id={id}` at `address`: one of `intents` on a record, or nothing. */
function confirmationOf<I extends string>(
  address: string,
  intents: readonly I[],
): Confirmation<I> | null {
  const params = new URL(address, SITE).searchParams;
  const intent = intents.find((each) => each === params.get('confirm'));
  const id = params.get('id')?.trim() ?? '';
  if (!intent || !id) return null;
  const table = withoutQuestion(address);
  return {
    intent,
    id,
    cursor: currentCursor(table.searchParams),
    tableHref: `${table.pathname}${table.search}`,
  };
}

/** The confirmation this table's page shows instead of the table, if its address asks for one. */
export function useConfirmation<I extends string>(intents: readonly I[]): Confirmation<I> | null {
  const { pathname, search } = useLocation();
  return confirmationOf(`${pathname}${search}`, intents);
}
