import { createHash } from 'node:crypto';
import type { ImageUpload } from '@pet-adoption/shared';
import { badRequest, HttpError } from '../../lib/errors';
import { loadOnce } from '../../lib/load-once';
import type { ImageStorage } from './storage';
import type { UploadQuota } from './upload-quota';

/** Larger images are refused before decoding: a small file can unpack to gigabytes. */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const LARGE_SIZE = 1600;
export const CARD_SIZE = 640;

const NOT_AN_IMAGE = 'This file is not an image we can use. Upload a JPEG, PNG, WebP, GIF or AVIF.';

// sharp (libvips) loads with the first upload, not at start-up (decision 051).
const loadSharp = loadOnce(async () => (await import('sharp')).default);

/** What the bytes are, whatever the file name or declared type says. */
async function detectFormat(data: Buffer) {
  const sharp = await loadSharp();
  let metadata;
  try {
    // Only the header is read here, so no pixel limit yet: ours below answers 413 instead.
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(NOT_AN_IMAGE);
  }
  const { format, compression, width, height } = metadata;
  // sharp names AVIF "heif" with AV1 compression; other HEIF (HEVC) is not accepted.
  const accepted =
    format === 'jpeg' ||
    format === 'png' ||
    format === 'webp' ||
    format === 'gif' ||
    (format === 'heif' && compression === 'av1');
  if (!accepted) throw badRequest(NOT_AN_IMAGE);
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new HttpError(
      413,
      'PAYLOAD_TOO_LARGE',
      `This image has too many pixels. Upload one of at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    );
  }
}

/** EXIF orientation applied, then every metadata block (GPS, camera, EXIF) left behind. */
const toWebp = async (data: Buffer, size: number) =>
  (await loadSharp())(data, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82 })
    .toBuffer({ resolveWithObject: true });

/** Whose upload it is, and the quota its stored copies are counted against. */
export interface UploadOwner {
  userId: string;
  quota: UploadQuota;
}

export async function saveImage(
  storage: ImageStorage,
  data: Buffer,
  { userId, quota }: UploadOwner,
): Promise<ImageUpload> {
  await detectFormat(data);
  let large;
  let card;
  try {
    [large, card] = await Promise.all([toWebp(data, LARGE_SIZE), toWebp(data, CARD_SIZE)]);
  } catch {
    // A header that reads well over a body that does not (truncated, corrupt).
    throw badRequest(NOT_AN_IMAGE);
  }
  const hash = createHash('sha256').update(data).digest('hex').slice(0, 32);
  const largeName = `${hash}-${LARGE_SIZE}.webp`;
  const cardName = `${hash}-${CARD_SIZE}.webp`;
  const reserved = await quota.reserve(userId, hash, large.data.length + card.data.length);
  try {
    await Promise.all([storage.save(largeName, large.data), storage.save(cardName, card.data)]);
  } catch (error) {
    if (reserved) await quota.release(userId, hash);
    throw error;
  }
  return {
    success: true,
    data: {
      display_url: storage.url(largeName),
      card_url: storage.url(cardName),
      width: large.info.width,
      height: large.info.height,
      size: large.info.size,
    },
  };
}
