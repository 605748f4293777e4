import { feeTexts } from '@pet-adoption/shared';
import { refuse, refusalFromError, succeed } from '@/lib/form-action.server';
import { acceptAdoptionTerms } from '../api/fee-requests';
import { ACCEPT_FIELD, ACCEPT_TERMS_INTENT } from '../complete-adoption-form';

/**
 * Complete the adoption, sent with scripts or without: the terms, accepted as the visitor, then
 * back to the page `at` (now at the fee, or done) with the sentence. The fee's
 * card form needs the card provider's script: that post charges nothing and reads nothing
 * (no card number passes through here), and the page says why, as Donate's does.
 */
export async function completeAdoptionFromForm(request: Request, requestId: string, at: URL) {
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
  return succeed(at.pathname, { key: 'adoptionTermsAccepted' });
}
