import { petSearchQuery, type PetSearch, type PetSearchParameter } from '@pet-adoption/shared';
import { readListingSearch } from '../../listing-search';

/**
 * The filter form's fields as the visitor has set them, each as its parameter's text
 * (`size: 'small,medium'`): typing in a text box changes the draft at once and the address a
 * moment later, so what is typed is never rewritten under the caret.
 */
export type FilterDraft = Partial<Record<PetSearchParameter, string>>;

export const draftOf = (search: PetSearch): FilterDraft =>
  Object.fromEntries(new URLSearchParams(petSearchQuery(search)));

export const searchOf = (draft: FilterDraft): PetSearch =>
  readListingSearch(new URLSearchParams(draft));

/** The values of a parameter that takes several, comma-separated. */
export const valuesOf = (draft: FilterDraft, name: PetSearchParameter): string[] =>
  (draft[name] ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter((value) => value !== '');

export function withValue(draft: FilterDraft, name: PetSearchParameter, text: string): FilterDraft {
  const next = { ...draft };
  if (text === '') delete next[name];
  else next[name] = text;
  return next;
}

/** The draft with `value` ticked or unticked among `name`'s values. */
export function toggled(
  draft: FilterDraft,
  name: PetSearchParameter,
  value: string,
  on: boolean,
): FilterDraft {
  const others = valuesOf(draft, name).filter((each) => each !== value);
  return withValue(draft, name, (on ? [...others, value] : others).join(','));
}
