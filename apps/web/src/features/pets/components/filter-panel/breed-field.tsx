import { breedsFor, PET_CATEGORIES, texts, type PetCategory } from '@pet-adoption/shared';
import { useId } from 'react';

const listingTexts = texts.petListing;

type BreedFieldProps = {
  /** The categories chosen: with one that has a breed list, breeds are picked from it. */
  categories: readonly string[];
  /** The breed parameter's text. */
  value: string;
  /** Pets per breed for the search, once the counts are in. */
  counts: Record<string, number> | undefined;
  onChoose: (breed: string) => void;
  onType: (text: string) => void;
  /** Focus left the text box: what is typed applies now. */
  onLeave: () => void;
};

const isCategory = (value: string): value is PetCategory =>
  (PET_CATEGORIES as readonly string[]).includes(value);

/**
 * Breed: picked from the category's breed list (the one the add and update forms use) when one
 * category with a list is chosen, the breeds that have pets now first; typed otherwise.
 */
export function BreedField({
  categories,
  value,
  counts,
  onChoose,
  onType,
  onLeave,
}: BreedFieldProps) {
  const id = useId();
  const hintId = useId();
  const category = categories.length === 1 && isCategory(categories[0]!) ? categories[0] : null;
  const listed = category === null ? [] : breedsFor(category);

  if (listed.length === 0) {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {listingTexts.breedLabel}
        </label>
        <input
          id={id}
          name="breed"
          type="text"
          maxLength={400}
          value={value}
          aria-describedby={hintId}
          onChange={(event) => onType(event.currentTarget.value)}
          onBlur={onLeave}
          className="input input-sm w-full"
        />
        <p id={hintId} className="text-xs text-base-content/70">
          {listingTexts.breedHint}
        </p>
      </div>
    );
  }

  const text = (breed: string) =>
    counts === undefined ? breed : listingTexts.withCount(breed, counts[breed] ?? 0);
  const option = (breed: string) => (
    <option key={breed} value={breed}>
      {text(breed)}
    </option>
  );
  // A breed from a shared address that is not on the list still shows as chosen.
  const unlisted = value !== '' && !listed.includes(value) ? [value] : [];
  const withPets = counts === undefined ? [] : listed.filter((breed) => (counts[breed] ?? 0) > 0);

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {listingTexts.breedLabel}
      </label>
      <select
        id={id}
        name="breed"
        value={value}
        onChange={(event) => onChoose(event.currentTarget.value)}
        className="select select-sm w-full"
      >
        <option value="">{listingTexts.anyBreed}</option>
        {unlisted.map(option)}
        {withPets.length > 0 ? (
          <>
            <optgroup label={listingTexts.breedsWithPets}>{withPets.map(option)}</optgroup>
            <optgroup label={listingTexts.otherBreeds}>
              {listed.filter((breed) => !withPets.includes(breed)).map(option)}
            </optgroup>
          </>
        ) : (
          listed.map(option)
        )}
      </select>
    </div>
  );
}
