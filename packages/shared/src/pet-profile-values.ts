/*
 * The choices of a pet's profile without zod (pet-profile.ts has the schemas that read them), so
 * that the search's address, which every page loads, can name them.
 */

/** The optional parts of a pet's profile beyond its own fields (docs/product.md §3). */
export const PET_SEXES = ['female', 'male', 'unknown'] as const;
export const PET_SIZES = ['small', 'medium', 'large', 'xlarge'] as const;
export const PET_COATS = ['hairless', 'short', 'medium', 'long', 'wire', 'curly'] as const;
export const AGE_GROUPS = ['baby', 'young', 'adult', 'senior'] as const;
export const YES_NO_UNKNOWN = ['yes', 'no', 'unknown'] as const;

export type PetSex = (typeof PET_SEXES)[number];
export type PetSize = (typeof PET_SIZES)[number];
export type PetCoat = (typeof PET_COATS)[number];
export type AgeGroup = (typeof AGE_GROUPS)[number];
export type YesNoUnknown = (typeof YES_NO_UNKNOWN)[number];

/** The yes/no/unknown facts; a pet listed before they existed reads `unknown` for each. */
export const PET_FLAGS = [
  'goodWithChildren',
  'goodWithDogs',
  'goodWithCats',
  'houseTrained',
  'vaccinated',
  'spayedNeutered',
  'microchipped',
  'specialNeeds',
] as const;
export type PetFlag = (typeof PET_FLAGS)[number];
