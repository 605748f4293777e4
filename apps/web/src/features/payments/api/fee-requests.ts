import {
  AdoptionRequestSchema,
  ModifiedSchema,
  PaymentIntentAnswerSchema,
  PaymentResultSchema,
  PetApplicationSchema,
} from '@pet-adoption/shared';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

/*
 * Completing an accepted adoption: the adopter's requests, the lister's terms, accepting them,
 * and the fee by card (an intent of its own, confirmed like a donation's, then recorded).
 */

type Call = { signal?: AbortSignal };

const requestPath = (requestId: string) => `/adoptionUsers/${encodeURIComponent(requestId)}`;

/** GET /api/adoptionUsers?adoptorEmail=: the requests I sent, the one to complete among them. */
export function getSentRequests(adoptorEmail: string, { signal }: Call = {}) {
  return api.get('/adoptionUsers', z.array(AdoptionRequestSchema), {
    signal,
    query: { adoptorEmail },
  });
}

/** GET /api/petListing/{id}/application: the lister's terms, among what asking takes. */
export function getAdoptionTerms(petId: string, { signal }: Call = {}) {
  return api.get(`/petListing/${encodeURIComponent(petId)}/application`, PetApplicationSchema, {
    signal,
  });
}

/** POST /api/adoptionUsers/{id}/accept-terms: 409 unless the request is accepted. */
export function acceptAdoptionTerms(requestId: string) {
  return api.post(`${requestPath(requestId)}/accept-terms`, {}, ModifiedSchema);
}

/** POST /api/adoptionUsers/{id}/fee-intent: 409 with a sentence unless the fee is due now. */
export function createFeeIntent(requestId: string) {
  return api.post(`${requestPath(requestId)}/fee-intent`, {}, PaymentIntentAnswerSchema);
}

/** POST /api/adoptionUsers/{id}/fee-payment: the provider confirmed it; the fee is paid. */
export function recordFeePayment(requestId: string, transactionId: string) {
  return api.post(`${requestPath(requestId)}/fee-payment`, { transactionId }, PaymentResultSchema);
}
