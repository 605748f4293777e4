import {
  ModifiedSchema,
  PaymentIntentAnswerSchema,
  PaymentResultSchema,
  PaymentSchema,
  ReceiptSchema,
  ShelterDetailsSchema,
  StatementSchema,
  type ShelterDetails,
  TestCardConfirmAnswerSchema,
  type CardFields,
  type CreatePaymentIntent,
} from '@pet-adoption/shared';
import { api, getPage } from '@/lib/api-client';

/** POST /api/create-payment-intent; refused (409, with a sentence) unless the campaign is active. */
export function createPaymentIntent(intent: CreatePaymentIntent) {
  return api.post('/create-payment-intent', intent, PaymentIntentAnswerSchema);
}

export type Billing = { email: string; name: string };

/**
 * The `test` provider's card processor (no network): confirms the intent with the typed card.
 * A declined card rejects with an ApiError (402) whose message is the provider's sentence.
 */
export async function confirmTestCard(clientSecret: string, card: CardFields, billing: Billing) {
  const answer = await api.post(
    '/test-provider/confirm',
    { clientSecret, ...card, ...billing },
    TestCardConfirmAnswerSchema,
  );
  return answer.paymentIntent;
}

/** POST /api/payments: the server records it only once the provider has confirmed the intent. */
export function recordPayment(payment: {
  campaignId: string;
  transactionId: string;
  price: number;
  email: string;
}) {
  // The original client's payload; the server takes the payer, date and status from its own
  // sources.
  return api.post(
    '/payments',
    { ...payment, date: new Date().toISOString(), status: 'pending' },
    PaymentResultSchema,
  );
}

/** GET /api/payments: my payments, or every payment for an admin (optionally one campaign's). */
export function getPaymentsPage({
  campaignId,
  cursor,
  limit,
  signal,
}: {
  campaignId?: string;
  cursor?: string;
  limit: number;
  signal?: AbortSignal;
}) {
  return getPage('/payments', PaymentSchema, { signal, query: { campaignId, cursor, limit } });
}

/** POST /api/payments/{id}/refund (admins): the money goes back and the totals follow. */
export function refundPayment(paymentId: string) {
  return api.post(`/payments/${encodeURIComponent(paymentId)}/refund`, {}, ModifiedSchema);
}

/** GET /api/receipts/{code}: a gift's receipt, by its code alone (no sign-in). */
export function getReceipt(code: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/receipts/${encodeURIComponent(code)}`, ReceiptSchema, {
    signal,
    authenticated: false,
  });
}

/** GET /api/shelter-details: the shelter's words on receipts (empty strings until set). */
export function getShelterDetails({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/shelter-details', ShelterDetailsSchema, { signal, authenticated: false });
}

/** PUT /api/shelter-details (admins). */
export function saveShelterDetails(details: ShelterDetails) {
  return api.put('/shelter-details', details, ShelterDetailsSchema);
}

/** GET /api/statements/{year}: the caller's gifts in that year. */
export function getStatement(year: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/statements/${year}`, StatementSchema, { signal });
}
