import {
  PET_CATEGORIES,
  PetFieldsSchema,
  TOASTS,
  texts,
  type CreatePet,
  type Pet,
} from '@pet-adoption/shared';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { TextField } from '@/components/ui/text-field';
import { uploadImage } from '@/lib/upload-image';

type FieldName = keyof CreatePet;
type Errors = Partial<Record<FieldName, string>>;

type PetFormProps = {
  /** The pet being edited: its values fill the form and its image stays unless replaced. */
  initial?: Pet;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (values: CreatePet) => void;
};

const countWords = (text: string) => text.trim().split(/\s+/).filter(Boolean).length;

function TextArea({
  label,
  name,
  error,
  hint,
  rows,
  defaultValue,
  placeholder,
}: {
  label: string;
  name: string;
  error?: string;
  hint: string;
  rows: number;
  defaultValue?: string;
  placeholder: string;
}) {
  const id = useId();
  const [words, setWords] = useState(() => countWords(defaultValue ?? ''));
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
        defaultValue={defaultValue}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={`textarea w-full ${error ? 'textarea-error' : ''}`}
        onChange={(event) => setWords(countWords(event.target.value))}
      />
      <p id={`${id}-count`} className="text-xs text-base-content/70">
        {words} {words === 1 ? 'word' : 'words'} · {hint}
      </p>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The add/update pet form of SPEC §5, with the image uploaded as soon as it is chosen. */
export function PetForm({ initial, submitLabel, busy = false, onSubmit }: PetFormProps) {
  const [image, setImage] = useState(initial?.image ?? '');
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const imageId = useId();
  const categoryId = useId();

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setUploadError(null);
    setProgress(0);
    uploadImage(file, { onProgress: setProgress })
      .then((answer) => {
        setImage(answer.data.display_url);
        setErrors((current) => ({ ...current, image: undefined }));
        // The preview changes silently; this also tells screen-reader users it worked.
        toast.success(texts.petForm.imageUploaded, { duration: TOASTS.dashboardSuccessMs });
      })
      .catch((error: unknown) => {
        setUploadError(
          error instanceof Error ? error.message : 'The picture could not be uploaded.',
        );
        setPreview(null);
      })
      .finally(() => setProgress(null));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const parsed = PetFieldsSchema.safeParse({
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
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as FieldName | undefined;
        if (key && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  const uploading = progress !== null;
  const shown = preview ?? (image || null);

  return (
    <form noValidate onSubmit={submit} className="flex max-w-3xl flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={imageId} className="text-sm font-semibold">
          Image
        </label>
        <input
          id={imageId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          className={`file-input w-full ${errors.image || uploadError ? 'file-input-error' : ''}`}
          aria-invalid={errors.image || uploadError ? true : undefined}
          aria-describedby={`${imageId}-msg`}
          onChange={onFile}
        />
        <div id={`${imageId}-msg`}>
          {uploading && (
            <progress
              className="progress progress-primary w-full"
              value={progress}
              max={100}
              aria-label="Upload progress"
            />
          )}
          {(errors.image ?? uploadError) && (
            <p className="text-sm text-error">{uploadError ?? errors.image}</p>
          )}
        </div>
        {shown && (
          <img
            src={shown}
            alt="Preview of the pet's picture"
            width={240}
            height={180}
            className="mt-2 aspect-[4/3] w-60 rounded-box object-cover"
          />
        )}
      </div>
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
      <TextArea
        label="Short Description"
        name="shortDescription"
        rows={2}
        hint="about 20 words"
        placeholder="A short note for the listing card, about 20 words"
        defaultValue={initial?.shortDescription}
        error={errors.shortDescription}
      />
      <TextArea
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
