import { z } from 'zod/mini';
import {
  AdopterProfileSchema,
  AnsweredQuestionSchema,
  ApplicationAnswerSchema,
} from './applications';
import { PetCategorySchema } from './categories';
import { texts } from './texts';

/**
 * A request is open while `pending` (not looked at yet) or `reviewing` (the owner is on it).
 * `declined`: the owner said no, or accepted someone else; `withdrawn`: the adopter took it
 * back; `cancelled`: it was accepted, then the owner marked the pet available again.
 */
export const ADOPTION_STATUSES = [
  'pending',
  'reviewing',
  'accepted',
  'declined',
  'withdrawn',
  'cancelled',
] as const;
/** The statuses of a request still waiting for the owner's answer (it holds a place in line). */
export const OPEN_ADOPTION_STATUSES = ['pending', 'reviewing'] as const;
/** A pet takes at most this many open requests when its owner sets a cap. */
export const APPLICATION_CAP_MAX = 50;
/** The longest reason an owner can give with a decline. */
export const DECLINE_NOTE_MAX = 500;
/**
 * Days a decided request keeps the adopter's phone number and address (then they read ''):
 * long enough to arrange the hand-over, no longer.
 */
export const ADOPTION_CONTACT_RETENTION_DAYS = 90;

export const AdoptionStatusSchema = z.enum(ADOPTION_STATUSES);
export type AdoptionStatus = z.infer<typeof AdoptionStatusSchema>;

export const isOpenAdoptionStatus = (status: AdoptionStatus): boolean =>
  (OPEN_ADOPTION_STATUSES as readonly AdoptionStatus[]).includes(status);

/**
 * Whether the pet's lister (and an admin) still sees what the adopter told them: phone,
 * address, answers and profile. Not once the adopter withdrew or the lister declined: the
 * lister has no more use for them. The adopter always sees their own.
 */
export const listerSeesAdopterDetails = (status: AdoptionStatus): boolean =>
  status !== 'withdrawn' && status !== 'declined';

/** One step of a request's timeline: what it became, when (ISO 8601), and the owner's words. */
export const AdoptionHistoryEntrySchema = z
  .object({ status: AdoptionStatusSchema, at: z.string(), note: z.nullable(z.string()) })
  .register(z.globalRegistry, { id: 'AdoptionHistoryEntry' });
export type AdoptionHistoryEntry = z.infer<typeof AdoptionHistoryEntrySchema>;

/**
 * POST /api/adoptionUsers. The adopter's name and e-mail come from the account and the pet's
 * fields from the database; the body names the pet and how to reach the adopter.
 */
export const CreateAdoptionRequestSchema = z
  .object({
    petId: z
      .string({ error: 'Choose the pet to adopt.' })
      .check(z.minLength(1, 'Choose the pet to adopt.')),
    phoneNumber: z
      .string({ error: texts.fieldRequired('Phone Number') })
      .check(
        z.trim(),
        z.minLength(1, texts.fieldRequired('Phone Number')),
        z.maxLength(40, 'Enter at most 40 characters.'),
        z.regex(/^[+()\d\s.-]{5,}$/, 'Enter a phone number (digits, spaces, + ( ) . -).'),
      ),
    address: z
      .string({ error: texts.fieldRequired('Address') })
      .check(
        z.trim(),
        z.minLength(1, texts.fieldRequired('Address')),
        z.maxLength(500, 'Enter at most 500 characters.'),
      ),
    /** Answers to the lister's questions (GET /api/petListing/{id}/application). */
    answers: z.optional(z.array(ApplicationAnswerSchema).check(z.maxLength(20))),
    /** The adopter's profile as sent with this request; by default their saved one. */
    profile: z.optional(AdopterProfileSchema),
  })
  .register(z.globalRegistry, { id: 'CreateAdoptionRequest' });
export type CreateAdoptionRequest = z.infer<typeof CreateAdoptionRequestSchema>;

