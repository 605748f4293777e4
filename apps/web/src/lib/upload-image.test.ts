import { MAX_IMAGE_BYTES } from '@pet-adoption/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockUpload, uploadedImage } from '@/testing/mocks/upload';
import { ApiError } from './api-error';
import { uploadImage } from './upload-image';

const photo = () => new File(['jpeg bytes'], 'cat.jpg', { type: 'image/jpeg' });

describe('uploadImage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('sends the file as the field "image" with the access token and reports progress', async () => {
    localStorage.setItem('access-token', 'token-1');
    const sent = mockUpload({
      status: 200,
      body: uploadedImage,
      progress: [
        [25, 100],
        [100, 100],
      ],
    });
    const onProgress = vi.fn();
    const answer = await uploadImage(photo(), { onProgress });
    expect(answer.data.display_url).toBe('/uploads/abc.webp');
    expect(onProgress.mock.calls).toEqual([[25], [100]]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.method).toBe('POST');
    expect(sent[0]?.url).toBe('/api/images');
    expect(sent[0]?.headers.Authorization).toBe('Bearer token-1');
    expect((sent[0]?.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('refuses a file over 10 MB before sending anything', async () => {
    const sent = mockUpload({ status: 200, body: uploadedImage });
    const big = new File([new Uint8Array(MAX_IMAGE_BYTES + 1)], 'big.jpg', { type: 'image/jpeg' });
    await expect(uploadImage(big)).rejects.toThrow('The picture is too large (at most 10 MB).');
    expect(sent).toHaveLength(0);
  });

  it("passes on the server's 413 sentence", async () => {
    mockUpload({
      status: 413,
      body: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'This picture has too many pixels.' } },
    });
    const failure = uploadImage(photo());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 413,
      message: 'This picture has too many pixels.',
    });
  });

  it('says the picture is too large when a proxy answers 413 in HTML', async () => {
    mockUpload({ status: 413, body: '<html><body>413 Request Entity Too Large</body></html>' });
    await expect(uploadImage(photo())).rejects.toThrow('The picture is too large (at most 10 MB).');
  });

  it("passes on the server's sentence for a file that is not an image", async () => {
    const message = 'This file is not an image we can use. Upload a JPEG, PNG, WebP, GIF or AVIF.';
    mockUpload({ status: 400, body: { error: { code: 'BAD_REQUEST', message } } });
    await expect(uploadImage(photo())).rejects.toMatchObject({ status: 400, message });
  });

  it('says the server could not be reached when the network fails', async () => {
    mockUpload({ networkError: true });
    await expect(uploadImage(photo())).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'We could not reach the server. Please try again.',
    });
  });

  it('does not trust a success answer of the wrong shape', async () => {
    mockUpload({ status: 200, body: { success: false } });
    await expect(uploadImage(photo())).rejects.toThrow('The upload answer was not understood.');
  });
});
