import {
  PET_CHOICE_FILTERS,
  PET_SEARCH_PARAMETERS,
  type PetFacetField,
  type PetListQuery,
  type PetSearch,
  petSearchQuery,
} from '@pet-adoption/shared';
import { and, type AnyColumn, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { escapeLike } from '../../db/keyset';
import { pets, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';

/**
 * Whose pets a listing holds. owner: one person's, adopted and paused ones too; available: the
 * public listing; public: with adopted pets too; every: each pet, paused ones included (admins).
 */
export type ListingScope = 'owner' | 'available' | 'public' | 'every';

export function scopeOf(query: PetListQuery, caller: AuthUser | undefined): ListingScope {
  if (query.email !== undefined) return 'owner';
  if (query.includeAdopted !== true) return 'available';
  return caller?.role === 'admin' ? 'every' : 'public';
}

/**
 * The scope as SQL on the pets table alone (the owner by a subquery rather than a join, so
 * counts and facets read one table). Literals, not parameters: only then may the planner take
 * the partial indexes of available pets.
 */
export function scopeCondition(scope: ListingScope, email: string | undefined): SQL | undefined {
  switch (scope) {
    case 'owner':
      return sql`${pets.ownerId} = (SELECT ${users.id} FROM ${users} WHERE ${users.email} = ${email ?? ''})`;
    case 'available':
      return sql`${pets.adopted} = false AND ${pets.paused} = false`;
    case 'public':
      return sql`${pets.paused} = false`;
    case 'every':
      return undefined;
  }
}

/** The filters of a listing query, without its paging, owner and scope parameters. */
export function searchOf(query: PetSearch): PetSearch {
  const search: Record<string, unknown> = {};
  for (const name of PET_SEARCH_PARAMETERS) {
    if (query[name] !== undefined) search[name] = query[name];
  }
  return search;
}

/**
 * The search's one address as a cache key. A parsed search already has one order of
 * parameters and of values (PetSearchSchema); names are lowered here too, as they match in any
 * case. The sort is left out where it changes nothing (totals, facets).
 */
export function searchKey(search: PetSearch, { withSort = true } = {}): string {
  const lower = (names: readonly string[] | undefined) => names?.map((name) => name.toLowerCase());
  return petSearchQuery({
    ...search,
    breed: lower(search.breed),
    breedPrimary: lower(search.breedPrimary),
    breedSecondary: lower(search.breedSecondary),
    colour: lower(search.colour),
    sort: withSort ? search.sort : undefined,
  });
}

const lowered = (values: readonly string[]) => values.map((value) => value.toLowerCase());
const lowerOf = (column: AnyColumn) => sql`lower(${column})`;

type ChoiceColumn = (typeof pets)[Exclude<keyof typeof PET_CHOICE_FILTERS, 'mixedBreed'>];

/** The column each choice filter reads (mixedBreed is a boolean, handled apart). */
export const choiceColumns: Record<
  Exclude<keyof typeof PET_CHOICE_FILTERS, 'mixedBreed'>,
  ChoiceColumn
> = {
  category: pets.category,
  sex: pets.sex,
  size: pets.size,
  ageGroup: pets.ageGroup,
  coat: pets.coat,
  goodWithChildren: pets.goodWithChildren,
  goodWithDogs: pets.goodWithDogs,
  goodWithCats: pets.goodWithCats,
  houseTrained: pets.houseTrained,
  vaccinated: pets.vaccinated,
  spayedNeutered: pets.spayedNeutered,
  microchipped: pets.microchipped,
  specialNeeds: pets.specialNeeds,
};

/**
 * Each filter the search uses, by parameter, as SQL: several values of one filter mean any of
 * them, and a listing applies all of them. Keyed so that facets can leave one field's own out.
 */
export function searchConditions(search: PetSearch): Map<keyof PetSearch, SQL> {
  const conditions = new Map<keyof PetSearch, SQL>();
  for (const [name, column] of Object.entries(choiceColumns) as [
    keyof typeof choiceColumns,
    ChoiceColumn,
  ][]) {
    const values = search[name];
    if (values !== undefined && values.length > 0) {
      conditions.set(name, inArray(sql`${column}`, values));
    }
  }
  const mixed = search.mixedBreed;
  // Both values together are every pet: no condition at all.
  if (mixed !== undefined && mixed.length === 1) {
    conditions.set('mixedBreed', eq(pets.mixedBreed, mixed[0] === 'true'));
  }
  if (search.breed !== undefined && search.breed.length > 0) {
    const names = lowered(search.breed);
    const either = or(
      inArray(lowerOf(pets.breedPrimary), names),
      inArray(lowerOf(pets.breedSecondary), names),
    );
    if (either !== undefined) conditions.set('breed', either);
  }
  if (search.breedPrimary !== undefined && search.breedPrimary.length > 0) {
    conditions.set(
      'breedPrimary',
      inArray(lowerOf(pets.breedPrimary), lowered(search.breedPrimary)),
    );
  }
  if (search.breedSecondary !== undefined && search.breedSecondary.length > 0) {
    conditions.set(
      'breedSecondary',
      inArray(lowerOf(pets.breedSecondary), lowered(search.breedSecondary)),
    );
  }
  if (search.colour !== undefined && search.colour.length > 0) {
    conditions.set('colour', inArray(lowerOf(pets.colour), lowered(search.colour)));
  }
  if (search.location !== undefined && search.location !== '') {
    conditions.set('location', ilike(pets.petLocation, `%${escapeLike(search.location)}%`));
  }
  if (search.minAge !== undefined) conditions.set('minAge', gte(pets.petAgeMonths, search.minAge));
  if (search.maxAge !== undefined) conditions.set('maxAge', lte(pets.petAgeMonths, search.maxAge));
  if (search.search !== undefined && search.search !== '') {
    conditions.set('search', ilike(pets.petName, `%${escapeLike(search.search)}%`));
  }
  return conditions;
}

/** Every filter of the search and the scope, as one condition. */
export function listingCondition(
  scope: ListingScope,
  email: string | undefined,
  search: PetSearch,
  ...more: SQL[]
): SQL | undefined {
  return and(scopeCondition(scope, email), ...searchConditions(search).values(), ...more);
}

/** Whether a facet field is also a filter parameter of its own (all of them are). */
export const isFacetFilter = (name: keyof PetSearch): name is PetFacetField & keyof PetSearch =>
  name in PET_CHOICE_FILTERS || name === 'breed' || name === 'colour';
