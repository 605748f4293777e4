import type { PetCategory } from './categories';
import breedList from './breed-list.json' with { type: 'json' };

/**
 * The categories whose breeds are picked from a list (generated from published breed lists by
 * packages/shared/scripts/breed-list.mjs); other pets' breeds are typed freely.
 */
export const LISTED_BREED_CATEGORIES = ['dog', 'cat', 'rabbit', 'bird'] as const;
type ListedCategory = (typeof LISTED_BREED_CATEGORIES)[number];

const lists: Partial<Record<ListedCategory, readonly string[]>> = breedList;

export const hasBreedList = (category: PetCategory): category is ListedCategory =>
  (LISTED_BREED_CATEGORIES as readonly string[]).includes(category) &&
  lists[category as ListedCategory] !== undefined;

/** The breeds offered for a category, alphabetical; empty where breeds are typed freely. */
export const breedsFor = (category: PetCategory): readonly string[] =>
  hasBreedList(category) ? (lists[category] ?? []) : [];

/** The listed spelling of `name` for `category` (any case), or undefined if it is not listed. */
export function listedBreed(category: PetCategory, name: string): string | undefined {
  const wanted = name.trim().toLowerCase();
  return breedsFor(category).find((breed) => breed.toLowerCase() === wanted);
}
