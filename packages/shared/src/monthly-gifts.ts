import { z } from 'zod/mini';
import { DonationAmountSchema } from './payments';
import { numberFromText } from './money';

/** A monthly gift's manage code: 32 lowercase hex characters, unguessable; the code alone opens it. */
export const MANAGE_CODE_PATTERN = /^[0-9a-f]{32}$/;

/**
 * Where a monthly gift stands. `awaitingMove`: its campaign's pet found a home or the campaign
 * ended, so nothing is charged until the donor moves it to another campaign or stops it.
 */
export const MONTHLY_GIFT_STATUSES = ['active', 'paused', 'awaitingMove', 'cancelled'] as const;
export const MonthlyGiftStatusSchema = z.enum(MONTHLY_GIFT_STATUSES);
export type MonthlyGiftStatus = z.infer<typeof MonthlyGiftStatusSchema>;

/** Failed charges in a row after which a monthly gift pauses itself. */
export const MONTHLY_GIFT_MAX_FAILURES = 3;
/** Days between a failed monthly charge and the next try. */
export const MONTHLY_GIFT_RETRY_DAYS = 3;

/** A monthly gift as its manage page shows it: to whoever holds its code, no sign-in. */
export const MonthlyGiftSchema = z
  .object({
    _id: z.string(),
    campaign: z.object({ _id: z.string(), petName: z.string(), active: z.boolean() }),
    /** The pet the campaign helps, when it names one. */
    pet: z.nullable(z.object({ _id: z.string(), petName: z.string() })),
    /** Each month's gift, in dollars. */
    amount: z.number(),
    coverFee: z.boolean(),
    anonymous: z.boolean(),
    status: MonthlyGiftStatusSchema,
    /** The day of the month it is charged (the 29th–31st fall on a shorter month's last day). */
    chargeDay: z.number(),
    /** The date of the next charge (YYYY-MM-DD, UTC); null unless the gift is active. */
    nextChargeOn: z.nullable(z.string()),
    /** Charges that failed in a row (the gift pauses at three). */
    failures: z.number(),
    /** Its charges, newest first, each with its receipt's code. */
    charges: z.array(
      z.object({
        date: z.string(),
        amount: z.number(),
        status: z.string(),
        receiptCode: z.string(),
      }),
    ),
    createdAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'MonthlyGift' });
export type MonthlyGift = z.infer<typeof MonthlyGiftSchema>;

/** PATCH /api/gifts/manage/{code}: a new monthly amount, from the next charge on. */
export const ChangeMonthlyGiftSchema = z
  .object({ amount: DonationAmountSchema })
  .register(z.globalRegistry, { id: 'ChangeMonthlyGift' });
export const ChangeMonthlyGiftFormSchema = z.object({
  amount: numberFromText(DonationAmountSchema),
});

const moveCampaignIdSchema = z
  .string({ error: 'Choose the campaign to give to instead.' })
  .check(z.trim(), z.minLength(1, 'Choose the campaign to give to instead.'), z.maxLength(100));

/** POST /api/gifts/manage/{code}/move: the campaign the monthly gift goes to from now on. */
export const MoveMonthlyGiftSchema = z
  .object({ campaignId: moveCampaignIdSchema })
  .register(z.globalRegistry, { id: 'MoveMonthlyGift' });

/**
 * What a change answers: the sentence to show, the gift as it is now, and its page from now on
 * (the code in a manage link is replaced after every change, so older links stop working).
 * `confirmationSent`: nothing changed yet; a link went to the donor's address to confirm it.
 */
export const MonthlyGiftChangeSchema = z
  .object({
    message: z.string(),
    gift: MonthlyGiftSchema,
    manageLink: z.string(),
    confirmationSent: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'MonthlyGiftChange' });
export type MonthlyGiftChange = z.infer<typeof MonthlyGiftChangeSchema>;

