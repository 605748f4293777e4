import {
  CampaignFormSchema,
  CreateCampaignFormSchema,
  campaignToday,
  fieldErrorsOf,
  type Campaign,
  type CreateCampaign,
} from '@pet-adoption/shared';
import { useState, type FormEvent } from 'react';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';

type FieldName = keyof CreateCampaign;
type Errors = Partial<Record<FieldName, string>>;

type CampaignFormProps = {
  /** The campaign being edited: its values fill the form and its image stays unless replaced. */
  initial?: Campaign;
  submitLabel: string;
  busy?: boolean;
  onSubmit: (values: CreateCampaign) => void;
};

/** The create/update campaign form: every field required, with its own message. */
export function CampaignForm({ initial, submitLabel, busy = false, onSubmit }: CampaignFormProps) {
  const [image, setImage] = useState(initial?.image ?? '');
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    // A new campaign cannot end in the past; an existing one may already have ended.
    const schema = initial ? CampaignFormSchema : CreateCampaignFormSchema;
    const parsed = schema.safeParse({
      image,
      petName: data.get('petName'),
      maximumDonation: data.get('maximumDonation'),
      highestTotal: data.get('highestTotal'),
      lastDate: data.get('lastDate'),
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
        onChange={(url) => {
          setImage(url);
          setErrors((current) => ({ ...current, image: undefined }));
        }}
        onUploadingChange={setUploading}
        error={errors.image}
        previewAlt="Preview of the campaign's picture"
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Pet Name"
          name="petName"
          hint="Enter 'Unknown' if the pet is unknown."
          defaultValue={initial?.petName}
          error={errors.petName}
        />
        <TextField
          label="Last Date"
          name="lastDate"
          type="date"
          min={initial ? undefined : campaignToday()}
          defaultValue={initial?.lastDate}
          error={errors.lastDate}
        />
        <TextField
          label="Maximum Donation"
          name="maximumDonation"
          inputMode="decimal"
          hint="The goal, in US dollars."
          defaultValue={initial?.maximumDonation}
          error={errors.maximumDonation}
        />
        <TextField
          label="Highest Total"
          name="highestTotal"
          inputMode="decimal"
          hint="The highest total you hope for, in US dollars."
          defaultValue={initial?.highestTotal}
          error={errors.highestTotal}
        />
      </div>
      <TextAreaField
        label="Short Description"
        name="shortDescription"
        rows={2}
        hint="about 20 words"
        placeholder="A short note for the campaign card, about 20 words"
        defaultValue={initial?.shortDescription}
        error={errors.shortDescription}
      />
      <TextAreaField
        label="Long Description"
        name="longDescription"
        rows={8}
        hint="about 180 words"
        placeholder="What the money is for, the pet's story and how it is doing, about 180 words"
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
