import { createHash } from 'node:crypto';

/**
 * How long an identical request (same payer, campaign and amount) counts as a retry of the
 * last one: a double click, a reload of the payment screen, a network retry. A second donation
 * of the same amount after the first was paid gets an intent of its own (payment-intents.ts).
 */
export const INTENT_RETRY_WINDOW_MS = 10 * 60_000;

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex');

/**
 * The idempotency key of a request for a PaymentIntent: the client's `Idempotency-Key` when it
 * sent one, else the donation itself within the current window. The payer's id is always part
 * of it, so nobody can pick a key that reaches another person's intent.
 */
export function intentIdempotencyKey(
  input: { payerId: string; campaignId: string; amountCents: number },
  clientKey: string | undefined,
  now = Date.now(),
): string {
  if (clientKey !== undefined && clientKey !== '') {
    return `intent-client-${hash(input.payerId, clientKey)}`;
  }
  const window = Math.floor(now / INTENT_RETRY_WINDOW_MS);
  return `intent-${hash(input.payerId, input.campaignId, String(input.amountCents), String(window))}`;
}