/** An e-mailed link about a monthly gift: confirm a change, or undo one. */
export const GiftLinkSchema = z
  .object({
    token: z
      .string({ error: 'This link is not complete. Open it again from your e-mail.' })
      .check(
        z.minLength(1, 'This link is not complete. Open it again from your e-mail.'),
        z.maxLength(200),
      ),
  })
  .register(z.globalRegistry, { id: 'GiftLink' });

/** What a link will do once its button is pressed, in a sentence, and the gift's pet. */
export const GiftLinkPreviewSchema = z
  .object({ description: z.string(), petName: z.string() })
  .register(z.globalRegistry, { id: 'GiftLinkPreview' });
export type GiftLinkPreview = z.infer<typeof GiftLinkPreviewSchema>;

/** Days an e-mailed "undo this change" link works. */
export const GIFT_UNDO_DAYS = 7;
/** Hours a link that confirms a change asked for without signing in works. */
export const GIFT_CONFIRM_HOURS = 24;

/** What each button on the manage page does, as the API's paths name them. */
export const MONTHLY_GIFT_ACTIONS = ['skip', 'pause', 'resume', 'cancel'] as const;
export type MonthlyGiftAction = (typeof MONTHLY_GIFT_ACTIONS)[number];

/** A charge date (YYYY-MM-DD) as a person reads it: "28 December 2026". */
export const readableDay = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The sentence each change answers with, on the page and in the API's `message`. */
export const monthlyGiftTexts = {
  changed: (amount: string) => `Done. From the next charge on, you give ${amount} each month.`,
  skip: (date: string) =>
    `Done. The next month is skipped: the next charge is on ${readableDay(date)}.`,
  pause: 'Your monthly gift is paused. Nothing is charged until you resume it.',
  resume: (date: string) =>
    `Your monthly gift is on again. The next charge is on ${readableDay(date)}.`,
  cancel: 'Your monthly gift is cancelled. Nothing more will be charged. Thank you for your gifts.',
  moved: (petName: string, date: string) =>
    `Your monthly gift now goes to the campaign for ${petName}. The next charge is on ${readableDay(date)}.`,
  notNow: {
    skip: 'Only an active monthly gift can skip a month.',
    pause: 'Only an active monthly gift can be paused.',
    resume: 'Only a paused monthly gift can be resumed.',
    cancel: 'This monthly gift is already cancelled.',
    change: 'A cancelled monthly gift cannot be changed. Start a new one from the campaign’s page.',
    move: 'A cancelled monthly gift cannot be moved. Start a new one from the campaign’s page.',
  },
  moveClosed: 'That campaign does not take donations now. Choose another one.',
  moveSame: 'Your gift already goes to that campaign. Choose another one.',
  unknown:
    'This link does not open a monthly gift. Use the link in your latest receipt e-mail, or sign in and open My donations.',
  /** Raising the amount or moving the gift, asked by someone who is not signed in as the donor. */
  confirmationSent:
    'We e-mailed the donor a link to confirm this change. Nothing changes until it is confirmed from that e-mail. Signed in as the donor, the change is made at once.',
  confirmRaise: (petName: string, from: string, to: string) =>
    `Raise your monthly gift for ${petName} from ${from} to ${to} a month, from the next charge on.`,
  confirmMove: (amount: string, fromPet: string, toPet: string) =>
    `Move your monthly gift of ${amount} from the campaign for ${fromPet} to the campaign for ${toPet}.`,
  undo: (petName: string) =>
    `Put your monthly gift for ${petName} back as it was before the change: its amount, campaign, state and next charge date.`,
  undone: 'Done. Your monthly gift is back as it was before the change.',
  /** A link to confirm or undo that is unknown, used already or too old. */
  linkInvalid:
    'This link does not work any more: it was used already, or it is too old. Open your monthly gift from your latest receipt e-mail.',
  changedSince:
    'Your monthly gift was changed again since, so this change cannot be undone. Open your gift’s page to change it.',
  limited: (wait: string) =>
    `That is many changes in a short time. Please wait ${wait} and try again.`,
} as const;
