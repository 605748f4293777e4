import {
  PET_CATEGORIES,
  PetFormSchema,
  TOASTS,
  fieldErrorsOf,
  texts,
  type CreatePet,
  type Pet,
} from '@pet-adoption/shared';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';

type FieldName = keyof CreatePet;
type Errors = Partial<Record<FieldName, string>>;

type PetFormProps = {
  /** The pet being edited: its values fill the form and its image stays unless replaced. */
  initial?: Pet;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (values: CreatePet) => void;
};

/** The add/update pet form (docs/product.md §5); the image uploads as soon as it is chosen. */
export function PetForm({ initial, submitLabel, busy = false, onSubmit }: PetFormProps) {
  const [image, setImage] = useState(initial?.image ?? '');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const categoryId = useId();

  const onUploaded = (url: string) => {
    setImage(url);
    setErrors((current) => ({ ...current, image: undefined }));
    // The preview changes silently; this also tells screen-reader users it worked.
    toast.success(texts.petForm.imageUploaded, { duration: TOASTS.dashboardSuccessMs });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
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
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-4">
      <ImageUploadField
        label="Image"
        value={image}
        onChange={onUploaded}
        onUploadingChange={setUploading}
        error={errors.image}
        previewAlt="Preview of the pet's picture"
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Pet Name"
          name="petName"
          defaultValue={initial?.petName}
          error={errors.petName}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor={categoryId} className="text-sm font-semibold">
            Category
          </label>
          <select
            id={categoryId}
            name="category"
            defaultValue={initial?.category ?? ''}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${categoryId}-error` : undefined}
            className={`select w-full capitalize ${errors.category ? 'select-error' : ''}`}
          >
            <option value="" disabled>
              Pick a category
            </option>
            {PET_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category.charAt(0).toUpperCase() + category.slice(1)}
              </option>
            ))}
          </select>
          {errors.category && (
            <p id={`${categoryId}-error`} className="text-sm text-error">
              {errors.category}
            </p>
          )}
        </div>
        <TextField
          label="Age (months)"
          name="petAge"
          type="number"
          inputMode="numeric"
          min={0}
          max={600}
          defaultValue={initial?.petAge}
          error={errors.petAge}
        />
        <TextField
          label="Location"
          name="petLocation"
          defaultValue={initial?.petLocation}
          error={errors.petLocation}
        />
        <TextField
          label="Date"
          name="date"
          type="date"
          defaultValue={initial?.date}
          error={errors.date}
        />
      </div>
      <TextAreaField
        label="Short Description"
        name="shortDescription"
        rows={2}
        hint="about 20 words"
        placeholder="A short note for the listing card, about 20 words"
        defaultValue={initial?.shortDescription}
        error={errors.shortDescription}
      />
      <TextAreaField
        label="Long Description"
        name="longDescription"
        rows={8}
        hint="about 180 words"
        placeholder="Tell adopters about the pet's character, health and habits, about 180 words"
        defaultValue={initial?.longDescription}
        error={errors.longDescription}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy || uploading}>
          {busy && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
