import {
  API_PREFIX,
  ApiErrorSchema,
  ImageUploadSchema,
  MAX_IMAGE_BYTES,
  type ImageUpload,
} from '@pet-adoption/shared';
import { readAccessToken, renewTokenIfDue } from './access-token';
import { ApiError } from './api-error';

const TOO_LARGE = 'The picture is too large (at most 10 MB).';

/**
 * POST /api/images (multipart field `image`). In the browser with XMLHttpRequest, the one
 * browser API that reports upload progress: `onProgress` gets 0–100. Where there is none (a
 * form's route action, on the server, sent a picture with its fields), through the API client,
 * which calls the API in-process as the visitor. Rejects with an ApiError like apiRequest.
 */
export async function uploadImage(
  file: File,
  { onProgress, signal }: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<ImageUpload> {
  if (file.size > MAX_IMAGE_BYTES) throw new ApiError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE);
  if (typeof XMLHttpRequest === 'undefined') return uploadWithoutProgress(file, signal);
  // As every API call does: a token that is missing or about to expire is renewed first (a page
  // opened with the session cookie alone has none until its first call).
  await renewTokenIfDue();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_PREFIX}/images`);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () =>
      reject(new ApiError(0, 'NETWORK_ERROR', 'We could not reach the server. Please try again.'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = ImageUploadSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else
          reject(
            new ApiError(xhr.status, 'INVALID_RESPONSE', 'The upload answer was not understood.'),
          );
        return;
      }
      const error = ApiErrorSchema.safeParse(body);
      if (error.success) {
        reject(new ApiError(xhr.status, error.data.error.code, error.data.error.message));
      } else if (xhr.status === 413) {
        // A proxy in front of the server (nginx allows 1 MB by default) answers in HTML.
        reject(new ApiError(413, 'PAYLOAD_TOO_LARGE', TOO_LARGE));
      } else {
        reject(new ApiError(xhr.status, 'BAD_REQUEST', 'The picture could not be uploaded.'));
      }
    };
    signal?.addEventListener('abort', () => xhr.abort());
    const form = new FormData();
    form.append('image', file);
    xhr.send(form);
  });
}

async function uploadWithoutProgress(file: File, signal: AbortSignal | undefined) {
  const { apiRequest } = await import('./api-client');
  const form = new FormData();
  form.append('image', file);
  return apiRequest('/images', ImageUploadSchema, { method: 'POST', body: form, signal });
}
