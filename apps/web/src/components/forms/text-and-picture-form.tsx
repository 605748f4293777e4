import { useState, type ReactNode } from 'react';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { useFormRefusal } from '@/lib/form-refusal';
import { useActionForm } from '@/lib/use-action-form';
import { useUploadThenSubmit } from '@/lib/use-upload-then-submit';
import { ActionForm } from './action-form';

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
  const form = useActionForm(fields);
  const [image, setImage] = useState(refusal?.values.imageUrl ?? '');
  const { setUploading, held, holdUntilUploaded } = useUploadThenSubmit(form.formRef);
  const imageField = form.field('image' as F);

  return (
    <ActionForm
      form={form}
      fields={fields}
      submitLabel={submitLabel}
      held={held}
      encType="multipart/form-data"
      onSubmit={(event) => {
        if (holdUntilUploaded()) event.preventDefault();
      }}
      className="flex max-w-2xl flex-col gap-4"
    >
      {children(form.field)}
      <ImageUploadField
        label={picture.label}
        id={imageField.id}
        chosenBefore={imageField.defaultValue}
        value={image}
        onChange={(url) => {
          setImage(url);
          form.clearField('image' as F);
        }}
        onUploadingChange={setUploading}
        error={imageField.error}
        previewAlt={picture.previewAlt}
      />
    </ActionForm>
  );
}
