import { z } from 'zod/mini';
import type { PetCategory } from './categories';
import { hasBreedList, listedBreed } from './breeds';
import { storedUrlSchema } from './stored-url';
import {
  AGE_GROUPS,
  PET_COATS,
  PET_SEXES,
  PET_SIZES,
  YES_NO_UNKNOWN,
  type AgeGroup,
  type PetCoat,
  type PetFlag,
  type PetSex,
  type PetSize,
  type YesNoUnknown,
} from './pet-profile-values';
import { preprocess } from './zod-helpers';

export * from './pet-profile-values';

/** What screens call each value and fact. */
export const petProfileLabels = {
  sex: { female: 'Female', male: 'Male', unknown: 'Unknown' },
  size: { small: 'Small', medium: 'Medium', large: 'Large', xlarge: 'Extra large' },
  coat: {
    hairless: 'Hairless',
    short: 'Short',
    medium: 'Medium',
    long: 'Long',
    wire: 'Wire',
    curly: 'Curly',
  },
  ageGroup: { baby: 'Baby', young: 'Young', adult: 'Adult', senior: 'Senior' },
  answer: { yes: 'Yes', no: 'No', unknown: 'Not known' },
  flag: {
    goodWithChildren: 'Good with children',
    goodWithDogs: 'Good with dogs',
    goodWithCats: 'Good with cats',
    houseTrained: 'House-trained',
    vaccinated: 'Vaccinated',
    spayedNeutered: 'Spayed or neutered',
    microchipped: 'Microchipped',
    specialNeeds: 'Special needs',
  },
} as const satisfies {
  sex: Record<PetSex, string>;
  size: Record<PetSize, string>;
  coat: Record<PetCoat, string>;
  ageGroup: Record<AgeGroup, string>;
  answer: Record<YesNoUnknown, string>;
  flag: Record<PetFlag, string>;
};

/**
 * Months at which a pet stops being a baby, young and adult, by category: a dog is a puppy
 * until six months and a senior from eight years, a rabbit is grown at a year, and so on
 * (the age groups shelters list by). The age group is worked out from these, never entered.
 */
export const AGE_GROUP_LIMITS: Record<
  PetCategory,
  { young: number; adult: number; senior: number }
> = {
  dog: { young: 6, adult: 24, senior: 96 },
  cat: { young: 6, adult: 24, senior: 132 },
  rabbit: { young: 4, adult: 12, senior: 72 },
  bird: { young: 6, adult: 12, senior: 120 },
  fish: { young: 3, adult: 12, senior: 48 },
  domestic: { young: 4, adult: 12, senior: 60 },
};

export function ageGroupOf(category: PetCategory, ageMonths: number): AgeGroup {
  const limits = AGE_GROUP_LIMITS[category];
  if (ageMonths < limits.young) return 'baby';
  if (ageMonths < limits.adult) return 'young';
  if (ageMonths < limits.senior) return 'adult';
  return 'senior';
}

export const MAX_PET_IMAGES = 6;
export const MAX_IMAGE_ALT_LENGTH = 150;
export const MAX_SPECIAL_NEEDS_NOTE = 500;

/** One of a pet's pictures: its address and the short description read out in its place. */
export const PetImageSchema = z.object({
  url: storedUrlSchema('Picture', 'Add a picture or remove this one.'),
  alt: z
    .string({ error: 'Describe the picture in a few words.' })
    .check(
      z.trim(),
      z.minLength(1, 'Describe the picture in a few words.'),
      z.maxLength(
        MAX_IMAGE_ALT_LENGTH,
        `A picture's description can be at most ${MAX_IMAGE_ALT_LENGTH} characters.`,
      ),
    ),
});
export type PetImage = z.infer<typeof PetImageSchema>;

export const PetImagesSchema = z
  .array(PetImageSchema)
  .check(
    z.minLength(1, 'Add at least one picture.'),
    z.maxLength(MAX_PET_IMAGES, `A pet can have at most ${MAX_PET_IMAGES} pictures.`),
  );

/** A video the lister links: which provider plays it and the video's id there. */
export interface PetVideo {
  provider: 'youtube' | 'vimeo';
  id: string;
}

const YOUTUBE_ID = /^[\w-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

/** The YouTube or Vimeo video a link points at, or undefined for any other address. */
export function videoOf(address: string): PetVideo | undefined {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const host = url.hostname.toLowerCase().replace(/^(?:www\.|m\.)/, '');
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    if (parts[0] === 'watch') id = url.searchParams.get('v') ?? undefined;
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  }
  if (id !== undefined) return YOUTUBE_ID.test(id) ? { provider: 'youtube', id } : undefined;
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const last = host === 'vimeo.com' ? parts[0] : parts[0] === 'video' ? parts[1] : undefined;
    return last !== undefined && VIMEO_ID.test(last) ? { provider: 'vimeo', id: last } : undefined;
  }
  return undefined;
}

/**
 * The player's address, on each provider's privacy-friendly host: nothing is loaded from it
 * until the visitor presses play.
 */
export const videoPlayerUrl = (video: PetVideo): string =>
  video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${video.id}?autoplay=1`
    : `https://player.vimeo.com/video/${video.id}?autoplay=1&dnt=1`;

export const VideoUrlSchema = z
  .string({ error: 'Paste a YouTube or Vimeo link, or leave it empty.' })
  .check(
    z.trim(),
    z.maxLength(300, 'A video link can be at most 300 characters.'),
    z.refine(
      (value) => value === '' || videoOf(value) !== undefined,
      'Paste a YouTube or Vimeo link, or leave it empty.',
    ),
  );