/** Adoption request, with the pet's copied fields, the pet's id and the status. */
export const AdoptionRequestSchema = z
  .object({
    _id: z.string(),
    petId: z.string(),
    name: z.string(),
    adoptorEmail: z.string(),
    phoneNumber: z.string(),
    address: z.string(),
    status: AdoptionStatusSchema,
    image: z.string(),
    petName: z.string(),
    petAge: z.number().check(z.int()),
    date: z.string(),
    petLocation: z.string(),
    longDescription: z.string(),
    category: PetCategorySchema,
    /** The pet owner's e-mail. */
    email: z.string(),
    /** When the request was made, ISO 8601. */
    dateAndTime: z.string(),
    /**
     * What the adopter sent, kept as it was then: shown to the pet's owner, the adopter and
     * admins only (empty for anyone else, and for requests from before questions existed).
     */
    answers: z._default(z.array(AnsweredQuestionSchema), []),
    profile: z._default(z.nullable(AdopterProfileSchema), null),
    /** Every status the request has had, oldest first (the first is `pending`). */
    history: z._default(z.array(AdoptionHistoryEntrySchema), []),
    /** While open: 1 for the oldest open request for the pet; null once closed. */
    position: z._default(z.nullable(z.number().check(z.int())), null),
    /** While open: how many open requests the pet has now; null once closed. */
    openRequests: z._default(z.nullable(z.number().check(z.int())), null),
    /**
     * The fee to complete this adoption in dollars: the pet's fee while open, fixed when the
     * request is accepted.
     */
    adoptionFee: z._default(z.number(), 0),
    feePaid: z._default(z.boolean(), false),
    /** When the adopter accepted the owner's terms, ISO 8601; null until then. */
    termsAcceptedAt: z._default(z.nullable(z.string()), null),
  })
  .register(z.globalRegistry, { id: 'AdoptionRequest' });
export type AdoptionRequest = z.infer<typeof AdoptionRequestSchema>;

/** GET /api/adoptionUsers: `email` = received for that person's pets; `adoptorEmail` = sent. */
export const AdoptionListQuerySchema = z.object({
  email: z.optional(z.string().check(z.trim(), z.toLowerCase())),
  adoptorEmail: z.optional(z.string().check(z.trim(), z.toLowerCase())),
});

/** PATCH /api/adoptionUsers/{id}/status: the owner (or an admin) looks at or declines a request. */
export const UpdateAdoptionStatusSchema = z
  .object({
    status: z.enum(['reviewing', 'declined'], 'Choose reviewing or declined.'),
    /** Shown to the applicant with a decline. */
    note: z.optional(
      z.nullable(
        z
          .string()
          .check(
            z.trim(),
            z.maxLength(DECLINE_NOTE_MAX, `Write at most ${DECLINE_NOTE_MAX} characters.`),
          ),
      ),
    ),
  })
  .register(z.globalRegistry, { id: 'UpdateAdoptionStatus' });
export type UpdateAdoptionStatus = z.infer<typeof UpdateAdoptionStatusSchema>;

/**
 * POST /api/adoptionUsers/{id}/reapply: after a decline, ask for another pet in one step with
 * this request's phone, address and profile, and its answers to the questions the other lister
 * also asks (matched by question id, then by the question's words).
 */
export const ReapplySchema = z
  .object({
    petId: z
      .string({ error: 'Choose the pet to adopt.' })
      .check(z.minLength(1, 'Choose the pet to adopt.')),
  })
  .register(z.globalRegistry, { id: 'Reapply' });
export type Reapply = z.infer<typeof ReapplySchema>;

/** POST /api/adoptionUsers/{id}/fee-payment: the card was charged; record the fee as paid. */
export const FeePaymentSchema = z
  .object({
    transactionId: z
      .string({ error: 'The transaction id is required.' })
      .check(
        z.trim(),
        z.minLength(1, 'The transaction id is required.'),
        z.maxLength(255, 'That is not a transaction id.'),
      ),
  })
  .register(z.globalRegistry, { id: 'FeePayment' });
export type FeePayment = z.infer<typeof FeePaymentSchema>;

