import { z } from 'zod';
import { PetCategorySchema } from './categories';
import { PageQuerySchema } from './pagination';
import { texts } from './texts';

const required = (field: string) => texts.fieldRequired(field);
const requiredText = (field: string, max: number) =>
  z
    .string({ error: required(field) })
    .trim()
    .min(1, required(field))
    .max(max, `${field} can be at most ${max} characters.`);

/** A calendar day, YYYY-MM-DD (SPEC `date`). */
export const CalendarDateSchema = z.iso.date('Enter a date as YYYY-MM-DD.');

/** The fields a person fills in on the add/update pet forms (SPEC §3, §5). */
export const PetFieldsSchema = z.object({
  image: requiredText('Image', 2048),
  petName: requiredText('Pet Name', 100),
  // A missing field, null and the select's empty first option all mean "not chosen".
  category: z
    .preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      PetCategorySchema.optional(),
    )
    .transform((value, ctx) => {
      if (value !== undefined) return value;
      ctx.addIssue({ code: 'custom', message: required('Category') });
      return z.NEVER;
    }),
  /** Age in months. */
  // Forms send text: an empty box means "not given", not 0.
  petAge: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: required('Age') })
      .int('Enter the age as a whole number of months.')
      .min(0, 'The age cannot be negative.')
      .max(600, 'Enter the age in months (at most 600).'),
  ),
  petLocation: requiredText('Location', 200),
  date: z
    .string({ error: required('Date') })
    .min(1, required('Date'))
    .pipe(CalendarDateSchema),
  shortDescription: requiredText('Short Description', 500),
  longDescription: requiredText('Long Description', 5000),
});

/** POST /api/petListing: owner, dateAndTime and adopted are set by the server. */
export const CreatePetSchema = PetFieldsSchema.meta({ id: 'CreatePet' });
export type CreatePet = z.infer<typeof CreatePetSchema>;

/** PATCH /api/petListing/{id}: any of the fields, plus adopted (the owner marks it). */
export const UpdatePetSchema = PetFieldsSchema.partial()
  .extend({ adopted: z.boolean().optional() })
  .meta({ id: 'UpdatePet' });
export type UpdatePet = z.infer<typeof UpdatePetSchema>;

export const PetSchema = z
  .object({
    _id: z.string(),
    image: z.string(),
    petName: z.string(),
    category: PetCategorySchema,
    petAge: z.number().int(),
    petLocation: z.string(),
    date: z.string(),
    shortDescription: z.string(),
    longDescription: z.string(),
    /** Creation time, ISO 8601. */
    dateAndTime: z.string(),
    adopted: z.boolean(),
    /** The owner's e-mail. */
    email: z.string(),
  })
  .meta({ id: 'Pet' });
export type Pet = z.infer<typeof PetSchema>;

/** GET /api/petListing query (DESIGN §2). */
export const PetListQuerySchema = PageQuerySchema.extend({
  search: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
  category: PetCategorySchema.optional(),
  /** Lists that person's own pets (that person or an admin only). */
  email: z.string().trim().toLowerCase().optional(),
  /** The public listing leaves adopted pets out unless asked: `includeAdopted=true`. */
  includeAdopted: z.stringbool().optional(),
});
export type PetListQuery = z.infer<typeof PetListQuerySchema>;
