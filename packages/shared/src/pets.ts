import { z } from 'zod/mini';
import { type PetCategory, PetCategorySchema } from './categories';
import { APPLICATION_CAP_MAX } from './adoptions';
import { dollarsSchema, numberFromText } from './money';
import { PageQuerySchema } from './pagination';
import { petSearchFields } from './pet-search';
import { petProfileAnswer, petProfileFields } from './pet-profile';
import { oneLine } from './plain-text';
import { storedUrlSchema } from './stored-url';
import { texts } from './texts';
import { preprocess, stringbool } from './zod-helpers';

const required = (field: string) => texts.fieldRequired(field);
const requiredText = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .check(
      z.trim(),
      z.minLength(1, required(field)),
      z.maxLength(max, `${field} can be at most ${max} characters.`),
    );

/** A calendar day, YYYY-MM-DD (the pet's `date`). */
export const CalendarDateSchema = z.iso.date('Enter a date as YYYY-MM-DD.');

export const MAX_ADOPTION_FEE = 10_000;

/** The smallest fee there is: card processors refuse charges of less (Stripe's is $0.50). */
export const MIN_ADOPTION_FEE = 1;

export const AdoptionFeeSchema = dollarsSchema({
  required: texts.fieldRequired('Adoption fee'),
  min: 0,
  inclusiveMin: true,
  max: MAX_ADOPTION_FEE,
  minMessage: 'The adoption fee cannot be negative.',
}).check(
  z.refine(
    (fee) => fee === 0 || fee >= MIN_ADOPTION_FEE,
    `An adoption fee is 0 for none, or at least $${MIN_ADOPTION_FEE}.`,
  ),
);

const capMessage = `Enter a whole number from 1 to ${APPLICATION_CAP_MAX}, or leave it empty for no limit.`;
export const ApplicationCapSchema = z
  .number({ error: capMessage })
  .check(z.int(capMessage), z.minimum(1, capMessage), z.maximum(APPLICATION_CAP_MAX, capMessage));

/** The fields a person fills in on the add/update pet forms (docs/product.md §3, §5). */
export const PetFieldsSchema = z.object({
  image: storedUrlSchema('Image', required('Image')),
  petName: requiredText('Pet Name', 100).check(oneLine('Pet Name')),
  // A missing field, null and the select's empty first option all mean "not chosen".
  category: z.pipe(
    preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.optional(PetCategorySchema),
    ),
    z.transform((value: PetCategory | undefined, ctx) => {
      if (value !== undefined) return value;
      ctx.issues.push({ code: 'custom', message: required('Category'), input: value });
      return z.NEVER;
    }),
  ),
  /** Age in months, a JSON number (PetFormSchema reads the form's text). */
  petAge: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? required('Age')
          : 'Enter the age as a whole number of months.',
    })
    .check(
      z.int('Enter the age as a whole number of months.'),
      z.minimum(0, 'The age cannot be negative.'),
      z.maximum(600, 'Enter the age in months (at most 600).'),
    ),
  petLocation: requiredText('Location', 200),
  date: z.pipe(
    z.string({ error: required('Date') }).check(z.minLength(1, required('Date'))),
    CalendarDateSchema,
  ),
  shortDescription: requiredText('Short Description', 500),
  longDescription: requiredText('Long Description', 5000),
  /** Dollars the adopter pays to complete the adoption; 0 (the default) for none. */
  adoptionFee: z.optional(AdoptionFeeSchema),
  /** At most this many open requests at once; null (the default) for no limit. */
  applicationCap: z.optional(z.nullable(ApplicationCapSchema)),
  ...petProfileFields,
});

/** The add/update pet forms: the same fields, with the numbers read from their text boxes. */
export const PetFormSchema = z.extend(PetFieldsSchema, {
  petAge: numberFromText(PetFieldsSchema.shape.petAge),
  adoptionFee: numberFromText(z.optional(AdoptionFeeSchema)),
  applicationCap: numberFromText(z.optional(z.nullable(ApplicationCapSchema))),
});

// Older clients send the cover as `image`; newer ones may send only `images` (docs/product.md §3).
const coverOrPictures = z.refine<{ image?: string; images?: unknown }>(
  (pet) => pet.image !== undefined || pet.images !== undefined,
  {
    message: required('Image'),
    path: ['image'],
    when: ({ issues }) =>
      issues.every((issue) => issue.path?.[0] !== 'image' && issue.path?.[0] !== 'images'),
  },
);