const ORDINAL_SUFFIXES: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };
let ordinalRules: Intl.PluralRules | undefined;
/** 1st, 2nd, 3rd, 4th, 11th, 21st ... */
export function ordinal(n: number): string {
  ordinalRules ??= new Intl.PluralRules('en-US', { type: 'ordinal' });
  return `${n}${ORDINAL_SUFFIXES[ordinalRules.select(n)] ?? 'th'}`;
}

/** The words of the application's status, place in line, cap and fee, on every screen and in the API. */
export const adoptionTexts = {
  statusLabels: {
    pending: 'Pending',
    reviewing: 'Reviewing',
    accepted: 'Accepted',
    declined: 'Declined',
    withdrawn: 'Withdrawn',
    cancelled: 'Cancelled',
  } satisfies Record<AdoptionStatus, string>,
  /** "You are 2nd of 4 people waiting" (1 of 1: "You are 1st of 1 person waiting"). */
  position: (position: number, open: number) =>
    `You are ${ordinal(position)} of ${open} ${open === 1 ? 'person' : 'people'} waiting`,
  notTakingApplications: 'Not taking applications right now',
  capReached:
    'This pet is not taking applications right now: its owner is already considering as many as they can. Try again later.',
  pausedListing: 'This pet’s listing is paused, so it is not taking applications right now.',
  acceptedOtherNote: 'The pet found a home with another applicant.',
  /** The owner marked the pet adopted (outside the app): every open request is declined. */
  petAdoptedNote: 'The pet found a home.',
  withdrawOnlyAdopter: 'Only the person who asked can withdraw a request.',
  withdrawOnlyOpen: 'Only a request still waiting for an answer can be withdrawn.',
  acceptOnlyOpen: 'Only a request still waiting for an answer can be accepted.',
  statusOnlyOpen: 'Only a request still waiting for an answer can change status.',
  repliesWithin: (days: number) => `Usually replies within ${days} ${days === 1 ? 'day' : 'days'}`,
  completeAdoption: 'Complete the adoption',
  feeOnlyAccepted: 'The adoption fee can be paid once the request is accepted.',
  feeAlreadyPaid: 'The adoption fee has already been paid.',
  noFee: 'This adoption has no fee to pay.',
  termsFirst: 'Accept the adoption terms first.',
  termsOnlyAccepted: 'The adoption terms can be accepted once the request is accepted.',
  onlyAdopterCompletes: 'Only the adopter can complete this adoption.',
  feeUnknownPayment:
    'This payment was not found at the card processor. Please pay the adoption fee again.',
  feeOtherPayment: 'This payment was not made for this adoption fee.',
  similarPets: 'Pets like this one',
  reapplyOnlyDeclined: 'Only a declined request can be carried to another pet.',
  reapplyDetailsErased:
    'The phone number and address of that request are no longer kept. Apply from the pet’s page to give them again.',
  /* The web app's words for the status, the timeline and the buttons around them. */
  adoptionComplete: 'Adoption complete',
  fee: (amount: string) => `Adoption fee: ${amount}`,
  /** Names the timeline of a request ("History of the request for Milo"). */
  timeline: (about: string) => `History of the request ${about}`,
  withdraw: 'Withdraw',
  /**
   * docs/product.md §9's 'Are you sure?' answered with what happens: the request stays, withdrawn.
   */
  withdrawConfirm: 'Yes, withdraw it!',
  withdrawn: (petName: string) => `Your request for ${petName} is withdrawn.`,
  markReviewing: 'Mark as reviewing',
  markedReviewing: (petName: string, adopter: string) =>
    `${adopter}’s request for ${petName} is marked as reviewing.`,
  decline: 'Decline',
  declineReason: 'Reason (optional, shown to the applicant)',
  declined: (petName: string, adopter: string) =>
    `${adopter}’s request for ${petName} is declined.`,
  applyWithProfile: 'Apply with my profile',
  /** A one-step application that needs more than the declined request had. */
  reapplyNeedsForm: (petName: string) =>
    `Asking for ${petName} needs a few more details. Fill them in below to send your request.`,
  petAge: (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`,
} as const;
