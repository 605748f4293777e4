import { useSearchParams } from 'react-router';

/*
 * A dashboard table's row actions without scripts (docs/decisions/049): each row's button is a
 * form posted to the table's route action; one that deletes, bans or refunds first asks on a
 * page of its own, which is the table's address with `?confirm={intent}&id={id}`.
 */

/** The confirmation a row's `intent` on record `id` asks for, on its table's own address. */
export const confirmationHref = (tableHref: string, intent: string, id: string) =>
  `${tableHref}?${new URLSearchParams({ confirm: intent, id }).toString()}`;

export type Confirmation<I extends string> = { intent: I; id: string };

/** Reads `?confirm={intent}&id={id}`: one of `intents` on a record, or nothing to confirm. */
export function confirmationOf<I extends string>(
  params: URLSearchParams,
  intents: readonly I[],
): Confirmation<I> | null {
  const intent = intents.find((each) => each === params.get('confirm'));
  const id = params.get('id')?.trim() ?? '';
  return intent && id ? { intent, id } : null;
}

/** The confirmation this table's page shows instead of the table, if its address asks for one. */
export function useConfirmation<I extends string>(intents: readonly I[]): Confirmation<I> | null {
  const [params] = useSearchParams();
  return confirmationOf(params, intents);
}