// An empty text box or the select's empty first option means "not given" (null).
const emptyIsNull = (value: unknown) =>
  value === '' || (typeof value === 'string' && value.trim() === '') ? null : value;
const choice = <T extends readonly [string, ...string[]]>(values: T, field: string) =>
  z.optional(
    preprocess(
      emptyIsNull,
      z.nullable(
        z.enum(values, { error: () => `Pick one of: ${values.join(', ')} for ${field}.` }),
      ),
    ),
  );
const shortText = (field: string, max: number) =>
  z.optional(
    preprocess(
      emptyIsNull,
      z.nullable(
        z
          .string({ error: `${field} must be text.` })
          .check(z.trim(), z.maxLength(max, `${field} can be at most ${max} characters.`)),
      ),
    ),
  );
const answer = (field: string) =>
  z.optional(z.enum(YES_NO_UNKNOWN, { error: () => `Answer yes, no or unknown for ${field}.` }));

/**
 * The profile's fields as POST and PATCH /api/petListing take them, every one optional. Which
 * breed names are allowed depends on the category, so that rule is checked beside the
 * category (`breedIssue`), not here.
 */
export const petProfileFields = {
  sex: choice(PET_SEXES, 'sex'),
  size: choice(PET_SIZES, 'size'),
  breedPrimary: shortText('Breed', 80),
  breedSecondary: shortText('Second breed', 80),
  mixedBreed: z.optional(z.boolean({ error: 'Answer true or false for mixedBreed.' })),
  colour: shortText('Colour', 50),
  coat: choice(PET_COATS, 'coat'),
  goodWithChildren: answer('goodWithChildren'),
  goodWithDogs: answer('goodWithDogs'),
  goodWithCats: answer('goodWithCats'),
  houseTrained: answer('houseTrained'),
  vaccinated: answer('vaccinated'),
  spayedNeutered: answer('spayedNeutered'),
  microchipped: answer('microchipped'),
  specialNeeds: answer('specialNeeds'),
  specialNeedsNote: shortText('The special needs note', MAX_SPECIAL_NEEDS_NOTE),
  /** Another of the same lister's pets, adopted only together with this one; null for none. */
  bondedWith: z.optional(
    preprocess(
      emptyIsNull,
      z.nullable(
        z
          .string({ error: 'Pick one of your other pets.' })
          .check(z.uuid('Pick one of your other pets.')),
      ),
    ),
  ),
  /** Up to six pictures, the first the cover; `image` is then the first one's address. */
  images: z.optional(PetImagesSchema),
  videoUrl: z.optional(preprocess(emptyIsNull, z.nullable(VideoUrlSchema))),
};

/** The profile as every pet answer carries it. */
export const petProfileAnswer = {
  sex: z.nullable(z.enum(PET_SEXES)),
  size: z.nullable(z.enum(PET_SIZES)),
  breedPrimary: z.nullable(z.string()),
  breedSecondary: z.nullable(z.string()),
  mixedBreed: z.boolean(),
  colour: z.nullable(z.string()),
  coat: z.nullable(z.enum(PET_COATS)),
  /** Worked out from `petAge` and the category (AGE_GROUP_LIMITS). */
  ageGroup: z.enum(AGE_GROUPS),
  goodWithChildren: z.enum(YES_NO_UNKNOWN),
  goodWithDogs: z.enum(YES_NO_UNKNOWN),
  goodWithCats: z.enum(YES_NO_UNKNOWN),
  houseTrained: z.enum(YES_NO_UNKNOWN),
  vaccinated: z.enum(YES_NO_UNKNOWN),
  spayedNeutered: z.enum(YES_NO_UNKNOWN),
  microchipped: z.enum(YES_NO_UNKNOWN),
  specialNeeds: z.enum(YES_NO_UNKNOWN),
  specialNeedsNote: z.nullable(z.string()),
  bondedWith: z.nullable(z.string()),
  images: z.array(z.object({ url: z.string(), alt: z.string() })),
  videoUrl: z.nullable(z.string()),
};

/**
 * What is wrong with a breed for a category, or undefined: dogs, cats, rabbits and birds take
 * a name from the breed list; other pets any text.
 */
export function breedIssue(category: PetCategory, breed: string | null | undefined) {
  if (breed === null || breed === undefined || !hasBreedList(category)) return undefined;
  return listedBreed(category, breed) === undefined
    ? `Pick a ${category} breed from the list.`
    : undefined;
}

/** The profile of a pet nobody has described beyond its own fields (docs/product.md §3). */
export const emptyPetProfile = (
  category: PetCategory,
  ageMonths: number,
  image: PetImage,
): z.infer<z.ZodMiniObject<typeof petProfileAnswer>> => ({
  sex: null,
  size: null,
  breedPrimary: null,
  breedSecondary: null,
  mixedBreed: false,
  colour: null,
  coat: null,
  ageGroup: ageGroupOf(category, ageMonths),
  goodWithChildren: 'unknown',
  goodWithDogs: 'unknown',
  goodWithCats: 'unknown',
  houseTrained: 'unknown',
  vaccinated: 'unknown',
  spayedNeutered: 'unknown',
  microchipped: 'unknown',
  specialNeeds: 'unknown',
  specialNeedsNote: null,
  bondedWith: null,
  images: [image],
  videoUrl: null,
});
