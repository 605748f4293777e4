import { adoptionTexts } from './adoptions';
import type { PaymentKind } from './payments';

/** The words of "Complete the adoption" (terms, then the fee) and of fees in payment history. */
export const feeTexts = {
  heading: adoptionTexts.completeAdoption,
  notFound:
    'We could not find an accepted adoption request of yours at this address. It may not be accepted yet, or it belongs to someone else.',
  toRequests: 'Back to requests I sent',
  termsHeading: 'Step 1: the adoption terms',
  /** Names the scrolling box that holds the terms. */
  termsBox: 'The owner’s adoption terms',
  noTerms: 'The owner has not written any adoption terms.',
  acceptTerms: 'I accept the adoption terms',
  acceptTermsRequired: 'Tick the box to accept the adoption terms.',
  submitTerms: 'Accept the terms',
  termsAccepted: 'You accepted the adoption terms.',
  feeHeading: 'Step 2: the adoption fee',
  payFee: (amount: string) => `Pay the adoption fee of ${amount}`,
  payButton: 'Pay the fee',
  feeNeedsScript:
    'Paying by card needs JavaScript: the card field comes from our card provider’s script, which has not run on this page. If this message stays, turn JavaScript on and reload the page. Nothing is charged until then.',
  /** The money moved but the fee was not recorded: the reference to quote. */
  chargedNotRecorded: (message: string, reference: string) =>
    `Your card was charged, but the fee could not be recorded yet (${message}). Please contact us with the reference ${reference}.`,
  done: 'Adoption complete',
  feePaid: (amount: string) => `You paid the adoption fee of ${amount}.`,
  noFeeDone: 'There is no fee to pay for this adoption.',
  receipt: (code: string) => `Receipt ${code}`,
  toHistory: 'See my payment history',
  historyIntro: 'The donations and adoption fees you paid, newest first.',
  historyIntroAdmin:
    'Every donation and adoption fee paid on the site. Refunding a donation gives the money back and lowers the campaign total.',
  refundFeeTitle: 'Refund this adoption fee?',
  refundFeeText: (amount: string, email: string) =>
    `${amount} goes back to ${email}, who may then pay the fee again. No campaign total changes.`,
  kindLabels: { donation: 'Donation', fee: 'Adoption fee' } satisfies Record<PaymentKind, string>,
} as const;
