import { z } from 'zod/mini';
import {
  AdopterProfileSchema,
  AnsweredQuestionSchema,
  ApplicationAnswerSchema,
} from './applications';
import { PetCategorySchema } from './categories';
import { texts } from './texts';

/**
 * `cancelled`: the request was accepted, then the owner marked the pet available again. A
 * request the owner rejects or the adopter withdraws is deleted, with its phone and address.
 */
export const ADOPTION_STATUSES = ['pending', 'accepted', 'declined', 'cancelled'] as const;
/**
 * Days a decided request keeps the adopter's phone number and address (then they read ''):
 * long enough to arrange the hand-over, no longer.
 */
export const ADOPTION_CONTACT_RETENTION_DAYS = 90;

export const AdoptionStatusSchema = z.enum(ADOPTION_STATUSES);
export type AdoptionStatus = z.infer<typeof AdoptionStatusSchema>;

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
  })
  .register(z.globalRegistry, { id: 'AdoptionRequest' });
export type AdoptionRequest = z.infer<typeof AdoptionRequestSchema>;

/** GET /api/adoptionUsers: `email` = received for that person's pets; `adoptorEmail` = sent. */
export const AdoptionListQuerySchema = z.object({
  email: z.optional(z.string().check(z.trim(), z.toLowerCase())),
  adoptorEmail: z.optional(z.string().check(z.trim(), z.toLowerCase())),
});
