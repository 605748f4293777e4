import { useHydrated } from '@/lib/use-hydrated';
import { IN_PLACE_FIELD } from '../in-place';

/**
 * Asks a sign-in form's action to answer in place, once the page's scripts run: a form sent
 * before then goes on to the next page the browser's way.
 */
export function InPlaceField() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={IN_PLACE_FIELD} value="yes" /> : null;
}
