import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * A form with a picture that uploads on its own: a submit pressed while the picture is on its
 * way is held, not dropped, and sent as soon as the upload ends (the person pressed it once and
 * is waiting); the button shows it is on its way meanwhile (`held`). The form's submit handler
 * starts with `if (holdUntilUploaded()) return;`.
 */
export function useUploadThenSubmit(formRef: RefObject<HTMLFormElement | null>) {
  const [uploading, setUploading] = useState(false);
  const [pressed, setPressed] = useState(false);
  const waiting = useRef(false);
  // After the render that ends the upload, so the handler sees the uploaded picture's address.
  useEffect(() => {
    if (!waiting.current || uploading) return;
    waiting.current = false;
    formRef.current?.requestSubmit();
  }, [uploading, formRef]);

  const holdUntilUploaded = () => {
    waiting.current = uploading;
    setPressed(uploading);
    return uploading;
  };
  return { uploading, setUploading, held: pressed && uploading, holdUntilUploaded };
}