/**
 * POST /api/petListing: owner, dateAndTime and adopted are set by the server. `image` or
 * `images` (or both, the cover first); a copy carries the name, so the form's PetFieldsSchema
 * and UpdatePet's fields stay unnamed.
 */
export const CreatePetSchema = z
  .extend(PetFieldsSchema, { image: z.optional(PetFieldsSchema.shape.image) })
  .check(coverOrPictures)
  .register(z.globalRegistry, { id: 'CreatePet' });
export type CreatePet = z.infer<typeof CreatePetSchema>;

/**
 * PATCH /api/petListing/{id}: any of the fields, plus adopted (the owner marks it). Any update
 * by the owner also un-pauses a paused listing: the owner has looked at it.
 */
export const UpdatePetSchema = z
  .extend(z.partial(PetFieldsSchema), { adopted: z.optional(z.boolean()) })
  .register(z.globalRegistry, { id: 'UpdatePet' });
export type UpdatePet = z.infer<typeof UpdatePetSchema>;

export const PetSchema = z
  .object({
    _id: z.string(),
    image: z.string(),
    petName: z.string(),
    category: PetCategorySchema,
    petAge: z.number().check(z.int()),
    petLocation: z.string(),
    date: z.string(),
    shortDescription: z.string(),
    longDescription: z.string(),
    /** Creation time, ISO 8601. */
    dateAndTime: z.string(),
    adopted: z.boolean(),
    /** The owner's e-mail. */
    email: z.string(),
    /** In dollars; 0 for none. */
    adoptionFee: z._default(z.number(), 0),
    applicationCap: z._default(z.nullable(z.number().check(z.int())), null),
    /**
     * Not updated for a long time and not confirmed as still available: out of the public
     * listing until its owner updates it. Only its owner and admins see a paused pet listed.
     */
    paused: z._default(z.boolean(), false),
    /**
     * On one pet's answer (GET /api/petListing/{id}): the median days the owner takes to first
     * answer a request, once they have answered at least three; null otherwise.
     */
    repliesWithinDays: z.optional(z.nullable(z.number().check(z.int()))),
    ...petProfileAnswer,
  })
  .register(z.globalRegistry, { id: 'Pet' });
export type Pet = z.infer<typeof PetSchema>;

/** GET /api/petListing query (docs/product.md §7): a page of a search (pet-search.ts). */
export const PetListQuerySchema = z
  .extend(PageQuerySchema, {
    ...petSearchFields,
    /** Lists that person's own pets (that person or an admin only). */
    email: z.optional(z.string().check(z.trim(), z.toLowerCase())),
    /** The public listing leaves adopted pets out unless asked: `includeAdopted=true`. */
    includeAdopted: z.optional(stringbool()),
  })
  .check(
    z.refine(
      (query) =>
        query.minAge === undefined || query.maxAge === undefined || query.minAge <= query.maxAge,
      { message: 'minAge cannot be more than maxAge.', path: ['minAge'] },
    ),
  );
export type PetListQuery = z.infer<typeof PetListQuerySchema>;

/** POST /api/petListing/still-available: the token from the "Still available" e-mail link. */
export const StillAvailableSchema = z
  .object({
    token: z
      .string({ error: 'The link is not complete.' })
      .check(
        z.minLength(1, 'The link is not complete.'),
        z.maxLength(200, 'The link is not valid.'),
      ),
  })
  .register(z.globalRegistry, { id: 'StillAvailable' });
export const StillAvailableAnswerSchema = z
  .object({ petId: z.string(), petName: z.string() })
  .register(z.globalRegistry, { id: 'StillAvailableAnswer' });
export type StillAvailableAnswer = z.infer<typeof StillAvailableAnswerSchema>;

/** What the server says about a pet's listing. */
export const petTexts = {
  /** The "Still available" link was used already, or replaced by an update. */
  stillAvailableUsed:
    'This link has already been used or is no longer valid. Update the pet from your dashboard to keep it listed.',
  stillAvailableLimited: (wait: string) =>
    `Too many "Still available" links were opened from your connection. Please wait ${wait} and try again.`,
} as const;

/** Pet listing shows this many pets at a time. */
export const PETS_PAGE_LIMIT = 12;
