import { Suspense, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a dialog) from the first time `open` is true on, and keeps it mounted
 * after, so what someone typed survives closing and opening again. Never in the server's HTML:
 * a closed dialog shows nothing, and with its code behind React.lazy a first visit neither
 * downloads nor hydrates it (docs/benchmarks.md, Lighthouse).
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  // Set during render rather than in an effect: the dialog mounts in the same commit.
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
