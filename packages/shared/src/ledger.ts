import { z } from 'zod/mini';
import { MAX_CAMPAIGN_AMOUNT } from './campaigns';
import { dollarsSchema, numberFromText } from './money';
import { PageQuerySchema } from './pagination';
import { CalendarDateSchema } from './pets';
import { multiLine } from './plain-text';
import { storedUrlSchema } from './stored-url';
import { texts } from './texts';
import { preprocess } from './zod-helpers';

/**
 * A campaign's public books: money in (gifts), money back (refunds, disputes), money out
 * (expenses), and corrections, each reversing one earlier entry. Entries are never changed.
 */
export const LEDGER_ENTRY_TYPES = [
  'donation',
  'refund',
  'dispute',
  'expense',
  'correction',
] as const;
export const LedgerEntryTypeSchema = z.enum(LEDGER_ENTRY_TYPES);
export type LedgerEntryType = z.infer<typeof LedgerEntryTypeSchema>;

/** How many characters of a receipt's code the public books show. */
export const LEDGER_RECEIPT_PREFIX = 6;

/**
 * A receipt's code as anything but the receipt itself shows it (the books, notices, the CSV,
 * statements): enough to find the gift, never enough to open its receipt.
 */
export const shortReceiptCode = (code: string) => code.slice(0, LEDGER_RECEIPT_PREFIX);

/**
 * A donor as a list of gifts names them: a gift given anonymously names no one, except to those
 * who `seeNames` (admins).
 */
export const shownDonorName = (gift: { anonymous: boolean; name: string }, seeNames = false) =>
  gift.anonymous && !seeNames ? texts.donation.anonymousDonor : gift.name;

/** The name a campaign's donations download is saved under. */
export const donationsFileName = (petName: string) =>
  `donations-${
    petName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'campaign'
  }.csv`;
export const MAX_LEDGER_TEXT = 500;

export const LedgerEntrySchema = z
  .object({
    _id: z.string(),
    type: LedgerEntryTypeSchema,
    /** In dollars, always positive: `type` says which way the money went. */
    amount: z.number(),
    /** When the money moved, ISO 8601 (an expense's date at midnight UTC). */
    at: z.string(),
    /** A gift's donor ("Anonymous" if given so, except to admins); who recorded an expense. */
    name: z.string(),
    /** An expense's description, a correction's reason, or what a refund or dispute was. */
    description: z.string(),
    /** A picture of an expense's receipt, or null. */
    receiptImage: z.nullable(z.string()),
    /** The first characters of a gift's receipt code (gifts, refunds, disputes), or null. */
    receiptCode: z.nullable(z.string()),
    /** The entry a correction reverses, or null. */
    corrects: z.nullable(z.string()),
    /** Whether a later correction reversed this entry. */
    corrected: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'LedgerEntry' });
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;

export const LedgerTotalsSchema = z
  .object({
    /** Every gift, in dollars. */
    raised: z.number(),
    /** Given back: refunds, and disputes that are open or lost. */
    refunded: z.number(),
    /** Expenses recorded. */
    spent: z.number(),
    /** raised − refunded − spent; negative when more was spent than given. */
    balance: z.number(),
  })
  .register(z.globalRegistry, { id: 'LedgerTotals' });
export type LedgerTotals = z.infer<typeof LedgerTotalsSchema>;

export const LedgerQuerySchema = PageQuerySchema;

const expenseAmountSchema = dollarsSchema({
  required: texts.fieldRequired('Amount'),
  min: 0,
  inclusiveMin: false,
  max: MAX_CAMPAIGN_AMOUNT,
  minMessage: 'The amount must be more than 0.',
});

const ledgerText = (field: string) =>
  z
    .string({ error: texts.fieldRequired(field) })
    .check(
      z.trim(),
      z.minLength(1, texts.fieldRequired(field)),
      z.maxLength(MAX_LEDGER_TEXT, `${field} can be at most ${MAX_LEDGER_TEXT} characters.`),
      multiLine(field),
    );

/** Today in UTC+14, the first time zone to reach a day: a bill paid today is never "future". */
const latestToday = (now = new Date()) =>
  new Date(now.getTime() + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);

const expenseFields = {
  date: z.string({ error: texts.fieldRequired('Date') }).check(
    z.refine((value) => CalendarDateSchema.safeParse(value).success, 'Enter a date as YYYY-MM-DD.'),
    z.refine((value) => value <= latestToday(), 'The date cannot be in the future.'),
  ),
  description: ledgerText('Description'),
  receiptImage: z.optional(
    storedUrlSchema('Receipt picture', texts.fieldRequired('Receipt picture')),
  ),
};

export const CreateExpenseSchema = z
  .object({ amount: expenseAmountSchema, ...expenseFields })
  .register(z.globalRegistry, { id: 'CreateExpense' });
export type CreateExpense = z.infer<typeof CreateExpenseSchema>;

/**
 * The Record an expense form: the amount arrives as text, the picture field is `image` (as on
 * every form with a picture) and an empty one is none.
 */
export const ExpenseFormSchema = z.object({
  amount: numberFromText(expenseAmountSchema),
  date: expenseFields.date,
  description: expenseFields.description,
  image: preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    expenseFields.receiptImage,
  ),
});
export type ExpenseFormValues = z.infer<typeof ExpenseFormSchema>;

/** The form's values as POST /api/campaigns/{id}/expenses takes them. */
export const expenseOf = ({ image, ...rest }: ExpenseFormValues): CreateExpense => ({
  ...rest,
  ...(image === undefined ? {} : { receiptImage: image }),
});

export const CreateCorrectionSchema = z
  .object({
    corrects: z.string({ error: texts.fieldRequired('Corrects') }),
    reason: ledgerText('Reason'),
  })
  .register(z.globalRegistry, { id: 'CreateCorrection' });
export type CreateCorrection = z.infer<typeof CreateCorrectionSchema>;
