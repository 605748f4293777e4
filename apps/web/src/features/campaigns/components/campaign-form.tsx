import { campaignToday, type Campaign, type CreateCampaign } from '@pet-adoption/shared';
import { useState } from 'react';
import { ActionForm } from '@/components/forms/action-form';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useFormRefusal } from '@/lib/form-refusal';
import { useActionForm } from '@/lib/use-action-form';
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
  /** Whose pets the Pet select offers: the creator's (the signed-in person's, on create). */
  ownerEmail: string | undefined;
};

/**
 * The create/update campaign form: every field required, with its own message. It goes to the
 * route's action with scripts or without (features/campaigns/actions/save-campaign.server.ts),
 * which checks it, saves it and goes on to the person's campaigns with the sentence saying so.
 * With scripts the picture goes up as soon as it is chosen and a press meanwhile is held; without
 * them the file goes with the form.
 */
export function CampaignForm({ initial, submitLabel, ownerEmail }: CampaignFormProps) {
  const petChoices = usePetChoices(ownerEmail);
  const refusal = useFormRefusal();
  const form = useActionForm(CAMPAIGN_FIELDS);
  const [image, setImage] = useState(refusal?.values.imageUrl ?? initial?.image ?? '');
  const { setUploading, held, holdUntilUploaded } = useUploadThenSubmit(form.formRef);
  /** A field as sent to a refusing action, else as the campaign has it ('' for none). */
  const field = (name: Exclude<keyof CreateCampaign, 'image'>) => {
    const sent = form.field(name);
    return { ...sent, defaultValue: sent.defaultValue ?? initial?.[name] ?? '' };
  };
  const imageField = form.field('image');

  return (
    <ActionForm
      form={form}
      fields={CAMPAIGN_FIELDS}
      submitLabel={submitLabel}
      held={held}
      encType="multipart/form-data"
      onSubmit={(event) => {
        if (holdUntilUploaded()) event.preventDefault();
      }}
      className="flex max-w-3xl flex-col gap-4"
    >
      <ImageUploadField
        label="Image"
        required
        id={imageField.id}
        chosenBefore={imageField.defaultValue}
        value={image}
        onChange={(url) => {
          setImage(url);
          form.clearField('image');
        }}
        onUploadingChange={setUploading}
        error={imageField.error}
        previewAlt="Preview of the campaign's picture"
      />
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          label="Pet Name"
          required
          hint="Enter 'Unknown' if the pet is unknown."
          {...field('petName')}
        />
        <SelectField label="Pet (optional)" {...field('petId')}>
          <option value="">None</option>
          {petChoices.data?.map((pet) => (
            <option key={pet._id} value={pet._id}>
              {pet.petName}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Last Date"
          type="date"
          required
          // A new campaign cannot end in the past; an existing one may already have ended.
          min={initial ? undefined : campaignToday()}
          {...field('lastDate')}
        />
        <TextField
          label="Maximum Donation"
          required
          inputMode="decimal"
          hint="The goal, in US dollars."
          {...field('maximumDonation')}
        />
        <TextField
          label="Highest Total"
          required
          inputMode="decimal"
          hint="In US dollars, kept with the campaign. Its pages show the money actually given."
          {...field('highestTotal')}
        />
      </div>
      <TextAreaField
        label="Short Description"
        required
        rows={2}
        hint="about 20 words"
        placeholder="A short note for the campaign card, about 20 words"
        {...field('shortDescription')}
      />
      <TextAreaField
        label="Long Description"
        required
        rows={8}
        hint="about 180 words"
        placeholder="What the money is for, the pet's story and how it is doing, about 180 words"
        {...field('longDescription')}
      />
    </ActionForm>
  );
}
