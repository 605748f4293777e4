import type { CardErrorCode } from './payments';

export interface TestCard {
  number: string;
  brand: string;
  description: string;
  /** Absent: the payment succeeds. */
  error?: { code: CardErrorCode; message: string };
  /** Charging it again later (a monthly gift's next months) fails with this. */
  laterError?: { code: CardErrorCode; message: string };
}

const declined = 'Your card was declined.';

/** Stripe's published test card numbers and messages, which the `test` provider follows. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'Visa', description: 'Succeeds' },
  { number: '5555555555554444', brand: 'Mastercard', description: 'Succeeds' },
  {
    number: '4000000000000002',
    brand: 'Visa',
    description: 'Declined',
    error: { code: 'card_declined', message: declined },
  },
  {
    number: '4000000000009995',
    brand: 'Visa',
    description: 'Insufficient funds',
    error: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  },
  {
    number: '4000000000009987',
    brand: 'Visa',
    description: 'Lost card',
    error: { code: 'lost_card', message: declined },
  },
  {
    number: '4000000000009979',
    brand: 'Visa',
    description: 'Stolen card',
    error: { code: 'stolen_card', message: declined },
  },
  {
    number: '4000000000000069',
    brand: 'Visa',
    description: 'Expired card',
    error: { code: 'expired_card', message: 'Your card has expired.' },
  },
  {
    number: '4000000000000127',
    brand: 'Visa',
    description: 'Incorrect CVC',
    error: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  },
  {
    number: '4000000000000119',
    brand: 'Visa',
    description: 'Processing error',
    error: {
      code: 'processing_error',
      message: 'An error occurred while processing your card. Try again in a little bit.',
    },
  },
  {
    number: '4000000000000341',
    brand: 'Visa',
    description: 'Succeeds, then declined when charged again (a monthly gift’s next months)',
    laterError: { code: 'card_declined', message: declined },
  },
];

/** What the test processor says about a number no test card has (as Stripe test mode does). */
export const UNKNOWN_TEST_CARD_ERROR = {
  code: 'incorrect_number',
  message: 'Your card number is incorrect.',
} as const satisfies TestCard['error'];
