import {
  breedsFor,
  hasBreedList,
  LISTED_BREED_CATEGORIES,
  MAX_SPECIAL_NEEDS_NOTE,
  PET_CATEGORIES,
  PET_COATS,
  PET_FLAGS,
  PET_SEXES,
  PET_SIZES,
  petProfileLabels,
  YES_NO_UNKNOWN,
  type PetCategory,
  type PetFlag,
  wordList,
} from '@pet-adoption/shared';
import { memo, useId } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import type { PROFILE_FIELDS } from '../pet-form-data';

type ProfileField = (typeof PROFILE_FIELDS)[number];

/** One of the lister's other pets, offered as the pet this one is bonded with. */
export type BondOption = { _id: string; petName: string };

/** One field's props from its form: its id, name, first value as text ('' for none), message. */
type FieldProps = { id: string; name: string; defaultValue: string; error: string | undefined };

type PetProfileFieldsProps = {
  /** The category chosen now: it decides which breed list is offered. */
  category: PetCategory | undefined;
  field: (name: ProfileField) => FieldProps;
  bondOptions: readonly BondOption[];
};

const groupClass = 'flex flex-col gap-4 rounded-box border border-base-300 p-4';
const legendClass = 'px-1 font-semibold';

/** The listed breeds for every category with a list, and all of them before one is chosen. */
const ANY_CATEGORY = 'any';
const datalistId = (formId: string, category: PetCategory | typeof ANY_CATEGORY) =>
  `${formId}breeds-${category}`;
/** Other pets' breeds are typed freely: no suggestions. */
const suggestionsFor = (formId: string, category: PetCategory | undefined) =>
  category === undefined
    ? datalistId(formId, ANY_CATEGORY)
    : hasBreedList(category)
      ? datalistId(formId, category)
      : undefined;

/**
 * The profile's optional fields (docs/product.md §5), in labelled groups. Breeds of dogs and
 * cats are picked from the bundled list: a text box suggesting the list's names (a datalist
 * works with and without the page's script, and the server says when a name is not listed).
 */
/** "cat, dog, bird and rabbit": the categories whose breeds the bundled list holds. */
const listedCategories = wordList(PET_CATEGORIES.filter(hasBreedList));

export function PetProfileFields({ category, field, bondOptions }: PetProfileFieldsProps) {
  const formId = useId();
  const listed = category !== undefined && hasBreedList(category);
  const breedHint = listed
    ? `Pick a ${category} breed from the suggestions.`
    : category
      ? 'Type the breed, if known.'
      : `Choose the category first: ${listedCategories} breeds come from a list.`;
  const bonded = field('bondedWith').defaultValue;
  const mixed = field('mixedBreed');
  return (
    <>
      <fieldset className={groupClass}>
        <legend className={legendClass}>About the pet</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField label="Sex" {...field('sex')}>
            <option value="">Not given</option>
            {PET_SEXES.map((value) => (
              <option key={value} value={value}>
                {petProfileLabels.sex[value]}
              </option>
            ))}
          </SelectField>
          <SelectField label="Size" {...field('size')}>
            <option value="">Not given</option>
            {PET_SIZES.map((value) => (
              <option key={value} value={value}>
                {petProfileLabels.size[value]}
              </option>
            ))}
          </SelectField>
          <TextField label="Colour" maxLength={50} {...field('colour')} />
          <SelectField label="Coat" {...field('coat')}>
            <option value="">Not given</option>
            {PET_COATS.map((value) => (
              <option key={value} value={value}>
                {petProfileLabels.coat[value]}
              </option>
            ))}
          </SelectField>
        </div>
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Breed</legend>
        <div className="grid gap-4 md:grid-cols-2">
          <TextField
            label="Breed"
            list={suggestionsFor(formId, category)}
            autoComplete="off"
            maxLength={80}
            hint={breedHint}
            {...field('breedPrimary')}
          />
          <TextField
            label="Second breed"
            list={suggestionsFor(formId, category)}
            autoComplete="off"
            maxLength={80}
            hint="For a cross of two breeds."
            {...field('breedSecondary')}
          />
        </div>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            name={mixed.name}
            value="true"
            id={mixed.id}
            defaultChecked={mixed.defaultValue === 'true'}
            className="checkbox"
          />
          Mixed breed
        </label>
        <BreedLists formId={formId} />
      </fieldset>

      <fieldset className={groupClass}>
        <legend className={legendClass}>Health and behaviour</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          {PET_FLAGS.map((flag) => (
            <AnswerRadios key={flag} flag={flag} {...field(flag)} />
          ))}
        </div>
        <TextAreaField
          label="Special needs note"
          rows={3}
          maxLength={MAX_SPECIAL_NEEDS_NOTE}
          hint={`Care the pet needs, at most ${MAX_SPECIAL_NEEDS_NOTE} characters.`}
          {...field('specialNeedsNote')}
        />
      </fieldset>

      <div className="grid gap-4 md:grid-cols-2">
        <SelectField label="Bonded with" {...field('bondedWith')}>
          <option value="">No other pet</option>
          {bondOptions.map((pet) => (
            <option key={pet._id} value={pet._id}>
              {pet.petName}
            </option>
          ))}
          {/* The bond stays shown while the other pets are still on their way. */}
          {bonded !== '' && !bondOptions.some((pet) => pet._id === bonded) && (
            <option value={bonded}>The pet bonded now</option>
          )}
        </SelectField>
        <TextField
          label="Video link"
          type="url"
          inputMode="url"
          maxLength={300}
          hint="A YouTube or Vimeo link."
          {...field('videoUrl')}
        />
      </div>
    </>
  );
}

/** A yes/no/not-known fact as three radios under its name, "not known" unless answered. */
function AnswerRadios({ flag, id, defaultValue, error }: FieldProps & { flag: PetFlag }) {
  const checked = defaultValue || 'unknown';
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-semibold">{petProfileLabels.flag[flag]}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {YES_NO_UNKNOWN.map((value, index) => (
          <label key={value} className="flex min-h-6 items-center gap-2">
            <input
              type="radio"
              name={flag}
              value={value}
              // The error summary links to the group's first radio.
              id={index === 0 ? id : undefined}
              defaultChecked={checked === value}
              aria-invalid={error ? true : undefined}
              className="radio radio-sm"
            />
            {petProfileLabels.answer[value]}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The suggestion lists: one per listed category and all of them before a category is chosen.
 * Some fifteen hundred options that never change: the form's every render (each state of its
 * way to the action and back) leaves them be.
 */
const BreedLists = memo(function BreedLists({ formId }: { formId: string }) {
  const listed = LISTED_BREED_CATEGORIES.filter((category) => hasBreedList(category));
  return (
    <>
      {listed.map((category) => (
        <datalist key={category} id={datalistId(formId, category)}>
          {breedsFor(category).map((breed) => (
            <option key={breed} value={breed} />
          ))}
        </datalist>
      ))}
      <datalist id={datalistId(formId, ANY_CATEGORY)}>
        {listed.flatMap((category) =>
          breedsFor(category).map((breed) => (
            <option key={`${category}-${breed}`} value={breed} label={category} />
          )),
        )}
      </datalist>
    </>
  );
});
