import { lazy, Suspense, useEffect, useState } from 'react';

const AppToaster = lazy(() =>
  import('./toaster').then((module) => ({ default: module.AppToaster })),
);

/** What a person does first on a page: a tap, a click or a key. */
const FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Every toast in the app answers something a person did (saved, deleted, signed out), so the
 * toaster (react-hot-toast and goober, about 5 KB) is fetched on the first tap, click or key
 * press instead of with every first visit. A toast raised meanwhile waits in react-hot-toast's
 * store and shows as soon as the toaster arrives.
 */
export function DeferredToaster() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    for (const type of FIRST_INTERACTIONS) {
      window.addEventListener(type, want, { capture: true, passive: true });
    }
    return () => {
      for (const type of FIRST_INTERACTIONS) {
        window.removeEventListener(type, want, { capture: true });
      }
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
