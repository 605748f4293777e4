import { createHash } from 'node:crypto';
import type { IntentPurpose } from './providers/provider';

/**
 * How long an identical request (same payer, purpose and amount) counts as a retry of the
 * last one: a double click, a reload of the payment screen, a network retry. A second donation
 * of the same amount after the first was paid gets an intent of its own (payment-intents.ts).
 */
export const INTENT_RETRY_WINDOW_MS = 10 * 60_000;

const hash = (...parts: string[]) => createHash('sha256').update(parts.join('\0')).digest('hex');

// A donation's part is its campaign id alone, as before fees existed, so a retry across an
// upgrade still finds its intent; a fee's is prefixed, so it never equals a campaign's.
const purposePart = (purpose: IntentPurpose) =>
  purpose.kind === 'donation' ? purpose.campaignId : `fee:${purpose.adoptionRequestId}`;

/**
 * The idempotency key of a request for a PaymentIntent: the client's `Idempotency-Key` when it
 * sent one, else the payment itself within the current window. The payer's id is always part
 * of it, so nobody can pick a key that reaches another person's intent.
 */
export function intentIdempotencyKey(
  input: {
    payerId: string;
    purpose: IntentPurpose;
    amountCents: number;
    feeCoveredCents?: number;
    frequency?: 'once' | 'monthly';
  },
  clientKey: string | undefined,
  now = Date.now(),
): string {
  if (clientKey !== undefined && clientKey !== '') {
    return `intent-client-${hash(input.payerId, clientKey)}`;
  }
  const window = Math.floor(now / INTENT_RETRY_WINDOW_MS);
  // A gift with the fee covered is another payment than a gift of the same total without.
  // And a monthly gift's first charge another than a gift given once.
  const amount =
    (input.feeCoveredCents
      ? `${input.amountCents}+fee${input.feeCoveredCents}`
      : String(input.amountCents)) + (input.frequency === 'monthly' ? '/monthly' : '');
  return `intent-${hash(input.payerId, purposePart(input.purpose), amount, String(window))}`;
}
