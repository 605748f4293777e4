import { useSyncExternalStore } from 'react';

/** Tailwind's `md`: from here the filters sit beside the results rather than in a sheet. */
const WIDE = '(min-width: 768px)';

function subscribe(onChange: () => void) {
  const list = window.matchMedia?.(WIDE);
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the window is as wide as a tablet's; follows resizing and turning the phone. */
export function useWideScreen() {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(WIDE).matches ?? true,
    () => true,
  );
}
