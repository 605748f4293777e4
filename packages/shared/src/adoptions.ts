import { z } from 'zod';
import { PetCategorySchema } from './categories';
import { texts } from './texts';

export const ADOPTION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const AdoptionStatusSchema = z.enum(ADOPTION_STATUSES);
export type AdoptionStatus = z.infer<typeof AdoptionStatusSchema>;

/**
 * POST /api/adoptionUsers. The adopter's name and e-mail come from the account and the pet's
 * fields from the database; the body names the pet and how to reach the adopter.
 */
export const CreateAdoptionRequestSchema = z
  .object({
    petId: z.string({ error: 'Choose the pet to adopt.' }).min(1, 'Choose the pet to adopt.'),
    phoneNumber: z
      .string({ error: texts.fieldRequired('Phone Number') })
      .trim()
      .min(1, texts.fieldRequired('Phone Number'))
      .max(40, 'Enter at most 40 characters.')
      .regex(/^[+()\d\s.-]{5,}$/, 'Enter a phone number (digits, spaces, + ( ) . -).'),
    address: z
      .string({ error: texts.fieldRequired('Address') })
      .trim()
      .min(1, texts.fieldRequired('Address'))
      .max(500, 'Enter at most 500 characters.'),
  })
  .meta({ id: 'CreateAdoptionRequest' });
export type CreateAdoptionRequest = z.infer<typeof CreateAdoptionRequestSchema>;

/** SPEC §3 Adoption request, with the pet's copied fields, the pet's id and the status. */
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
    petAge: z.number().int(),
    date: z.string(),
    petLocation: z.string(),
    longDescription: z.string(),
    category: PetCategorySchema,
    /** The pet owner's e-mail. */
    email: z.string(),
    /** When the request was made, ISO 8601. */
    dateAndTime: z.string(),
  })
  .meta({ id: 'AdoptionRequest' });
export type AdoptionRequest = z.infer<typeof AdoptionRequestSchema>;

/** GET /api/adoptionUsers: `email` = received for that person's pets; `adoptorEmail` = sent. */
export const AdoptionListQuerySchema = z.object({
  email: z.string().trim().toLowerCase().optional(),
  adoptorEmail: z.string().trim().toLowerCase().optional(),
});
