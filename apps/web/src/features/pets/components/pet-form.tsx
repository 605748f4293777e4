import {
  listingTexts,
  PET_CATEGORIES,
  PetCategorySchema,
  type Pet,
  type PetCategory,
} from '@pet-adoption/shared';
import { useEffect, useState } from 'react';
import { ActionForm } from '@/components/forms/action-form';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useFormRefusal } from '@/lib/form-refusal';
import { useActionForm } from '@/lib/use-action-form';
import { useUploadThenSubmit } from '@/lib/use-upload-then-submit';
import {
  PET_FORM_FIELDS,
  picturesOf,
  pictureField,
  type BRIEF_FIELDS,
  type PROFILE_FIELDS,
} from '../pet-form-data';
import { picturesOfPet } from '../pet-pictures';
import { ImageListField, type PictureRow } from './image-list-field';
import { PetProfileFields, type BondOption } from './pet-profile-fields';

/** A field of the form besides the pictures. */
type PetField = (typeof BRIEF_FIELDS)[number] | (typeof PROFILE_FIELDS)[number];

/**
 * A field's first value as the pet has it: '' for none, "true"/"false" for the checkbox, and
 * no fee or cap (0) as the empty box it means.
 */
function petText(pet: Pet | undefined, name: PetField): string {
  const value = pet?.[name];
  if ((name === 'adoptionFee' || name === 'applicationCap') && value === 0) return '';
  return value === null || value === undefined ? '' : String(value);
}

const categoryOf = (value: unknown): PetCategory | undefined => {
  const parsed = PetCategorySchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
};

type PetFormProps = {
  /** The pet being edited: its values fill the form and its pictures stay unless changed. */
  initial?: Pet;
  submitLabel: string;
  /** The lister's other pets, offered for "Bonded with". */
  bondOptions?: readonly BondOption[];
};

/**
 * The add/update pet form (docs/product.md §5): the pet's fields, the pictures and the profile,
 * sent to the route's action with scripts or without (features/pets/actions/save-pet.server.ts),
 * which checks it, saves it and goes on with the sentence saying so. With scripts each picture
 * goes up as soon as it is chosen and the form carries its address, a press meanwhile held until
 * they are all up; without them a new picture's file goes with the form.
 */
export function PetForm({ initial, submitLabel, bondOptions = [] }: PetFormProps) {
  const refusal = useFormRefusal();
  const form = useActionForm(PET_FORM_FIELDS);
  const [rows, setRows] = useState<readonly PictureRow[]>(() =>
    (refusal ? picturesOf(refusal.values) : initial ? picturesOfPet(initial) : []).map(
      // The same keys on the server and in the browser: the rows' DOM is the server's, hydrated.
      (image, index) => ({ ...image, key: `picture-${index}` }),
    ),
  );
  const { setUploading, held, holdUntilUploaded } = useUploadThenSubmit(form.formRef);
  // A picture added or taken away answers "Add at least one picture": its message goes.
  const changeRows: typeof setRows = (update) => {
    setRows(update);
    form.clearField('images');
  };
  /** A field as sent to a refusing action, else as the pet has it. */
  const field = (name: PetField) => {
    const sent = form.field(name);
    return { ...sent, defaultValue: sent.defaultValue ?? petText(initial, name) };
  };
  const categoryField = field('category');
  const [category, setCategory] = useState(() => categoryOf(categoryField.defaultValue));
  // A category picked before the page's script ran is on the page but was never seen by React:
  // the breed suggestions and their hint follow what the select shows once the script runs.
  const { formRef } = form;
  useEffect(() => {
    const chosen = formRef.current?.elements.namedItem('category');
    if (chosen instanceof HTMLSelectElement) setCategory(categoryOf(chosen.value));
  }, [formRef]);

  return (
    <ActionForm
      form={form}
      fields={PET_FORM_FIELDS}
      submitLabel={submitLabel}
      held={held}
      encType="multipart/form-data"
      onSubmit={(event) => {
        if (holdUntilUploaded()) event.preventDefault();
      }}
      className="flex max-w-3xl flex-col gap-4"
    >
      <ImageListField
        rows={rows}
        onRowsChange={changeRows}
        onUploadingChange={setUploading}
        errors={form.errors}
        fieldId={form.fieldId}
        newRow={{
          fileName: form.field(pictureField(rows.length, 'file')).defaultValue,
          alt: form.field(pictureField(rows.length, 'alt')).defaultValue,
        }}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField label="Pet Name" required {...field('petName')} />
        <SelectField
          label="Category"
          required
          {...categoryField}
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
          type="number"
          inputMode="numeric"
          min={0}
          max={600}
          required
          {...field('petAge')}
        />
        <TextField label="Location" required {...field('petLocation')} />
        <TextField label="Date" type="date" required {...field('date')} />
      </div>
      <TextAreaField
        label="Short Description"
        required
        rows={2}
        hint="about 20 words"
        placeholder="A short note for the listing card, about 20 words"
        {...field('shortDescription')}
      />
      <TextAreaField
        label="Long Description"
        required
        rows={8}
        hint="about 180 words"
        placeholder="Tell adopters about the pet's character, health and habits, about 180 words"
        {...field('longDescription')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label={listingTexts.feeLabel}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          hint={listingTexts.feeHint}
          {...field('adoptionFee')}
        />
        <TextField
          label={listingTexts.capLabel}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          hint={listingTexts.capHint}
          {...field('applicationCap')}
        />
      </div>
      <PetProfileFields category={category} field={field} bondOptions={bondOptions} />
    </ActionForm>
  );
}
