import { useState, type ReactNode } from 'react';
import { Form } from 'react-router';
import { ErrorSummary } from '@/components/ui/error-summary';
import { FormAlert } from '@/components/ui/form-alert';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { RequiredLegend } from '@/components/ui/required-legend';
import { SubmitButton } from '@/components/ui/submit-button';
import { useFormRefusal } from '@/lib/form-refusal';
import { useActionForm } from '@/lib/use-action-form';
import { useUploadThenSubmit } from '@/lib/use-upload-then-submit';

type FieldProps<F extends string> = ReturnType<ReturnType<typeof useActionForm<F>>['field']>;

type TextAndPictureFormProps<F extends string> = {
  /** Every field in its order on screen, the picture (`image`) last. */
  fields: readonly F[];
  picture: { label: string; previewAlt: string };
  submitLabel: string;
  /** The text fields, each given its props by `field(name)`. */
  children: (field: (name: F) => FieldProps<F>) => ReactNode;
};

/**
 * A few lines of text and a picture, sent to the route's action: Post an update, Share a happy
 * tail, Record an expense. With scripts the picture goes up as soon as it is chosen, with its
 * progress, and a press meanwhile is held and sent once it is up; without them the file goes
 * with the form (lib/picture-form.server.ts).
 */
export function TextAndPictureForm<F extends string>({
  fields,
  picture,
  submitLabel,
  children,
}: TextAndPictureFormProps<F>) {
  const refusal = useFormRefusal();
  const { formRef, errors, alert, fieldId, field, clearField, pending, arrivedRefused } =
    useActionForm(fields);
  const [image, setImage] = useState(refusal?.values.imageUrl ?? '');
  const { setUploading, held, holdUntilUploaded } = useUploadThenSubmit(formRef);
  const imageField = field('image' as F);

  return (
    <Form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => {
        if (pending || holdUntilUploaded()) event.preventDefault();
      }}
      className="flex max-w-2xl flex-col gap-4"
    >
      <ErrorSummary
        errors={errors}
        fields={fields}
        fieldId={fieldId}
        focusOnArrival={arrivedRefused}
      />
      <RequiredLegend />
      {children(field)}
      <ImageUploadField
        label={picture.label}
        id={imageField.id}
        chosenBefore={imageField.defaultValue}
        value={image}
        onChange={(url) => {
          setImage(url);
          clearField('image' as F);
        }}
        onUploadingChange={setUploading}
        error={imageField.error}
        previewAlt={picture.previewAlt}
      />
      <FormAlert alert={alert} focusOnArrival={arrivedRefused} />
      <div>
        <SubmitButton pending={pending || held}>{submitLabel}</SubmitButton>
      </div>
    </Form>
  );
}
