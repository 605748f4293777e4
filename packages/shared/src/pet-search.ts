import { z } from 'zod/mini';
import { PET_CATEGORIES } from './categories';
import {
  AGE_GROUPS,
  PET_COATS,
  PET_FLAGS,
  PET_SEXES,
  PET_SIZES,
  type PetFlag,
  YES_NO_UNKNOWN,
} from './pet-profile';
import { PET_SEARCH_PARAMETERS, type PetSearchParameter } from './pet-search-parameters';

/**
 * Finding pets: the filters Pet listing, `GET /api/petListing`, `GET /api/petListing/facets`
 * and saved searches share, as the address carries them (`?category=dog&size=small,medium`).
 * Several values of one filter are comma-separated and mean "any of these"; different filters
 * all apply.
 */
export const PET_SORTS = ['newest', 'youngest', 'oldest', 'name'] as const;
export type PetSort = (typeof PET_SORTS)[number];
export const petSortLabels: Record<PetSort, string> = {
  newest: 'Newest first',
  youngest: 'Youngest first',
  oldest: 'Oldest first',
  name: 'Name (A to Z)',
};

/** Filters with a fixed set of values, each counted in the facets. */
export const PET_CHOICE_FILTERS = {
  category: PET_CATEGORIES,
  sex: PET_SEXES,
  size: PET_SIZES,
  ageGroup: AGE_GROUPS,
  coat: PET_COATS,
  mixedBreed: ['true', 'false'],
  ...(Object.fromEntries(PET_FLAGS.map((flag) => [flag, YES_NO_UNKNOWN])) as Record<
    PetFlag,
    typeof YES_NO_UNKNOWN
  >),
} as const;
export type PetChoiceFilter = keyof typeof PET_CHOICE_FILTERS;

/** Filters whose values are names (a pet's breeds, its colour), counted as they occur. */
export const PET_NAME_FILTERS = ['breed', 'colour'] as const;
export type PetNameFilter = (typeof PET_NAME_FILTERS)[number];

/** Every field `GET /api/petListing/facets` counts. */
export const PET_FACET_FIELDS = [
  ...(Object.keys(PET_CHOICE_FILTERS) as PetChoiceFilter[]),
  ...PET_NAME_FILTERS,
] as const;
export type PetFacetField = PetChoiceFilter | PetNameFilter;

const MAX_VALUES = 20;

const list = <T extends string>(parameter: string, allowed: readonly T[]) =>
  z.optional(
    z.pipe(
      z.string(),
      z.transform((text, ctx): T[] => {
        const values = [...new Set(text.split(',').map((value) => value.trim()))].filter(
          (value) => value !== '',
        );
        const wrong = values.find((value) => !allowed.includes(value as T));
        if (wrong !== undefined || values.length > MAX_VALUES) {
          ctx.issues.push({
            code: 'custom',
            input: text,
            message: `${parameter} takes one or more of: ${allowed.join(', ')} (comma-separated).`,
          });
          return z.NEVER;
        }
        // In the options' order, so one choice has one address whatever order it was sent in.
        return allowed.filter((value) => values.includes(value));
      }),
    ),
  );

/**
 * Names match in any case, so each is kept once (as first spelt) and they are put in the order
 * of their lower case: `Beagle,collie,beagle` and `Collie,Beagle` are one search.
 */
function oneOrderOfNames(raw: readonly string[]): string[] {
  const byLower = new Map<string, string>();
  for (const value of raw.map((each) => each.trim())) {
    const lower = value.toLowerCase();
    if (value !== '' && !byLower.has(lower)) byLower.set(lower, value);
  }
  return [...byLower.keys()].sort().map((lower) => byLower.get(lower) ?? lower);
}

const names = (parameter: string) =>
  z.optional(
    z.pipe(
      z.string(),
      z.transform((text, ctx): string[] => {
        const values = oneOrderOfNames(text.split(','));
        if (
          values.length > MAX_VALUES ||
          values.some((value) => value.length > 80 || CONTROL.test(value))
        ) {
          ctx.issues.push({
            code: 'custom',
            input: text,
            message: `${parameter} takes at most ${MAX_VALUES} names of at most 80 characters, comma-separated, without control characters.`,
          });
          return z.NEVER;
        }
        return values;
      }),
    ),
  );

