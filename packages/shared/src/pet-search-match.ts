import type { PetCategory } from './categories';
import { PET_FLAGS, type PetFlag, petProfileLabels } from './pet-profile';
import { PET_CHOICE_FILTERS, type PetChoiceFilter, type PetSearch } from './pet-search';
import type { Pet } from './pets';
import { wordList } from './word-lists';

/** The parts of a pet a search looks at. */
export type SearchablePet = Pick<
  Pet,
  | 'petName'
  | 'category'
  | 'petAge'
  | 'petLocation'
  | 'adopted'
  | 'paused'
  | 'sex'
  | 'size'
  | 'breedPrimary'
  | 'breedSecondary'
  | 'mixedBreed'
  | 'colour'
  | 'coat'
  | 'ageGroup'
  | PetFlag
>;

const CHOICE_FILTERS = Object.keys(PET_CHOICE_FILTERS) as PetChoiceFilter[];

/** The pet's value of a choice filter as the address writes it (`mixedBreed` as 'true'). */
export function choiceValue(pet: SearchablePet, filter: PetChoiceFilter): string | null {
  if (filter === 'mixedBreed') return String(pet.mixedBreed);
  return pet[filter];
}

const anyOf = (wanted: readonly string[] | undefined, value: string | null) =>
  wanted === undefined || wanted.length === 0 || (value !== null && wanted.includes(value));

/**
 * Names (breeds, colours) are typed by people: one matches another in any case. No wanted
 * names match every value.
 */
export const matchesName = (wanted: readonly string[] | undefined, value: string | null) =>
  wanted === undefined ||
  wanted.length === 0 ||
  (value !== null && wanted.some((name) => name.toLowerCase() === value.toLowerCase()));

/** A name or place matches any part of it in any case; no part matches every text. */
export const containsText = (text: string, part: string | undefined) =>
  part === undefined || part === '' || text.toLowerCase().includes(part.toLowerCase());

/**
 * Whether the public listing (`GET /api/petListing` with the same search) shows the pet: listed
 * (neither adopted nor paused), each filter met, several values of one filter meaning any of
 * them, breeds and colours in any case, a name or place matching any part in any case, ages in
 * months inclusive, a value the pet lacks matching nothing. Saved-search
 * alerts match new pets with this, in memory, and a test holds it to the listing's answers.
 */
export function petMatchesSearch(pet: SearchablePet, search: PetSearch): boolean {
  if (pet.adopted || pet.paused) return false;
  for (const filter of CHOICE_FILTERS) {
    if (!anyOf(search[filter], choiceValue(pet, filter))) return false;
  }
  if (
    search.breed !== undefined &&
    search.breed.length > 0 &&
    !matchesName(search.breed, pet.breedPrimary) &&
    !matchesName(search.breed, pet.breedSecondary)
  ) {
    return false;
  }
  if (!matchesName(search.breedPrimary, pet.breedPrimary)) return false;
  if (!matchesName(search.breedSecondary, pet.breedSecondary)) return false;
  if (!matchesName(search.colour, pet.colour)) return false;
  if (!containsText(pet.petLocation, search.location)) return false;
  if (!containsText(pet.petName, search.search)) return false;
  if (search.minAge !== undefined && pet.petAge < search.minAge) return false;
  if (search.maxAge !== undefined && pet.petAge > search.maxAge) return false;
  return true;
}

const CATEGORY_PLURALS: Record<PetCategory, string> = {
  cat: 'cats',
  dog: 'dogs',
  bird: 'birds',
  rabbit: 'rabbits',
  fish: 'fish',
  domestic: 'domestic animals',
};

const or = (words: readonly string[]) => wordList(words, 'or');
const and = (words: readonly string[]) => wordList(words);
const lower = (word: string) => word.toLowerCase();

/** "good with children", "not house-trained", "vaccinated: not known". */
function flagWords(flag: PetFlag, answers: readonly string[]): string {
  const label = lower(petProfileLabels.flag[flag]);
  if (answers.length === 1 && answers[0] === 'yes') return label;
  if (answers.length === 1 && answers[0] === 'no') return `not ${label}`;
  const said = answers.map((answer) =>
    lower(petProfileLabels.answer[answer as keyof typeof petProfileLabels.answer]),
  );
  return `${label}: ${or(said)}`;
}

/**
 * What a search looks for, in words, as a name would say it: "Small dogs good with children",
 * "Young cats or rabbits in Dhaka", "Pets named "Rex"". The name "Save this search" suggests.
 */
export function describePetSearch(search: PetSearch): string {
  const before: string[] = [];
  if (search.ageGroup?.length)
    before.push(or(search.ageGroup.map((g) => lower(petProfileLabels.ageGroup[g]))));
  if (search.size?.length) before.push(or(search.size.map((s) => lower(petProfileLabels.size[s]))));
  if (search.sex?.length) before.push(or(search.sex.map((s) => lower(petProfileLabels.sex[s]))));
  if (search.coat?.length) {
    before.push(`${or(search.coat.map((c) => lower(petProfileLabels.coat[c])))}-coated`);
  }
  if (search.mixedBreed?.length === 1) {
    before.push(search.mixedBreed[0] === 'true' ? 'mixed-breed' : 'pure-bred');
  }
  const breeds = [...(search.breed ?? []), ...(search.breedPrimary ?? [])];
  if (breeds.length > 0) before.push(or(breeds));
  const noun = search.category?.length
    ? or(search.category.map((category) => CATEGORY_PLURALS[category]))
    : 'pets';

  const after: string[] = [];
  const traits = PET_FLAGS.filter((flag) => search[flag]?.length).map((flag) =>
    flagWords(flag, search[flag] ?? []),
  );
  if (traits.length > 0) after.push(and(traits));
  if (search.colour?.length) after.push(`coloured ${or(search.colour)}`);
  if (search.breedSecondary?.length) after.push(`crossed with ${or(search.breedSecondary)}`);
  if (search.minAge !== undefined && search.maxAge !== undefined) {
    after.push(`aged ${search.minAge} to ${search.maxAge} months`);
  } else if (search.minAge !== undefined) after.push(`at least ${search.minAge} months old`);
  else if (search.maxAge !== undefined) after.push(`at most ${search.maxAge} months old`);
  if (search.location) after.push(`in ${search.location}`);
  if (search.search) after.push(`named “${search.search}”`);

  const words = [...before, noun, ...after].join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
