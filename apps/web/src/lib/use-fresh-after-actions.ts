import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFetchers, useNavigation } from 'react-router';

/** An action has answered: its page (or its redirect's) is loading. */
const landed = (state: string, formMethod: string | undefined) =>
  state === 'loading' && formMethod !== undefined && formMethod.toUpperCase() !== 'GET';

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
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const landings = [
    landed(navigation.state, navigation.formMethod)
      ? `navigation ${navigation.location?.key ?? ''}`
      : '',
    ...fetchers.map((fetcher) =>
      landed(fetcher.state, fetcher.formMethod) ? `fetcher ${fetcher.key}` : '',
    ),
  ]
    .filter(Boolean)
    .join();
  const seen = useRef('');

  useEffect(() => {
    if (landings === '' || landings === seen.current) return;
    seen.current = landings;
    queryClient.removeQueries({ type: 'inactive' });
    void queryClient.invalidateQueries();
  }, [landings, queryClient]);
}
