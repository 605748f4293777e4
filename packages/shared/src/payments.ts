import { z } from 'zod/mini';
import { dollarsSchema, numberFromText } from './money';
import { PageQuerySchema } from './pagination';
import { texts } from './texts';
import {
  cardMessages,
  isExpiryPast,
  isLuhnValid,
  normalizeCardNumber,
  parseExpiry,
} from './card-numbers';

export const PAYMENT_STATUSES = ['pending', 'succeeded', 'refunded', 'failed'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** The largest single donation, in dollars. */
export const MAX_DONATION = 100_000;

/** The Payment screen's amount: required; a positive amount makes an intent. */
export const DonationAmountSchema = dollarsSchema({
  required: texts.fieldRequired('Donation amount'),
  min: 0,
  inclusiveMin: false,
  max: MAX_DONATION,
  minMessage: 'The donation amount must be more than 0.',
});
/** The Payment screen's amount box, as text: read as a number, then as DonationAmountSchema. */
export const DonationAmountFormSchema = numberFromText(DonationAmountSchema);

const campaignIdSchema = z
  .string({ error: 'Choose the campaign to donate to.' })
  .check(
    z.trim(),
    z.minLength(1, 'Choose the campaign to donate to.'),
    z.maxLength(100, 'That is not a campaign id.'),
  );

/** A gift given once, or a monthly gift (each charge of it is a payment of its own). */
export const GIFT_FREQUENCIES = ['once', 'monthly'] as const;
export const GiftFrequencySchema = z.enum(GIFT_FREQUENCIES);
export type GiftFrequency = z.infer<typeof GiftFrequencySchema>;

/** POST /api/create-payment-intent: the amount is computed on the server from `price`. */
export const CreatePaymentIntentSchema = z
  .object({
    price: DonationAmountSchema,
    campaignId: campaignIdSchema,
    anonymous: z
      .optional(z.boolean('Write anonymous as true or false.'))
      .register(z.globalRegistry, {
        description:
          'Give anonymously: the name is shown as "Anonymous" to everyone but admins; the amount stays visible.',
      }),
    coverFee: z.optional(z.boolean('Write coverFee as true or false.')).register(z.globalRegistry, {
      description:
        'Add the card fee on top (2.9% + 30¢, rounded up), so the campaign receives the whole `price`. The charge is `price` plus the fee; POST /api/payments still sends `price`.',
    }),
    frequency: z
      .optional(z.enum(['once', 'monthly'], 'Write frequency as once or monthly.'))
      .register(z.globalRegistry, {
        description:
          '`monthly`: this charge starts a monthly gift, charged again on the same day each month with the same card until paused or cancelled from the link on its receipts.',
      }),
  })
  .register(z.globalRegistry, { id: 'CreatePaymentIntent' });
export type CreatePaymentIntent = z.infer<typeof CreatePaymentIntentSchema>;

export const PaymentIntentAnswerSchema = z
  .object({
    clientSecret: z.string(),
    /** The intent's id: the `transactionId` to record once the card is confirmed. */
    paymentIntentId: z.string(),
  })
  .register(z.globalRegistry, { id: 'PaymentIntentAnswer' });
export type PaymentIntentAnswer = z.infer<typeof PaymentIntentAnswerSchema>;

/** A field that is accepted and ignored, described as such in the API document. */
const ignored = (description: string) =>
  z.optional(z.unknown()).register(z.globalRegistry, { description });

/**
 * POST /api/payments. The original client also sends email, date and status; they are accepted and
 * ignored: the payer comes from the token, the date from the server, the status from the card
 * provider.
 */
export const CreatePaymentSchema = z
  .object({
    campaignId: campaignIdSchema,
    transactionId: z
      .string({ error: 'The transaction id is required.' })
      .check(
        z.trim(),
        z.minLength(1, 'The transaction id is required.'),
        z.maxLength(255, 'That is not a transaction id.'),
      ),
    price: DonationAmountSchema,
    email: ignored('Ignored: the payer is the signed-in user.'),
    date: ignored('Ignored: the server records the time.'),
    status: ignored('Ignored: the card provider says.'),
  })
  .register(z.globalRegistry, { id: 'CreatePayment' });
export type CreatePayment = z.infer<typeof CreatePaymentSchema>;

export const PaymentResultSchema = z
  .object({ paymentResult: z.object({ insertedId: z.string() }) })
  .register(z.globalRegistry, { id: 'PaymentResult' });
export type PaymentResult = z.infer<typeof PaymentResultSchema>;

/** A gift to a campaign, or the fee that completes an adoption (never counted in a campaign). */
export const PAYMENT_KINDS = ['donation', 'fee'] as const;
export const PaymentKindSchema = z.enum(PAYMENT_KINDS);
export type PaymentKind = z.infer<typeof PaymentKindSchema>;

/**
 * The receipt number of an adoption fee, in its receipt notice and beside it in payment history:
 * the first 8 characters of the payment's id, in capitals.
 */
export const receiptCode = (paymentId: string): string => paymentId.slice(0, 8).toUpperCase();

/** Payment, plus the campaign it went to (a donation) or the adoption it completed (a fee). */
export const PaymentSchema = z
  .object({
    _id: z.string(),
    /** The payer's e-mail. */
    email: z.string(),
    /** In dollars. */
    price: z.number(),
    transactionId: z.string(),
    /** When it was made, ISO 8601. */
    date: z.string(),
    status: PaymentStatusSchema,
    kind: z._default(PaymentKindSchema, 'donation'),
    /** The campaign of a donation; '' for a fee. */
    campaignId: z.string(),
    /** The adoption request a fee completed; null for a donation. */
    adoptionRequestId: z._default(z.nullable(z.string()), null),
    /** The campaign's pet (a donation) or the adopted pet (a fee). */
    petName: z.string(),
    /** The whole receipt code: `/receipts/{receiptCode}` is the gift's receipt. */
    receiptCode: z.string(),
    /** `once`, or `monthly` for a charge of a monthly gift. */
    frequency: z._default(GiftFrequencySchema, 'once'),
    /**
     * The page of the monthly gift this charge belongs to (`/gifts/manage/{code}`), for the
     * donor's own charges only; null for every other payment and for anyone else who sees it.
     */
    manageLink: z._default(z.nullable(z.string()), null),
  })
  .register(z.globalRegistry, { id: 'Payment' });
export type Payment = z.infer<typeof PaymentSchema>;

/** GET /api/payments: own payments; admins see all and may filter. */
export const PaymentListQuerySchema = z.extend(PageQuerySchema, {
  campaignId: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  email: z.optional(z.string().check(z.trim(), z.toLowerCase())),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;

export const CardFieldsSchema = z.object({
  cardNumber: z
    .pipe(z.string({ error: cardMessages.number }), z.transform(normalizeCardNumber))
    .check(z.refine(isLuhnValid, cardMessages.number)),
  expiry: z.string({ error: cardMessages.expiry }).check(
    z.refine((text) => parseExpiry(text) !== null, { message: cardMessages.expiry, abort: true }),
    z.refine((text) => {
      const expiry = parseExpiry(text);
      return expiry !== null && !isExpiryPast(expiry);
    }, cardMessages.expiryPast),
  ),
  cvc: z
    .string({ error: cardMessages.cvc })
    .check(z.trim(), z.regex(/^\d{3,4}$/, cardMessages.cvc)),
});
export type CardFields = z.infer<typeof CardFieldsSchema>;

/** POST /api/test-provider/confirm: the card and billing details for one intent. */
export const TestCardConfirmSchema = z
  .extend(CardFieldsSchema, {
    clientSecret: z
      .string({ error: 'The payment is missing its client secret.' })
      .check(z.minLength(1, 'The payment is missing its client secret.'), z.maxLength(500)),
    /** Billing name; 'anonymous' when there is none. */
    name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    email: z.optional(z.string().check(z.trim(), z.maxLength(320))),
  })
  .register(z.globalRegistry, { id: 'TestCardConfirm' });
export type TestCardConfirm = z.infer<typeof TestCardConfirmSchema>;

/** The card provider's error codes the test processor answers with. */
export const CARD_ERROR_CODES = [
  'card_declined',
  'insufficient_funds',
  'lost_card',
  'stolen_card',
  'expired_card',
  'incorrect_cvc',
  'processing_error',
  'incorrect_number',
] as const;
export type CardErrorCode = (typeof CARD_ERROR_CODES)[number];

/** 200 from POST /api/test-provider/confirm. */
export const TestCardConfirmAnswerSchema = z
  .object({
    paymentIntent: z.object({
      id: z.string(),
      status: z.literal('succeeded'),
      /** In dollars. */
      amount: z.number(),
    }),
  })
  .register(z.globalRegistry, { id: 'TestCardConfirmAnswer' });
export type TestCardConfirmAnswer = z.infer<typeof TestCardConfirmAnswerSchema>;

/**
 * 402 from POST /api/test-provider/confirm: the provider's code and message (docs/product.md §8).
 */
export const CardErrorSchema = z
  .object({ error: z.object({ code: z.enum(CARD_ERROR_CODES), message: z.string() }) })
  .register(z.globalRegistry, { id: 'CardError' });
export type CardError = z.infer<typeof CardErrorSchema>;
