import { useFormRefusal } from '@/lib/form-refusal';
import { INTENT_FIELD, type ProfileIntent } from './profile-intents';

/** The route action's refusal when it was this form's (a page with several forms). */
export function useIntentRefusal(intent: ProfileIntent) {
  const refusal = useFormRefusal();
  return refusal?.values[INTENT_FIELD] === intent ? refusal : undefined;
}
