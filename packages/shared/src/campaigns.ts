import { z } from 'zod/mini';
import { dollarsSchema, numberFromText } from './money';
import { PageQuerySchema } from './pagination';
import { oneLine } from './plain-text';
import { CalendarDateSchema } from './pets';
import { storedUrlSchema } from './stored-url';
import { texts } from './texts';
import { preprocess } from './zod-helpers';

/** The largest goal (and "highest total") a campaign can state, in dollars. */
export const MAX_CAMPAIGN_AMOUNT = 10_000_000;

const required = (field: string) => texts.fieldRequired(field);
const requiredText = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .check(
      z.trim(),
      z.minLength(1, required(field)),
      z.maxLength(max, `${field} can be at most ${max} characters.`),
    );

/**
 * Today's date where the day ends last (UTC-12, "anywhere on Earth"): a campaign stays open
 * through its last date in every time zone, so a donor is never turned away on the last day
 * because the server's clock is ahead of theirs.
 */
export const campaignToday = (now: Date = new Date()): string =>
  new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);

export const CAMPAIGN_STATUSES = ['active', 'paused', 'ended'] as const;
export const CampaignStatusSchema = z.enum(CAMPAIGN_STATUSES, {
  error: () => `Pick one of: ${CAMPAIGN_STATUSES.join(', ')}.`,
});
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

/** 'ended' once its last date has passed, else 'paused' if the owner paused it, else 'active'. */
export const campaignStatus = (
  campaign: { lastDate: string; paused: boolean },
  now: Date = new Date(),
): CampaignStatus => {
  if (campaignToday(now) > campaign.lastDate) return 'ended';
  return campaign.paused ? 'paused' : 'active';
};

const maximumDonationSchema = dollarsSchema({
  required: required('Maximum Donation'),
  min: 0,
  inclusiveMin: false,
  max: MAX_CAMPAIGN_AMOUNT,
  minMessage: 'The maximum donation must be more than 0.',
});
const highestTotalSchema = dollarsSchema({
  required: required('Highest Total'),
  min: 0,
  inclusiveMin: true,
  max: MAX_CAMPAIGN_AMOUNT,
  minMessage: 'The highest total cannot be negative.',
});

// A new campaign that has already ended could never take a donation.
const lastDateNotPast = z.refine<{ lastDate: string }>(
  (fields) => fields.lastDate >= campaignToday(),
  { message: 'The last date cannot be in the past.', path: ['lastDate'] },
);

/** The fields a person fills in on the create/update campaign forms (docs/product.md §3, §5). */
export const CampaignFieldsSchema = z.object({
  image: storedUrlSchema('Image', required('Image')),
  /** The form's hint: 'Unknown' when the pet is not known. */
  petName: requiredText('Pet Name', 100).check(oneLine('Pet Name')),
  /** The goal, in dollars. */
  maximumDonation: maximumDonationSchema,
  /**
   * The "highest total" as the creator enters it, in dollars. Kept with the record only: every
   * answer's `highestTotal` is the money given, counted from the campaign's books.
   */
  highestTotal: highestTotalSchema,
  /** Last day donations are taken, YYYY-MM-DD. */
  lastDate: z.pipe(
    z
      .string({ error: required('Last Date') })
      .check(z.trim(), z.minLength(1, required('Last Date'))),
    CalendarDateSchema,
  ),
  shortDescription: requiredText('Short Description', 500),
  longDescription: requiredText('Long Description', 5000),
  /** The pet the campaign helps: one of the creator's own (an admin may name any); null for none. */
  petId: z.optional(
    z.nullable(
      z
        .string({ error: 'Choose a pet from the list, or none.' })
        .check(z.maxLength(100, 'Choose a pet from the list, or none.')),
    ),
  ),
});

/** POST /api/campaigns: the creator and dateAndTime are set by the server. */
export const CreateCampaignSchema = z
  .clone(CampaignFieldsSchema)
  .check(lastDateNotPast)
  .register(z.globalRegistry, { id: 'CreateCampaign' });
