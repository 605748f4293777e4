import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFetchers, useNavigation } from 'react-router';

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
 * How many of the fetchers' submissions have been answered, the same way: a fetcher that left
 * 'submitting', whether the page's reads then load (unseen when they are quick) or not.
 */
function useAnsweredFetchers() {
  const sending = useFetchers()
    .filter((fetcher) => fetcher.state === 'submitting')
    .map((fetcher) => fetcher.key);
  const [seen, setSeen] = useState({ sending, answered: 0 });
  if (sending.join() !== seen.sending.join()) {
    const left = seen.sending.filter((key) => !sending.includes(key)).length;
    setSeen({ sending, answered: seen.answered + left });
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
  const fetchersAnswered = useAnsweredFetchers();

  useEffect(() => {
    if (answered > 0) readAgain(queryClient);
  }, [answered, queryClient]);
  useEffect(() => {
    if (fetchersAnswered > 0) readAgain(queryClient);
  }, [fetchersAnswered, queryClient]);
}
