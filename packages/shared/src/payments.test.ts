import { describe, expect, it } from 'vitest';
import { PublicConfigSchema } from './config';
import { cardMessages } from './card-numbers';
import {
  CardFieldsSchema,
  CreatePaymentSchema,
  DonationAmountFormSchema,
  DonationAmountSchema,
  TestCardConfirmSchema,
} from './payments';
import { texts } from './texts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('the donation amount', () => {
  it.each([
    ['', texts.fieldRequired('Donation amount')],
    [undefined, texts.fieldRequired('Donation amount')],
    ['0', 'The donation amount must be more than 0.'],
    [-5, 'The donation amount must be more than 0.'],
    ['5.001', 'Enter the amount with at most two decimals (cents).'],
    ['100000.01', 'The amount can be at most $100,000.'],
    ['five', 'Enter an amount in dollars, like 25 or 25.50.'],
  ])('refuses %j', (amount, message) => {
    expect(firstMessage(DonationAmountFormSchema.safeParse(amount))).toBe(message);
  });

  it.each([
    ['5', 5],
    [' 7.5 ', 7.5],
    [19.99, 19.99],
    ['100000', 100000],
  ])('accepts %j as %d dollars', (amount, dollars) => {
    expect(DonationAmountFormSchema.parse(amount)).toBe(dollars);
  });

  it("accepts the original client's email, date and status on POST /payments and keeps the rest", () => {
    const parsed = CreatePaymentSchema.parse({
      campaignId: 'c1',
      transactionId: 'pi_1',
      price: 7,
      email: 'someone@else.com',
      date: '2024-01-01',
      status: 'succeeded',
    });
    expect(parsed).toMatchObject({ campaignId: 'c1', transactionId: 'pi_1', price: 7 });
  });
});

describe('the amount on the wire', () => {
  it('is a JSON number: text that reads as one is refused', () => {
    expect(DonationAmountSchema.parse(5)).toBe(5);
    expect(firstMessage(DonationAmountSchema.safeParse('5'))).toBe(
      'Enter an amount in dollars, like 25 or 25.50.',
    );
    expect(firstMessage(DonationAmountSchema.safeParse(null))).toBe(
      texts.fieldRequired('Donation amount'),
    );
  });
});

describe('card fields of the test provider', () => {
  it('gives one message per bad field', () => {
    const result = CardFieldsSchema.safeParse({ cardNumber: '4242', expiry: '1/2', cvc: '12' });
    const byField = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toEqual({
      cardNumber: cardMessages.number,
      expiry: cardMessages.expiry,
      cvc: cardMessages.cvc,
    });
    expect(
      firstMessage(
        CardFieldsSchema.safeParse({ cardNumber: '4242424242424242', expiry: '01/20', cvc: '123' }),
      ),
    ).toBe(cardMessages.expiryPast);
  });

  it('keeps the digits of the card number', () => {
    const parsed = TestCardConfirmSchema.parse({
      clientSecret: 'pi_1_secret_x',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12/99',
      cvc: '123',
      name: 'anonymous',
      email: 'a@b.c',
    });
    expect(parsed.cardNumber).toBe('4242424242424242');
  });
});

describe('public config', () => {
  it('defaults to the test provider for answers that do not say', () => {
    expect(PublicConfigSchema.parse({ socialProviders: { google: false, github: false } })).toEqual(
      {
        socialProviders: { google: false, github: false },
        paymentProvider: 'test',
        stripePublishableKey: null,
      },
    );
  });
});
