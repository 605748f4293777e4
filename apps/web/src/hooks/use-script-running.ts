import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true once the page's script
 * runs: what works only with scripts (a dialog, a card field) shows from then on, and the
 * server's HTML offers what works without them (a link, a sentence saying what is missing).
 */
export function useScriptRunning() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
