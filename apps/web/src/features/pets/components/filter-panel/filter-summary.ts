import { petProfileLabels, type PetFlag, type PetSearch } from '@pet-adoption/shared';

type Labels = Record<string, string>;
const named = (values: readonly string[] | undefined, labels?: Labels) =>
  (values ?? []).map((value) => labels?.[value] ?? value);

const answerWords: Labels = petProfileLabels.answer;

/**
 * The filters in words, one part per filter ("Dog", "Small or Medium", "Good with children:
 * Yes"), for the line above the results.
 */
export function describeSearch(search: PetSearch): string[] {
  const parts: string[] = [];
  const add = (words: string[], joiner = ' or ') => {
    if (words.length > 0) parts.push(words.join(joiner));
  };
  if (search.search) parts.push(`named like “${search.search}”`);
  add(named(search.category).map((value) => value.charAt(0).toUpperCase() + value.slice(1)));
  add(named(search.breed));
  add(named(search.breedPrimary));
  add(named(search.breedSecondary));
  if (search.mixedBreed) {
    add(search.mixedBreed.map((value) => (value === 'true' ? 'mixed breed' : 'not mixed breed')));
  }
  add(named(search.sex, petProfileLabels.sex));
  add(named(search.size, petProfileLabels.size));
  add(named(search.ageGroup, petProfileLabels.ageGroup));
  if (search.coat) add(named(search.coat, petProfileLabels.coat).map((coat) => `${coat} coat`));
  add(named(search.colour));
  if (search.location) parts.push(`in a place with “${search.location}”`);
  if (search.minAge !== undefined) parts.push(`at least ${search.minAge} months old`);
  if (search.maxAge !== undefined) parts.push(`at most ${search.maxAge} months old`);
  for (const flag of Object.keys(petProfileLabels.flag) as PetFlag[]) {
    const values = search[flag];
    if (values) {
      parts.push(`${petProfileLabels.flag[flag]}: ${named(values, answerWords).join(' or ')}`);
    }
  }
  return parts;
}
