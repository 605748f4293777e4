import {
  listingTexts,
  PET_CATEGORIES,
  PetFormSchema,
  TOASTS,
  texts,
  type CreatePet,
  type Pet,
} from '@pet-adoption/shared';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFormRefusal } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';

export const PET_FIELDS: readonly (keyof CreatePet)[] = [
  'image',
  'petName',
  'category',
  'petAge',
  'petLocation',
  'date',
  'shortDescription',
  'longDescription',
  'adoptionFee',
  'applicationCap',
];

/**
 * An empty fee or cap box means none: sent as 0 and null, so that emptying it on Update takes
 * the fee or the limit away rather than leaving the old one (an absent field changes nothing).
 */
export const withListingDefaults = <T extends Pick<CreatePet, 'adoptionFee' | 'applicationCap'>>(
  pet: T,
): T => ({ ...pet, adoptionFee: pet.adoptionFee ?? 0, applicationCap: pet.applicationCap ?? null });

/** The fee's or cap's first value: '' for none (no fee, 0, shows as the empty box it means). */
const numberText = (value: number | null | undefined) =>
  value === null || value === undefined || value === 0 ? '' : String(value);

type PetFormProps = {
  /** The pet being edited: its values fill the form and its image stays unless replaced. */
  initial?: Pet;
  submitLabel: string;
  busy?: boolean;
  /** Saves the pet; a refusal is shown on the form, the same way as its own checks. */
  onSubmit: (values: CreatePet) => Promise<unknown>;
};

/**
 * The add/update pet form (docs/product.md §5); the image uploads as soon as it is chosen. Sent
 * before the page's script runs, or without one, the form goes to the route's action with its
 * picture, which answers the same way (features/pets/actions/save-pet.server.ts).
 */
type BriefTextField =
  'petName' | 'category' | 'petLocation' | 'date' | 'shortDescription' | 'longDescription';

export function PetForm({ initial, submitLabel, busy = false, onSubmit }: PetFormProps) {
  // Refused without JavaScript, the form comes back as it was typed.
  const refusal = useFormRefusal();
  const [image, setImage] = useState(refusal?.values.imageUrl ?? initial?.image ?? '');
  const [uploading, setUploading] = useState(false);
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear, clearField } =
    useFormErrors(PET_FIELDS, refusal);
  /** What the field shows first: as sent to a refusing server, else the pet's own value. */
  const first = (name: BriefTextField) => sentValue(name) ?? initial?.[name];
  const firstNumber = (name: 'adoptionFee' | 'applicationCap') =>
    sentValue(name) ?? numberText(initial?.[name]);

  const onUploaded = (url: string) => {
    setImage(url);
    clearField('image');
    // The preview changes silently; this also tells screen-reader users it worked.
    toast.success(texts.petForm.imageUploaded, { duration: TOASTS.dashboardSuccessMs });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field while the pet or its picture is on its way sends nothing twice.
    if (busy || uploading) return;
    const data = new FormData(event.currentTarget);
    const parsed = PetFormSchema.safeParse({
      image,
      petName: data.get('petName'),
      category: data.get('category') ?? '',
      petAge: data.get('petAge'),
      petLocation: data.get('petLocation'),
      date: data.get('date'),
      shortDescription: data.get('shortDescription'),
      longDescription: data.get('longDescription'),
      adoptionFee: data.get('adoptionFee'),
      applicationCap: data.get('applicationCap'),
    });
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    onSubmit(withListingDefaults(parsed.data)).catch(showFailure);
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
        fields={PET_FIELDS}
        fieldId={fieldId}
        focusOnArrival={refusal !== undefined}
      />
      <RequiredLegend />
      <ImageUploadField
        required
        label="Image"
        id={fieldId('image')}
        value={image}
        onChange={onUploaded}
        onUploadingChange={setUploading}
        error={errors.image}
        chosenBefore={sentValue('image')}
        previewAlt="Preview of the pet's picture"
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
      <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
      <div>
        <SubmitButton pending={busy || uploading}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
