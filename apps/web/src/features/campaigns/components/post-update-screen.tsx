import { CampaignUpdateFormSchema, texts } from '@pet-adoption/shared';
import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { useSavedThenGo } from '@/hooks/use-saved-then-go';
import { useFormRefusal, useRefusedTitle } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { useUploadThenSubmit } from '@/lib/use-upload-then-submit';
import { paths } from '@/config/paths';
import { useCampaign } from '../api/campaigns';
import { usePostCampaignUpdate } from '../api/ledger';

export const UPDATE_FIELDS = ['title', 'text', 'image'] as const;
const HEADING = 'Post an update';

function UpdateForm({ campaignId }: { campaignId: string }) {
  const refusal = useFormRefusal();
  const post = usePostCampaignUpdate(campaignId);
  const savedThenGo = useSavedThenGo();
  const [image, setImage] = useState(refusal?.values.imageUrl ?? '');
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear, clearField } =
    useFormErrors(UPDATE_FIELDS, refusal);
  const { setUploading, held, holdUntilUploaded } = useUploadThenSubmit(formRef);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (post.isPending) return;
    if (holdUntilUploaded()) return;
    const data = new FormData(event.currentTarget);
    const parsed = CampaignUpdateFormSchema.safeParse({
      title: data.get('title'),
      text: data.get('text'),
      image,
    });
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    post
      .mutateAsync(parsed.data)
      .then(({ message }) => savedThenGo(message, paths.campaignDetails.getHref(campaignId)))
      .catch(showFailure);
  };

  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={submit}
      className="flex max-w-2xl flex-col gap-4"
    >
      <ErrorSummary
        errors={errors}
        fields={UPDATE_FIELDS}
        fieldId={fieldId}
        focusOnArrival={refusal !== undefined}
      />
      <RequiredLegend />
      <TextField
        label="Title"
        name="title"
        required
        id={fieldId('title')}
        defaultValue={sentValue('title')}
        error={errors.title}
      />
      <TextAreaField
        label="Text"
        name="text"
        required
        rows={6}
        hint="What happened, for the people who gave."
        id={fieldId('text')}
        defaultValue={sentValue('text')}
        error={errors.text}
      />
      <ImageUploadField
        label="Picture"
        id={fieldId('image')}
        chosenBefore={sentValue('image')}
        value={image}
        onChange={(url) => {
          setImage(url);
          clearField('image');
        }}
        onUploadingChange={setUploading}
        error={errors.image}
        previewAlt="Preview of the update's picture"
      />
      <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
      <div>
        <SubmitButton pending={post.isPending || held}>Post update</SubmitButton>
      </div>
    </form>
  );
}

/** postCampaignUpdate/{id}: news for a campaign's donors, who are told of it. */
export function PostUpdateScreen() {
  const title = useRefusedTitle(texts.titles.dashboardScreen(HEADING));
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{HEADING}</PageHeading>
      <QueryBoundary query={campaign}>
        {(data) => (
          <>
            <p>
              News of <strong>{data.petName}</strong>, shown on the campaign’s page. Everyone who
              gave to it is told.
            </p>
            <UpdateForm campaignId={data._id} />
          </>
        )}
      </QueryBoundary>
    </div>
  );
}
