import { useNavigation } from 'react-router';

/**
 * Route modules load on demand, so the first visit to a screen can take a moment; a thin bar
 * shows that the click was heard while the previous screen stays in place.
 */
export function NavigationProgress() {
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return (
    <progress
      aria-label="Loading page"
      className="progress progress-primary fixed inset-x-0 top-0 z-50 h-1 rounded-none"
    />
  );
}
