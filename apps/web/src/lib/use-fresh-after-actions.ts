import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';

/** An action has answered: its page (or its redirect's) is loading. */
const landed = (state: string, formMethod: string | undefined) =>
  state === 'loading' && formMethod !== undefined && formMethod.toUpperCase() !== 'GET';

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
  const answered = useAnsweredSubmissions();
  const fetchers = useFetchers();
  const fetcherLandings = fetchers
    .map((fetcher) => (landed(fetcher.state, fetcher.formMethod) ? `fetcher ${fetcher.key}` : ''))
    .filter(Boolean)
    .join();

  useEffect(() => {
    if (answered > 0) readAgain(queryClient);
  }, [answered, queryClient]);
  useEffect(() => {
    if (fetcherLandings !== '') readAgain(queryClient);
  }, [fetcherLandings, queryClient]);
}
