import { z } from 'zod/mini';
import { GiftFrequencySchema, PaymentStatusSchema } from './payments';
import { multiLine, oneLine } from './plain-text';

/** A receipt's code: 32 lowercase hex characters, unguessable; the code alone opens it. */
export const RECEIPT_CODE_PATTERN = /^[0-9a-f]{32}$/;

const shelterText = (field: string, max: number, lines: typeof oneLine = oneLine) =>
  z
    .string({ error: `${field} must be text.` })
    .check(z.trim(), z.maxLength(max, `${field} can be at most ${max} characters.`), lines(field));

/** What an admin sets on the Shelter details screen; any field may be left empty. */
export const ShelterDetailsFormSchema = z
  .object({
    name: shelterText('Shelter name', 120),
    charityNumber: shelterText('Charity number', 60),
    taxSentence: shelterText('Tax sentence', 500, multiLine),
  })
  .register(z.globalRegistry, { id: 'ShelterDetailsForm' });

export const SHELTER_DETAILS_SAVED =
  'The shelter’s details are saved. Receipts and statements show them now.';

/** The shelter's own words on receipts and statements, when an admin has set them. */
export const ShelterDetailsSchema = z
  .object({
    name: z.string(),
    charityNumber: z.string(),
    taxSentence: z.string(),
  })
  .register(z.globalRegistry, { id: 'ShelterDetails' });
export type ShelterDetails = z.infer<typeof ShelterDetailsSchema>;

/**
 * A gift's receipt: public to whoever holds its code, so it names the donor only as the donor
 * chose ("Anonymous" otherwise) and never their e-mail.
 */
export const ReceiptSchema = z
  .object({
    code: z.string(),
    campaign: z.object({ _id: z.string(), petName: z.string() }),
    /** The pet the campaign helps, when it names one. */
    pet: z.nullable(z.object({ _id: z.string(), petName: z.string() })),
    /** The gift, in dollars (the campaign received all of it). */
    amount: z.number(),
    /** Added by the donor to cover the card fees, in dollars (0 when not). */
    feeCovered: z.number(),
    /** When it was given, ISO 8601. */
    date: z.string(),
    /** The donor's name, or "Anonymous". */
    donor: z.string(),
    status: PaymentStatusSchema,
    /** Given back so far, in dollars: refunds and disputes that are open or lost. */
    refunded: z.number(),
    frequency: GiftFrequencySchema,
    /** The shelter's name, charity number and tax sentence; null until an admin sets them. */
    shelter: z.nullable(ShelterDetailsSchema),
  })
  .register(z.globalRegistry, { id: 'Receipt' });
export type Receipt = z.infer<typeof ReceiptSchema>;

/** A donor's gifts in one calendar year (UTC), for their records and their tax office. */
export const StatementSchema = z
  .object({
    year: z.number(),
    donor: z.object({ name: z.string(), email: z.string() }),
    gifts: z.array(
      z.object({
        _id: z.string(),
        date: z.string(),
        campaignId: z.string(),
        petName: z.string(),
        amount: z.number(),
        refunded: z.number(),
        receiptCode: z.string(),
        frequency: GiftFrequencySchema,
      }),
    ),
    /** What the year's gifts gave, net of refunds and disputes, in dollars. */
    total: z.number(),
    shelter: z.nullable(ShelterDetailsSchema),
  })
  .register(z.globalRegistry, { id: 'Statement' });
export type Statement = z.infer<typeof StatementSchema>;

/** The years a statement can be asked for: from the first gifts this app could take to now. */
export const FIRST_STATEMENT_YEAR = 2020;
