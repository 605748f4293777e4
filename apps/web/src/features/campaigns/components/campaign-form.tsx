import {
  CampaignFormSchema,
  CreateCampaignFormSchema,
  campaignToday,
  type Campaign,
  type CreateCampaign,
} from '@pet-adoption/shared';
import { useState, type FormEvent } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { SelectField } from '@/components/ui/select-field';
import { RequiredLegend } from '@/components/ui/required-legend';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFormRefusal } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { useUploadThenSubmit } from '@/lib/use-upload-then-submit';
import { usePetChoices } from '../api/campaigns';

export const CAMPAIGN_FIELDS: readonly (keyof CreateCampaign)[] = [
  'image',
  'petName',
  'lastDate',
  'maximumDonation',
  'highestTotal',
  'shortDescription',
  'longDescription',
  'petId',
];

type CampaignFormProps = {
  /** The campaign being edited: its values fill the form and its image stays unless replaced. */
  initial?: Campaign;
  submitLabel: string;
  busy?: boolean;
  /** Saves the campaign; a refusal is shown on the form, the same way as its own checks. */
  onSubmit: (values: CreateCampaign) => Promise<unknown>;
  /** Whose pets the Pet select offers: the creator's (the signed-in person's, on create). */
  ownerEmail: string | undefined;
};

/**
 * The create/update campaign form: every field required, with its own message. Sent before the
 * page's script runs, or without one, the form goes to the route's action with its picture,
 * which answers the same way (features/campaigns/actions/save-campaign.server.ts).
 */
export function CampaignForm({
  initial,
  submitLabel,
  busy = false,
  onSubmit,
  ownerEmail,
}: CampaignFormProps) {
  const petChoices = usePetChoices(ownerEmail);
  // Refused without JavaScript, the form comes back as it was typed.
  const refusal = useFormRefusal();
  const [image, setImage] = useState(refusal?.values.imageUrl ?? initial?.image ?? '');
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear, clearField } =
    useFormErrors(CAMPAIGN_FIELDS, refusal);
  const { setUploading, held, holdUntilUploaded } = useUploadThenSubmit(formRef);
  /** What the field shows first: as sent to a refusing server, else the campaign's own value. */
  const first = (name: Exclude<keyof CreateCampaign, 'image'>) =>
    sentValue(name) ?? initial?.[name] ?? undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field while the campaign or its picture is on its way sends nothing twice.
    if (busy) return;
    if (holdUntilUploaded()) return;
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
      petId: data.get('petId'),
    });
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    onSubmit(parsed.data).catch(showFailure);
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
        fields={CAMPAIGN_FIELDS}
        fieldId={fieldId}
        focusOnArrival={refusal !== undefined}
      />
      <RequiredLegend />
      <ImageUploadField
        label="Image"
        required
        id={fieldId('image')}
        chosenBefore={sentValue('image')}
        value={image}
        onChange={(url) => {
          setImage(url);
          clearField('image');
        }}
        onUploadingChange={setUploading}
        error={errors.image}
        previewAlt="Preview of the campaign's picture"
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Pet Name"
          name="petName"
          required
          hint="Enter 'Unknown' if the pet is unknown."
          id={fieldId('petName')}
          defaultValue={first('petName')}
          error={errors.petName}
        />
        <SelectField
          label="Pet (optional)"
          name="petId"
          id={fieldId('petId')}
          defaultValue={first('petId') ?? ''}
          error={errors.petId}
        >
          <option value="">None</option>
          {petChoices.data?.map((pet) => (
            <option key={pet._id} value={pet._id}>
              {pet.petName}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Last Date"
          name="lastDate"
          type="date"
          required
          min={initial ? undefined : campaignToday()}
          id={fieldId('lastDate')}
          defaultValue={first('lastDate')}
          error={errors.lastDate}
        />
        <TextField
          label="Maximum Donation"
          name="maximumDonation"
          required
          inputMode="decimal"
          hint="The goal, in US dollars."
          id={fieldId('maximumDonation')}
          defaultValue={first('maximumDonation')}
          error={errors.maximumDonation}
        />
        <TextField
          label="Highest Total"
          name="highestTotal"
          required
          inputMode="decimal"
          hint="In US dollars, kept with the campaign. Its pages show the money actually given."
          id={fieldId('highestTotal')}
          defaultValue={first('highestTotal')}
          error={errors.highestTotal}
        />
      </div>
      <TextAreaField
        label="Short Description"
        name="shortDescription"
        required
        rows={2}
        hint="about 20 words"
        placeholder="A short note for the campaign card, about 20 words"
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
        placeholder="What the money is for, the pet's story and how it is doing, about 180 words"
        id={fieldId('longDescription')}
        defaultValue={first('longDescription')}
        error={errors.longDescription}
      />
      <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
      <div>
        <SubmitButton pending={busy || held}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
