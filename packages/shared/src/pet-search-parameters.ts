import { PET_FLAGS } from './pet-profile-values';
import type { PetSearch } from './pet-search';

/*
 * A pet search's address without zod (pet-search.ts has the schema that reads one): the pages
 * table and the listing's query keys, which every page loads, write addresses with these.
 */

/**
 * The parameters a search is written with, in the order its address shows them; pet-search.ts
 * checks that its schema takes exactly these.
 */
export const PET_SEARCH_PARAMETERS = [
  'category',
  'sex',
  'size',
  'ageGroup',
  'coat',
  'mixedBreed',
  ...PET_FLAGS,
  'breed',
  'breedPrimary',
  'breedSecondary',
  'colour',
  'location',
  'minAge',
  'maxAge',
  'search',
  'sort',
] as const;
export type PetSearchParameter = (typeof PET_SEARCH_PARAMETERS)[number];

/**
 * A search as its address writes it: known parameters only, in one order, empty ones left out,
 * so that one search always has one address (page caches and saved searches key on it).
 */
export function petSearchQuery(search: PetSearch): string {
  const params = new URLSearchParams();
  for (const name of PET_SEARCH_PARAMETERS) {
    const value = search[name];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(name, value.join(','));
    } else if (!(name === 'sort' && value === 'newest')) params.set(name, String(value));
  }
  return params.toString();
}
