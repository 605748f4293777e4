import { feeTexts } from '@pet-adoption/shared';
import { refuse, refusalFromError, succeed } from '@/lib/form-action.server';
import { acceptAdoptionTerms } from '../api/fee-requests';
import { ACCEPT_FIELD, ACCEPT_TERMS_INTENT } from '../complete-adoption-form';

/**
 * Complete the adoption sent without scripts: the terms, accepted with the same call as the
 * page's script, then back to the page (now at the fee, or done) with the sentence. The fee's
 * card form needs the card provider's script: that post charges nothing and reads nothing
 * (no card number passes through here), and the page says why, as Donate's does.
 */
export async function completeAdoptionFromForm(request: Request, requestId: string) {
  const form = await request.formData();
  if (form.get('intent') !== ACCEPT_TERMS_INTENT) {
    return refuse({ fields: {}, message: feeTexts.feeNeedsScript, values: {} });
  }
  if (form.get(ACCEPT_FIELD) !== 'on') {
    return refuse({
      fields: { [ACCEPT_FIELD]: feeTexts.acceptTermsRequired },
      message: null,
      values: {},
    });
  }
  try {
    await acceptAdoptionTerms(requestId);
  } catch (error) {
    return refuse(refusalFromError(error, {}, [ACCEPT_FIELD]));
  }
  return succeed(new URL(request.url).pathname, { key: 'adoptionTermsAccepted' });
}
