import {
  breedIssue,
  MAX_PET_IMAGES,
  PET_FLAGS,
  PetCategorySchema,
  PetFormSchema,
  type FieldIssue,
  type PetCategory,
  type PetImage,
} from '@pet-adoption/shared';

/** The profile's fields as the add/update pet form names them, in their order on screen. */
export const PROFILE_FIELDS = [
  'sex',
  'size',
  'breedPrimary',
  'breedSecondary',
  'mixedBreed',
  'colour',
  'coat',
  ...PET_FLAGS,
  'specialNeedsNote',
  'bondedWith',
  'videoUrl',
] as const;

/** The name of one part of the picture in row `index`: `images.2.alt`. */
export type PictureField = `images.${number}.${'url' | 'alt' | 'file'}`;
export const pictureField = (index: number, part: 'url' | 'alt' | 'file'): PictureField =>
  `images.${index}.${part}`;

/** Every picture row's fields, in order: the form's messages may name any of them. */
export const PICTURE_FIELDS: readonly PictureField[] = Array.from(
  { length: MAX_PET_IMAGES },
  (_, index) => [pictureField(index, 'url'), pictureField(index, 'alt')],
).flat();

/** The profile's values as the form sent them, for PetFormSchema (a checkbox sends "true"). */
export function profileValuesOf(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const name of PROFILE_FIELDS) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  values.mixedBreed = form.get('mixedBreed') === 'true';
  // A radio group the form does not show (an old page) changes nothing.
  for (const flag of PET_FLAGS) if (values[flag] === '') delete values[flag];
  return values;
}

/**
 * The cover is the first picture: `image` carries its address for the clients that read only
 * `image`. With no picture, `image` is empty and the schema says the pictures are missing.
 */
export const withPictures = (values: Record<string, unknown>, images: readonly PetImage[]) => ({
  ...values,
  image: images[0]?.url ?? '',
  images,
});

/**
 * The form shows one message about its pictures as a whole, under `images`: no picture at all
 * is said once, not again for the cover's `image`.
 */
export const picturesIssues = (issues: readonly FieldIssue[]): FieldIssue[] => {
  const about = issues.map((issue) =>
    issue.path[0] === 'image' ? { ...issue, path: ['images'] } : issue,
  );
  return about.filter(
    (issue, index) =>
      !(issue.path.length === 1 && issue.path[0] === 'images') ||
      about.findIndex((other) => other.path.length === 1 && other.path[0] === 'images') === index,
  );
};

type PetFormValues = ReturnType<typeof PetFormSchema.parse>;

/**
 * The form's checks, with and without scripts: the shared schema and the breed rule beside
 * the category, every message at once (a wrong breed is said with the other mistakes).
 */
export function checkPetForm(values: Record<string, unknown>): {
  data?: PetFormValues;
  issues: FieldIssue[];
} {
  const parsed = PetFormSchema.safeParse(values);
  const category = PetCategorySchema.safeParse(values.category);
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() || null : null);
  const breeds = parsed.success
    ? breedIssues(parsed.data.category, parsed.data)
    : category.success
      ? breedIssues(category.data, {
          breedPrimary: text(values.breedPrimary),
          breedSecondary: text(values.breedSecondary),
        })
      : [];
  if (parsed.success && breeds.length === 0) return { data: parsed.data, issues: [] };
  const issues = [...(parsed.success ? [] : picturesIssues(parsed.error.issues)), ...breeds];
  return { issues };
}

/** The breed rule beside the category (dogs' and cats' breeds come from the list). */
export function breedIssues(
  category: PetCategory,
  breeds: { breedPrimary?: string | null | undefined; breedSecondary?: string | null | undefined },
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const field of ['breedPrimary', 'breedSecondary'] as const) {
    const message = breedIssue(category, breeds[field]);
    if (message) issues.push({ path: [field], message });
  }
  return issues;
}

/** The pet's own fields (docs/product.md §3) besides the picture, in their order on screen. */
export const BRIEF_FIELDS = [
  'petName',
  'category',
  'petAge',
  'petLocation',
  'date',
  'shortDescription',
  'longDescription',
  'adoptionFee',
  'applicationCap',
] as const;

/** Every field the form may show a message under, in the order the form shows them. */
export const PET_FORM_FIELDS = [
  'images',
  ...PICTURE_FIELDS,
  ...BRIEF_FIELDS,
  ...PROFILE_FIELDS,
] as const;
export type PetFormField = (typeof PET_FORM_FIELDS)[number];

/**
 * An empty fee or cap box means none: sent as 0 and null, so that emptying it on Update takes
 * the fee or the limit away rather than leaving the old one (an absent field changes nothing).
 */
export const withListingDefaults = <
  T extends { adoptionFee?: number; applicationCap?: number | null },
>(
  pet: T,
): T => ({ ...pet, adoptionFee: pet.adoptionFee ?? 0, applicationCap: pet.applicationCap ?? null });

/** The pictures a refused form sent back (`images.0.url`, `images.0.alt`, …), in order. */
export function picturesOf(values: Readonly<Record<string, string>>): PetImage[] {
  const pictures: PetImage[] = [];
  for (let index = 0; index < MAX_PET_IMAGES; index += 1) {
    const url = values[pictureField(index, 'url')];
    if (!url) break;
    pictures.push({ url, alt: values[pictureField(index, 'alt')] ?? '' });
  }
  return pictures;
}
