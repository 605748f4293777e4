import {
  AGE_GROUPS,
  breedsFor,
  PET_CATEGORIES,
  PET_COATS,
  PET_SEXES,
  PET_SIZES,
  PET_SORTS,
  petProfileLabels,
  petSearchQuery,
  petSortLabels,
  texts,
  type PetFacetField,
  type PetFacets,
  type PetFlag,
  type PetSearch,
  type PetSearchParameter,
} from '@pet-adoption/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { BreedField } from './breed-field';
import { ChoiceGroup, type Choice } from './choice-group';
import { useTypingPause } from './use-typing-pause';
import { draftOf, searchOf, toggled, valuesOf, withValue, type FilterDraft } from './filter-draft';

const listingTexts = texts.petListing;

const GOOD_WITH: readonly PetFlag[] = ['goodWithChildren', 'goodWithDogs', 'goodWithCats'];
const CARE: readonly PetFlag[] = [
  'houseTrained',
  'vaccinated',
  'spayedNeutered',
  'microchipped',
  'specialNeeds',
];

/** Parameters the panel has no control for: carried as they are, so a change keeps them. */
const CARRIED: readonly PetSearchParameter[] = [
  'search',
  'mixedBreed',
  'breedPrimary',
  'breedSecondary',
  'minAge',
  'maxAge',
];

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const labelled =
  <T extends string>(labels: Record<T, string>) =>
  (value: string) =>
    labels[value as T];

export type SearchChange = { replace: boolean };

type FilterPanelProps = {
  /** The search in the address. */
  search: PetSearch;
  /** Its counts; undefined while they load for the first time or when they failed. */
  facets: PetFacets | undefined;
  /** A new search was chosen: the screen puts it in the address. */
  onSearch: (search: PetSearch, change: SearchChange) => void;
  /** The form was sent (Show pets, or Enter in a text box). */
  onSubmitted?: () => void;
  /** Under the fields, beside Show pets (the sheet's Clear filters). */
  footer?: ReactNode;
};

/**
 * Pet listing's filters and sort: one GET form of the listing, so that without scripts Show
 * pets opens the address of the choices. With scripts each choice opens it at once: a tick or
 * a pick is a step of its own in the history, and a text box's pause in typing shows the
 * results for what is typed, the rest of the word replacing that step rather than adding more.
 */
