import {
  listingTexts,
  PET_CATEGORIES,
  PetCategorySchema,
  type CreatePet,
  type Pet,
  type PetCategory,
} from '@pet-adoption/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFormRefusal } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { useUploadThenSubmit } from '@/lib/use-upload-then-submit';
import {
  checkPetForm,
  PET_FORM_FIELDS,
  picturesOf,
  pictureField,
  profileValuesOf,
  withListingDefaults,
  withPictures,
} from '../pet-form-data';
import type { PROFILE_FIELDS } from '../pet-form-data';
import { picturesOfPet } from '../pet-pictures';
import { ImageListField, type PictureRow } from './image-list-field';
import { PetProfileFields, type BondOption } from './pet-profile-fields';

/** The fee's or cap's first value: '' for none (no fee, 0, shows as the empty box it means). */
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined || value === 0 ? '' : String(value);

/** A profile value as the form shows it: '' for none, "true"/"false" for the checkbox. */
const profileText = (pet: Pet | undefined, name: (typeof PROFILE_FIELDS)[number]) => {
  const value = pet?.[name];
  return value === null || value === undefined ? undefined : String(value);
};

type PetFormProps = {
  /** The pet being edited: its values fill the form and its image stays unless replaced. */
  initial?: Pet;
  submitLabel: string;
  busy?: boolean;
  /** The lister's other pets, offered for "Bonded with". */
  bondOptions?: readonly BondOption[];
  /** Saves the pet; a refusal is shown on the form, the same way as its own checks. */
  onSubmit: (values: CreatePet) => Promise<unknown>;
};

/**
 * The add/update pet form (docs/product.md §5): the pet's fields, the pictures (each uploads
 * as soon as it is chosen) and the profile. Sent before the page's script runs, or without one,
 * the form goes to the route's action with its new picture, which answers the same way
 * (features/pets/actions/save-pet.server.ts).
 */
type BriefTextField =
  'petName' | 'category' | 'petLocation' | 'date' | 'shortDescription' | 'longDescription';

