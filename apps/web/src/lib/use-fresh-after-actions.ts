import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';

/** A form sent to its action: anything but a search. */
const isAction = (formMethod: string | undefined) =>
  formMethod !== undefined && formMethod.toUpperCase() !== 'GET';

/**
 * How many of the router's form submissions have been answered. Leaving 'submitting' is the
 * answer, whether its page then loads or the router goes straight back to idle (nothing slow to
 * load, so React never shows the loading in between).
 */
function useAnsweredSubmissions() {
  const sending = useNavigation().state === 'submitting';
  const [seen, setSeen] = useState({ sending, answered: 0 });
  if (sending !== seen.sending) {
    setSeen({ sending, answered: sending ? seen.answered : seen.answered + 1 });
  }
  return seen.answered;
}

/**
 * The same for fetchers (a table row's button, RowButton): each one seen sending its form that
 * no longer is has been answered, its loading shown or not.
 */
function useAnsweredFetches() {
  const sending = useFetchers()
    .filter((fetcher) => fetcher.state === 'submitting' && isAction(fetcher.formMethod))
    .map((fetcher) => fetcher.key);
  const [seen, setSeen] = useState({ sending, answered: 0 });
  const changed =
    sending.length !== seen.sending.length || sending.some((key) => !seen.sending.includes(key));
  if (changed) {
    const left = seen.sending.some((key) => !sending.includes(key));
    setSeen({ sending, answered: left ? seen.answered + 1 : seen.answered });
  }
  return seen.answered;
}

function readAgain(queryClient: QueryClient) {
  queryClient.removeQueries({ type: 'inactive' });
  void queryClient.invalidateQueries();
}

/**
 * The one place that keeps the screens' reads fresh after a form's action changed something
 * (ActionForm runs it: the form is still on screen while its answer loads the next page):
 * whatever any action did, every answer kept in the browser is read again, so no form has to
 * name what it changed. Answers no screen shows now are dropped (the page an action leads to
 * then loads its own, rather than showing the old one first); the ones on screen are asked
 * again. A refused form changed nothing, but its answer loads like any other: what is on screen
 * is asked again then too, a few reads spent for one rule everywhere.
 */
export function useFreshAfterActions() {
  const queryClient = useQueryClient();
  const answered = useAnsweredSubmissions() + useAnsweredFetches();

  useEffect(() => {
    if (answered > 0) readAgain(queryClient);
  }, [answered, queryClient]);
}