/** No pet's name or place holds a control character: one in a search is a mistake, said so. */
const CONTROL = /\p{Cc}/u;
const text = (parameter: string, tooLong: string) =>
  z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(100, tooLong),
      z.refine((value) => !CONTROL.test(value), `${parameter} cannot hold control characters.`),
    ),
  );

const months = (parameter: string) =>
  z.optional(
    z.coerce
      .number({ error: `${parameter} is an age in whole months.` })
      .check(
        z.int(`${parameter} is an age in whole months.`),
        z.minimum(0, `${parameter} cannot be negative.`),
        z.maximum(600, `${parameter} can be at most 600 months.`),
      ),
  );

/** The filters and sort, as query parameters (an unknown value is a 400 naming the parameter). */
export const petSearchFields = {
  category: list('category', PET_CATEGORIES),
  sex: list('sex', PET_SEXES),
  size: list('size', PET_SIZES),
  ageGroup: list('ageGroup', AGE_GROUPS),
  coat: list('coat', PET_COATS),
  mixedBreed: list('mixedBreed', ['true', 'false'] as const),
  goodWithChildren: list('goodWithChildren', YES_NO_UNKNOWN),
  goodWithDogs: list('goodWithDogs', YES_NO_UNKNOWN),
  goodWithCats: list('goodWithCats', YES_NO_UNKNOWN),
  houseTrained: list('houseTrained', YES_NO_UNKNOWN),
  vaccinated: list('vaccinated', YES_NO_UNKNOWN),
  spayedNeutered: list('spayedNeutered', YES_NO_UNKNOWN),
  microchipped: list('microchipped', YES_NO_UNKNOWN),
  specialNeeds: list('specialNeeds', YES_NO_UNKNOWN),
  /** Either of the pet's breeds. */
  breed: names('breed'),
  breedPrimary: names('breedPrimary'),
  breedSecondary: names('breedSecondary'),
  colour: names('colour'),
  /** Part of the pet's location, any case. */
  location: text('location', 'location can be at most 100 characters.'),
  minAge: months('minAge'),
  maxAge: months('maxAge'),
  /** Part of the pet's name (Pet listing's search by name, docs/product.md §2). */
  search: text('search', 'Search for at most 100 characters.'),
  sort: z.optional(z.enum(PET_SORTS, { error: () => `sort is one of: ${PET_SORTS.join(', ')}.` })),
  // Exactly the names the pages table lists, no more and no fewer.
} satisfies Record<PetSearchParameter, z.ZodMiniType>;

export const PetSearchSchema = z
  .object(petSearchFields)
  .check(
    z.refine(
      (query) =>
        query.minAge === undefined || query.maxAge === undefined || query.minAge <= query.maxAge,
      { message: 'minAge cannot be more than maxAge.', path: ['minAge'] },
    ),
  );
export type PetSearch = z.infer<typeof PetSearchSchema>;

export {
  PET_SEARCH_PARAMETERS,
  petSearchQuery,
  type PetSearchParameter,
} from './pet-search-parameters';

/** Reads a search from an address, leaving out what does not parse (pages never fail on it). */
export function readPetSearch(params: URLSearchParams): PetSearch {
  const valid: Record<string, string> = {};
  for (const name of PET_SEARCH_PARAMETERS) {
    const raw = params.get(name);
    if (raw !== null && raw.trim() !== '' && petSearchFields[name].safeParse(raw).success) {
      valid[name] = raw;
    }
  }
  const search = PetSearchSchema.safeParse(valid);
  if (search.success) return search.data;
  // Only the ages can disagree with each other: the lower one wins.
  delete valid.maxAge;
  return PetSearchSchema.parse(valid);
}

/** `GET /api/petListing/facets`: how many pets each value of each field would leave. */
export const PetFacetsSchema = z
  .object({
    total: z.number().check(z.int()),
    facets: z.record(z.enum(PET_FACET_FIELDS), z.record(z.string(), z.number().check(z.int()))),
  })
  .register(z.globalRegistry, { id: 'PetFacets' });
export type PetFacets = z.infer<typeof PetFacetsSchema>;