export function FilterPanel({ search, facets, onSearch, onSubmitted, footer }: FilterPanelProps) {
  const query = petSearchQuery(search);
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(search));
  // The address the draft was last brought in line with, and the last one this form opened.
  const [seenQuery, setSeenQuery] = useState(query);
  const [sentQuery, setSentQuery] = useState<string | null>(null);
  if (seenQuery !== query) {
    setSeenQuery(query);
    // Back, forward, Clear filters or the forms above changed the address: the fields follow.
    // An address this form opened itself leaves the fields as they are, mid-word included.
    if (query !== sentQuery) setDraft(draftOf(search));
    // Once arrived, an address is like any other: Back and then Forward to it refill the fields.
    setSentQuery(null);
  }

  const typing = useTypingPause();

  const open = (next: FilterDraft, change: SearchChange) => {
    const nextSearch = searchOf(next);
    const nextQuery = petSearchQuery(nextSearch);
    setDraft(next);
    if (nextQuery === query) return;
    setSentQuery(nextQuery);
    onSearch(nextSearch, change);
  };

  const choose = (next: FilterDraft) => {
    typing.settle(null);
    open(next, { replace: false });
  };

  const type = (name: PetSearchParameter, text: string) => {
    const next = withValue(draft, name, text);
    setDraft(next);
    typing.typed(name, (replace) => open(next, { replace }));
  };

  /** Focus left a text box: what is typed applies now. */
  const leave = (name: PetSearchParameter) => open(draft, { replace: typing.settle(name) });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    typing.settle(null);
    open(draft, { replace: false });
    onSubmitted?.();
  };

  const count = (field: PetFacetField, value: string): number | undefined =>
    facets === undefined ? undefined : (facets.facets[field]?.[value] ?? 0);
  const choices = (
    field: PetFacetField,
    values: readonly string[],
    label: (value: string) => string,
  ): Choice[] =>
    values.map((value) => ({ value, label: label(value), count: count(field, value) }));

  const group = (name: PetFacetField & PetSearchParameter, legend: string, list: Choice[]) => (
    <ChoiceGroup
      legend={legend}
      name={name}
      choices={list}
      selected={valuesOf(draft, name)}
      onToggle={(value, on) => {
        let next = toggled(draft, name, value, on);
        if (name === 'category') next = keepListedBreeds(next);
        choose(next);
      }}
    />
  );

  const sortId = useId();
  const locationId = useId();
  const colourId = useId();
  const categories = valuesOf(draft, 'category');
  const colours = colourChoices(facets, valuesOf(draft, 'colour'));

  return (
    <form
      role="search"
      aria-label={listingTexts.filtersHeading}
      method="get"
      action={paths.petListing.path}
      onSubmit={onSubmit}
      className="flex flex-col gap-5"
    >
      <div className="flex flex-col gap-1">
        <label htmlFor={sortId} className="text-sm font-semibold">
          {listingTexts.sortLabel}
        </label>
        <select
          id={sortId}
          name="sort"
          value={draft.sort ?? 'newest'}
          onChange={(event) => choose(withValue(draft, 'sort', event.currentTarget.value))}
          className="select select-sm w-full"
        >
          {PET_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {petSortLabels[sort]}
            </option>
          ))}
        </select>
      </div>

      {group(
        'category',
        listingTexts.categoryLegend,
        choices('category', PET_CATEGORIES, capitalised),
      )}

      <BreedField
        categories={categories}
        value={draft.breed ?? ''}
        counts={facets?.facets.breed}
        onChoose={(breed) => choose(withValue(draft, 'breed', breed))}
        onType={(text) => type('breed', text)}
        onLeave={() => leave('breed')}
      />

      {group(
        'sex',
        listingTexts.sexLegend,
        choices('sex', PET_SEXES, labelled(petProfileLabels.sex)),
      )}
      {group(
        'size',
        listingTexts.sizeLegend,
        choices('size', PET_SIZES, labelled(petProfileLabels.size)),
      )}
      {group(
        'ageGroup',
        listingTexts.ageLegend,
        choices('ageGroup', AGE_GROUPS, labelled(petProfileLabels.ageGroup)),
      )}
      {group(
        'coat',
        listingTexts.coatLegend,
        choices('coat', PET_COATS, labelled(petProfileLabels.coat)),
      )}

      {colours === undefined ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={colourId} className="text-sm font-semibold">
            {listingTexts.colourLabel}
          </label>
          <input
            id={colourId}
            name="colour"
            type="text"
            maxLength={200}
            value={draft.colour ?? ''}
            onChange={(event) => type('colour', event.currentTarget.value)}
            onBlur={() => leave('colour')}
            className="input input-sm w-full"
          />
        </div>
      ) : (
        colours.length > 0 && group('colour', listingTexts.colourLegend, colours)
      )}

      <div className="flex flex-col gap-1">
        <label htmlFor={locationId} className="text-sm font-semibold">
          {listingTexts.locationLabel}
        </label>
        <input
          id={locationId}
          name="location"
          type="text"
          maxLength={100}
          value={draft.location ?? ''}
          onChange={(event) => type('location', event.currentTarget.value)}
          onBlur={() => leave('location')}
          className="input input-sm w-full"
        />
      </div>

      {flagChoices(listingTexts.goodWithLegend, GOOD_WITH)}
      {flagChoices(listingTexts.careLegend, CARE)}

      {CARRIED.map(
        (name) =>
          draft[name] !== undefined && (
            <input key={name} type="hidden" name={name} value={draft[name]} />
          ),
      )}

      <div className="flex flex-wrap items-center gap-2">
        <button type="submit" className="btn btn-primary">
          {listingTexts.showPets}
        </button>
        {footer}
      </div>
    </form>
  );

  // Filtering on a fact means wanting a yes; a shared address asking for other answers keeps
  // them (carried beside the box), and the box adds yes to them.
  function flagChoices(legend: string, flags: readonly PetFlag[]) {
    return (
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 text-sm font-semibold">{legend}</legend>
        {flags.map((flag) => {
          const values = valuesOf(draft, flag);
          const others = values.filter((value) => value !== 'yes');
          const yes = count(flag, 'yes');
          return (
            <FlagBox
              key={flag}
              name={flag}
              label={listingTexts.flagYes(petProfileLabels.flag[flag])}
              count={yes}
              checked={values.includes('yes')}
              onToggle={(on) => choose(toggled(draft, flag, 'yes', on))}
              carried={others.join(',')}
            />
          );
        })}
      </fieldset>
    );
  }
}

type FlagBoxProps = {
  name: PetFlag;
  label: string;
  count: number | undefined;
  checked: boolean;
  onToggle: (on: boolean) => void;
  carried: string;
};

function FlagBox({ name, label, count, checked, onToggle, carried }: FlagBoxProps) {
  return (
    <>
      <label
        className={`flex cursor-pointer items-center gap-2 rounded px-1 py-0.5 hover:bg-base-200 ${
          count === 0 ? 'text-base-content/70' : ''
        }`}
        data-empty={count === 0 || undefined}
      >
        <input
          type="checkbox"
          name={name}
          value="yes"
          checked={checked}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          className="size-4 shrink-0 accent-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        />
        <span>{count === undefined ? label : texts.petListing.withCount(label, count)}</span>
      </label>
      {carried !== '' && <input type="hidden" name={name} value={carried} />}
    </>
  );
}

/**
 * The colours to offer: those the counts name (pets of the search have them), alphabetical,
 * with any chosen one they do not name at 0. Undefined without counts: then colour is typed.
 */
function colourChoices(facets: PetFacets | undefined, chosen: string[]): Choice[] | undefined {
  if (facets === undefined) return undefined;
  const counted = facets.facets.colour ?? {};
  const names = new Set([...Object.keys(counted), ...chosen]);
  // Compared as plain lower-case text: the first localeCompare of a page builds a collator,
  // tens of milliseconds on a phone while the page hydrates.
  return [...names]
    .map((name) => ({ name, key: name.toLowerCase() }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ name }) => ({ value: name, label: name, count: counted[name] ?? 0 }));
}

/**
 * After a change of category: with one category that has a breed list, only breeds on that
 * list stay chosen (a beagle among cats would match nothing).
 */
function keepListedBreeds(draft: FilterDraft): FilterDraft {
  const categories = valuesOf(draft, 'category');
  if (categories.length !== 1) return draft;
  const listed = breedsFor(categories[0] as (typeof PET_CATEGORIES)[number]);
  if (listed.length === 0) return draft;
  const kept = valuesOf(draft, 'breed').filter((breed) => listed.includes(breed));
  return withValue(draft, 'breed', kept.join(','));
}
