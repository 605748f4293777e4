import { HappyTailFormSchema, happyTailTexts, texts } from '@pet-adoption/shared';
import { useState, type FormEvent } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { PageHeading } from '@/components/ui/page-heading';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextAreaField } from '@/components/ui/text-area-field';
import { paths } from '@/config/paths';
import { useSavedThenGo } from '@/hooks/use-saved-then-go';
import { useFormRefusal, useRefusedTitle } from '@/lib/form-refusal';
import { useFormErrors } from '@/lib/use-form-errors';
import { useUploadThenSubmit } from '@/lib/use-upload-then-submit';
import { useShareHappyTail } from '../api/happy-tails';

export const TAIL_FIELDS = ['text', 'image'] as const;

function TailForm({ petId, petName }: { petId: string; petName: string }) {
  const refusal = useFormRefusal();
  const share = useShareHappyTail(petId);
  const savedThenGo = useSavedThenGo();
  const [image, setImage] = useState(refusal?.values.imageUrl ?? '');
  const { formRef, errors, alert, fieldId, sentValue, showIssues, showFailure, clear, clearField } =
    useFormErrors(TAIL_FIELDS, refusal);
  const { setUploading, held, holdUntilUploaded } = useUploadThenSubmit(formRef);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (share.isPending) return;
    if (holdUntilUploaded()) return;
    const parsed = HappyTailFormSchema.safeParse({
      text: new FormData(event.currentTarget).get('text'),
      image,
    });
    if (!parsed.success) {
      showIssues(parsed.error.issues);
      return;
    }
    clear();
    share
      .mutateAsync(parsed.data)
      .then(() => savedThenGo(happyTailTexts.posted(petName), paths.petDetails.getHref(petId)))
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
        fields={TAIL_FIELDS}
        fieldId={fieldId}
        focusOnArrival={refusal !== undefined}
      />
      <RequiredLegend />
      <TextAreaField
        label="Story"
        name="text"
        required
        rows={6}
        hint={`How is ${petName} settling in? A few lines are plenty.`}
        id={fieldId('text')}
        defaultValue={sentValue('text')}
        error={errors.text}
      />
      <ImageUploadField
        label="Photo"
        id={fieldId('image')}
        chosenBefore={sentValue('image')}
        value={image}
        onChange={(url) => {
          setImage(url);
          clearField('image');
        }}
        onUploadingChange={setUploading}
        error={errors.image}
        previewAlt={`Preview of the photo of ${petName}`}
      />
      <FormAlert alert={alert} focusOnArrival={refusal !== undefined} />
      <div>
        <SubmitButton pending={share.isPending || held}>Share</SubmitButton>
      </div>
    </form>
  );
}

/** /petDetails/{id}/happyTail: the adopter tells the lister and the donors how the pet is doing. */
export function ShareHappyTailScreen({ petId, petName }: { petId: string; petName: string }) {
  const title = useRefusedTitle(texts.titles.shareHappyTailOf(petName));
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{happyTailTexts.share}</PageHeading>
      <p className="max-w-2xl">
        Your words and photo appear on {petName}’s page and reach the person who listed {petName}{' '}
        and everyone who gave to {petName}’s campaigns.
      </p>
      <TailForm petId={petId} petName={petName} />
    </div>
  );
}
