import { ANSWER_IN_PLACE } from '@/lib/answer-in-place';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * Asks the form's action to answer in place, once the page's scripts run: a form sent before
 * then goes on to the next page the browser's way.
 */
export function InPlaceField() {
  const hydrated = useHydrated();
  return hydrated ? (
    <input type="hidden" name={ANSWER_IN_PLACE.name} value={ANSWER_IN_PLACE.value} />
  ) : null;
}