const categoryOf = (value: unknown): PetCategory | undefined => {
  const parsed = PetCategorySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

export function PetForm({
  initial,
  submitLabel,
  busy = false,
  bondOptions = [],
  onSubmit,
}: PetFormProps) {
  // Refused without JavaScript, the form comes back as it was typed.
  const refusal = useFormRefusal();
  const [rows, setRows] = useState<readonly PictureRow[]>(() =>
    (refusal ? picturesOf(refusal.values) : initial ? picturesOfPet(initial) : []).map(
      // The same keys on the server and in the browser: the rows' DOM is the server's, hydrated.
      (image, index) => ({ ...image, key: `picture-${index}` }),
    ),
  );
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear, clearField } =
    useFormErrors(PET_FORM_FIELDS, refusal);
  const { setUploading, held, holdUntilUploaded } = useUploadThenSubmit(formRef);
  // A picture added or taken away answers "Add at least one picture": its message goes.
  const changeRows: typeof setRows = (update) => {
    setRows(update);
    clearField('images');
  };
  /** What the field shows first: as sent to a refusing server, else the pet's own value. */
  const first = (name: BriefTextField) => sentValue(name) ?? initial?.[name];
  const firstNumber = (name: 'adoptionFee' | 'applicationCap') =>
    sentValue(name) ?? numberText(initial?.[name]);
  const firstProfile = (name: (typeof PROFILE_FIELDS)[number]) =>
    refusal ? sentValue(name) : profileText(initial, name);
  const [category, setCategory] = useState(() => categoryOf(first('category')));
  // A category picked before the page's script ran is on the page but was never seen by React:
  // the breed suggestions and their hint follow what the select shows once the script runs.
  useEffect(() => {
    const chosen = formRef.current?.elements.namedItem('category');
    if (chosen instanceof HTMLSelectElement) setCategory(categoryOf(chosen.value));
  }, [formRef]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field while the pet or a picture is on its way sends nothing twice.
    if (busy) return;
    if (holdUntilUploaded()) return;
    const data = new FormData(event.currentTarget);
    const { data: pet, issues } = checkPetForm(
      withPictures(
        {
          petName: data.get('petName'),
          category: data.get('category') ?? '',
          petAge: data.get('petAge'),
          petLocation: data.get('petLocation'),
          date: data.get('date'),
          shortDescription: data.get('shortDescription'),
          longDescription: data.get('longDescription'),
          adoptionFee: data.get('adoptionFee'),
          applicationCap: data.get('applicationCap'),
          ...profileValuesOf(data),
        },
        rows.map(({ url, alt }) => ({ url, alt })),
      ),
    );
    if (!pet) {
      showIssues(issues);
      return;
    }
    clear();
    onSubmit(withListingDefaults(pet)).catch((error: unknown) =>
      showFailure(error, { aliases: { image: 'images' } }),
    );
  };

  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      className="flex max-w-3xl flex-col gap-4"
    >
      <ErrorSummary
        errors={errors}
        fields={PET_FORM_FIELDS}
        fieldId={fieldId}
        focusOnArrival={refusal !== undefined}
      />
      <RequiredLegend />
      <ImageListField
        rows={rows}
        onRowsChange={changeRows}
        onUploadingChange={setUploading}
        errors={errors}
        fieldId={fieldId}
        newRow={{
          fileName: sentValue(pictureField(rows.length, 'file')),
          alt: sentValue(pictureField(rows.length, 'alt')),
        }}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Pet Name"
          name="petName"
          required
          id={fieldId('petName')}
          defaultValue={first('petName')}
          error={errors.petName}
        />
        <SelectField
          label="Category"
          name="category"
          required
          id={fieldId('category')}
          defaultValue={first('category') ?? ''}
          error={errors.category}
          onChange={(event) => setCategory(categoryOf(event.target.value))}
          className="capitalize"
        >
          <option value="" disabled>
            Pick a category
          </option>
          {PET_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category.charAt(0).toUpperCase() + category.slice(1)}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Age (months)"
          name="petAge"
          type="number"
          inputMode="numeric"
          min={0}
          max={600}
          required
          id={fieldId('petAge')}
          defaultValue={sentValue('petAge') ?? initial?.petAge}
          error={errors.petAge}
        />
        <TextField
          label="Location"
          name="petLocation"
          required
          id={fieldId('petLocation')}
          defaultValue={first('petLocation')}
          error={errors.petLocation}
        />
        <TextField
          label="Date"
          name="date"
          type="date"
          required
          id={fieldId('date')}
          defaultValue={first('date')}
          error={errors.date}
        />
      </div>
      <TextAreaField
        label="Short Description"
        name="shortDescription"
        required
        rows={2}
        hint="about 20 words"
        placeholder="A short note for the listing card, about 20 words"
        id={fieldId('shortDescription')}
        defaultValue={first('shortDescription')}
        error={errors.shortDescription}
      />
      <TextAreaField
        label="Long Description"
        name="longDescription"
        required
        rows={8}
        hint="about 180 words"
        placeholder="Tell adopters about the pet's character, health and habits, about 180 words"
        id={fieldId('longDescription')}
        defaultValue={first('longDescription')}
        error={errors.longDescription}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={listingTexts.feeLabel}
          name="adoptionFee"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          hint={listingTexts.feeHint}
          id={fieldId('adoptionFee')}
          defaultValue={firstNumber('adoptionFee')}
          error={errors.adoptionFee}
        />
        <TextField
          label={listingTexts.capLabel}
          name="applicationCap"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          hint={listingTexts.capHint}
          id={fieldId('applicationCap')}
          defaultValue={firstNumber('applicationCap')}
          error={errors.applicationCap}
        />
      </div>
      <PetProfileFields
        category={category}
        first={firstProfile}
        errors={errors}
        fieldId={fieldId}
        bondOptions={bondOptions}
      />
      <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
      <div>
        <SubmitButton pending={busy || held}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
