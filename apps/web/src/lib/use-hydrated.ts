import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the server's HTML and while React takes it over, true once the page's scripts run:
 * what works only with scripts (a dialog, a card field, an answer in place) shows from then on,
 * and the server's HTML offers what works without them (a link, a native <details>, a sentence
 * saying what is missing).
 */
export const useHydrated = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
