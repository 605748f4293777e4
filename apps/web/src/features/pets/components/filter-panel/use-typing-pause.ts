import { useEffect, useMemo, useRef } from 'react';

/** A pause in typing this long shows the results for what is typed so far. */
const TYPING_PAUSE_MS = 600;

/**
 * Typing in a text box opens the address of what is typed after a pause. The first pause in a
 * box adds a step to the history; later ones in the same box replace it, so Back goes to before
 * the typing rather than through every word.
 */
export function useTypingPause() {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The box whose typing last opened an address, until another change.
  const typingIn = useRef<string | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useMemo(
    () => ({
      /** After a pause, `apply` runs, told whether it replaces the last step. */
      typed(field: string, apply: (replace: boolean) => void) {
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          apply(typingIn.current === field);
          typingIn.current = field;
        }, TYPING_PAUSE_MS);
      },
      /** Focus left `field` or the form was sent: whether applying now replaces the last step. */
      settle(field: string | null): boolean {
        clearTimeout(timer.current);
        const replace = field !== null && typingIn.current === field;
        typingIn.current = null;
        return replace;
      },
    }),
    [],
  );
}
