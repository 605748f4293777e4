import { z } from 'zod/mini';
import { type PetCategory, PetCategorySchema } from './categories';
import { numberFromText } from './money';
import { PageQuerySchema } from './pagination';
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

/** The fields a person fills in on the add/update pet forms (docs/product.md §3, §5). */
export const PetFieldsSchema = z.object({
  image: storedUrlSchema('Image', required('Image')),
  petName: requiredText('Pet Name', 100),
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
});

/** The add/update pet forms: the same fields, with the age read from its text box. */
export const PetFormSchema = z.extend(PetFieldsSchema, {
  petAge: numberFromText(PetFieldsSchema.shape.petAge),
});

/**
 * POST /api/petListing: owner, dateAndTime and adopted are set by the server. A copy carries
 * the name, so the form's PetFieldsSchema and UpdatePet's fields stay unnamed.
 */
export const CreatePetSchema = z
  .clone(PetFieldsSchema)
  .register(z.globalRegistry, { id: 'CreatePet' });
export type CreatePet = z.infer<typeof CreatePetSchema>;

/** PATCH /api/petListing/{id}: any of the fields, plus adopted (the owner marks it). */
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
  })
  .register(z.globalRegistry, { id: 'Pet' });
export type Pet = z.infer<typeof PetSchema>;

/** GET /api/petListing query (docs/product.md §7). */
export const PetListQuerySchema = z.extend(PageQuerySchema, {
  search: z.optional(
    z.string().check(z.trim(), z.maxLength(100, 'Search for at most 100 characters.')),
  ),
  category: z.optional(PetCategorySchema),
  /** Lists that person's own pets (that person or an admin only). */
  email: z.optional(z.string().check(z.trim(), z.toLowerCase())),
  /** The public listing leaves adopted pets out unless asked: `includeAdopted=true`. */
  includeAdopted: z.optional(stringbool()),
});
export type PetListQuery = z.infer<typeof PetListQuerySchema>;

/** Pet listing shows this many pets at a time. */
export const PETS_PAGE_LIMIT = 12;

/** Pet listing's filters, as its address carries them (`?search=…&category=…`). */
export type PetFilters = { search?: string; category?: PetCategory };

export function readPetFilters(params: URLSearchParams): PetFilters {
  const search = params.get('search')?.trim() || undefined;
  const category = PetCategorySchema.safeParse(params.get('category'));
  return { search, category: category.success ? category.data : undefined };
}

/** The query of one page of Pet listing, for the filters in its address and a cursor. */
export function petListingPageQuery(filters: PetFilters, cursor?: string) {
  return {
    limit: PETS_PAGE_LIMIT,
    cursor,
    search: filters.search,
    category: filters.category,
  };
}