export type CreateCampaign = z.infer<typeof CreateCampaignSchema>;

/** PATCH /api/campaigns/{id}: any of the fields, plus `paused` (pause and resume). */
export const UpdateCampaignSchema = z
  .extend(z.partial(CampaignFieldsSchema), {
    paused: z.optional(z.boolean({ error: 'paused must be true or false.' })),
  })
  .register(z.globalRegistry, { id: 'UpdateCampaign' });
export type UpdateCampaign = z.infer<typeof UpdateCampaignSchema>;

/** The campaign forms: the same fields, with the amounts read from their text boxes. */
export const CampaignFormSchema = z.extend(CampaignFieldsSchema, {
  maximumDonation: numberFromText(maximumDonationSchema),
  highestTotal: numberFromText(highestTotalSchema),
  // The form's "None" is an empty choice.
  petId: preprocess(
    (value) => (value === '' || value === undefined ? null : value),
    z.nullable(z.string()),
  ),
});
/** The create form also refuses a last date in the past (an existing campaign may have ended). */
export const CreateCampaignFormSchema = z.clone(CampaignFormSchema).check(lastDateNotPast);

export const CampaignSchema = z
  .object({
    _id: z.string(),
    image: z.string(),
    petName: z.string(),
    /** The goal, in dollars. */
    maximumDonation: z.number(),
    /** Money given, net of refunds and disputes, in dollars (the books' raised − refunded). */
    highestTotal: z.number(),
    lastDate: z.string(),
    shortDescription: z.string(),
    longDescription: z.string(),
    /** Creation time, ISO 8601. */
    dateAndTime: z.string(),
    /** The creator's e-mail. */
    email: z.string(),
    /** Sum of succeeded donations, in dollars. */
    donatedTotal: z.number(),
    /** How many different people donated successfully. */
    donorCount: z.number().check(z.int()),
    status: CampaignStatusSchema,
    paused: z.boolean(),
    /** The pet the campaign helps, or null. */
    petId: z._default(z.nullable(z.string()), null),
    /** Whether that pet has been adopted (false without one). */
    petAdopted: z._default(z.boolean(), false),
  })
  .register(z.globalRegistry, { id: 'Campaign' });
export type Campaign = z.infer<typeof CampaignSchema>;

/** GET /api/campaigns query (docs/product.md §7). */
export const CampaignListQuerySchema = z.extend(PageQuerySchema, {
  search: z.optional(
    z.string().check(z.trim(), z.maxLength(100, 'Search for at most 100 characters.')),
  ),
  /** Lists that person's own campaigns (that person or an admin only). */
  adderEmail: z.optional(z.string().check(z.trim(), z.toLowerCase())),
  status: z.optional(CampaignStatusSchema),
  /** The campaigns for one pet (Pet details). */
  petId: z.optional(z.string().check(z.trim(), z.maxLength(100))),
});
export type CampaignListQuery = z.infer<typeof CampaignListQuerySchema>;

/**
 * GET /api/campaigns/{id}/donators: one succeeded donation. It is a payment, so it carries the
 * payment's `_id` and its `campaignId`, as every payment in an answer does (docs/product.md §7).
 */
export const DonatorSchema = z
  .object({
    _id: z.string(),
    campaignId: z.string(),
    /** Empty for a gift given anonymously, unless an admin asks. */
    email: z.string(),
    /** "Anonymous" for a gift given anonymously, unless an admin asks. */
    name: z.string(),
    /** Given anonymously (admins still see who gave). */
    anonymous: z.boolean(),
    /** In dollars. */
    amount: z.number(),
    /** When it was made, ISO 8601. */
    date: z.string(),
  })
  .register(z.globalRegistry, { id: 'Donator' });
export type Donator = z.infer<typeof DonatorSchema>;
