import { texts } from '@pet-adoption/shared';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { uploadImage } from '@/lib/upload-image';
import { FieldLabel } from './field-label';

type ImageUploadFieldProps = {
  label: string;
  /** The uploaded picture's URL ('' while there is none). */
  value: string;
  onChange: (url: string) => void;
  /** Tells the form an upload is running, so it can hold its submit button. */
  onUploadingChange?: (uploading: boolean) => void;
  /** The file input's id (the error summary links to it). */
  id?: string;
  error?: string;
  /**
   * The name of a file chosen before the server refused the form: a page cannot be given a
   * file back, so the field asks for it again.
   */
  chosenBefore?: string | undefined;
  /** Shows the '*' by the label and marks the file input required. */
  required?: boolean;
  previewAlt: string;
};

/**
 * A picture chosen here is uploaded at once (POST /api/images) with a progress bar and a local
 * preview; the form only ever stores the hosted URL. Without a new choice the current one stays.
 *
 * Sent before the page's script runs, or without one, the form carries the file itself (the
 * input `image`, in a multipart form) and the current URL (`imageUrl`); the route's action
 * uploads the file with the same request (uploadImage) before it saves the form.
 */
export function ImageUploadField({
  label,
  value,
  onChange,
  onUploadingChange,
  id: givenId,
  error,
  chosenBefore,
  required = false,
  previewAlt,
}: ImageUploadFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const upload = (file: File) => {
    setPreview(URL.createObjectURL(file));
    setUploadError(null);
    setProgress(0);
    onUploadingChange?.(true);
    uploadImage(file, { onProgress: setProgress })
      .then((answer) => {
        onChange(answer.data.display_url);
        // The form now carries the picture's address: the file would be uploaded twice.
        if (input.current) input.current.value = '';
      })
      .catch((failure: unknown) => {
        setUploadError(
          failure instanceof Error ? failure.message : 'The picture could not be uploaded.',
        );
        setPreview(null);
      })
      .finally(() => {
        setProgress(null);
        onUploadingChange?.(false);
      });
  };

  // A picture chosen before the page's script ran goes up as the script starts, as if chosen now.
  const uploadChosenEarly = useEffectEvent(upload);
  useEffect(() => {
    const early = input.current?.files?.[0];
    if (early) uploadChosenEarly(early);
  }, []);

  const message = uploadError ?? error;
  const shown = preview ?? (value || null);
  return (
    <div className="flex flex-col gap-1.5">
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        ref={input}
        id={id}
        name="image"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        className={`file-input w-full ${message ? 'file-input-error' : ''}`}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={`${id}-msg`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) upload(file);
        }}
      />
      <input type="hidden" name="imageUrl" value={value} />
      <div id={`${id}-msg`}>
        {progress !== null && (
          <progress
            className="progress progress-primary w-full"
            value={progress}
            max={100}
            aria-label="Upload progress"
          />
        )}
        {/* A failed upload ends while the person may be anywhere in the form: it is announced. */}
        {uploadError ? (
          <p role="alert" className="text-sm text-error">
            {uploadError}
          </p>
        ) : (
          error && <p className="text-sm text-error">{error}</p>
        )}
        {chosenBefore && !preview && (
          <p className="text-sm">{texts.forms.chooseImageAgain(chosenBefore)}</p>
        )}
      </div>
      {shown && (
        <img
          src={shown}
          alt={previewAlt}
          width={240}
          height={180}
          className="mt-2 aspect-[4/3] w-60 rounded-box object-cover"
        />
      )}
    </div>
  );
}
