import { z } from 'zod/mini';

/**
 * The picture a card or a table row shows: uploads are stored as `<hash>-1600.webp` with a
 * `<hash>-640.webp` card-size sibling (the server's images service); seed and other images are
 * used as they are.
 */
export function cardImage(url: string) {
  return /^\/uploads\/.*-1600\.webp$/.test(url) ? url.replace(/-1600\.webp$/, '-640.webp') : url;
}

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'];

/** POST /api/images answers in the image host's shape SPEC §7 reads (success, data.display_url). */
export const ImageUploadSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      /** The large WebP (SPEC reads this one). */
      display_url: z.string(),
      /** The card-size WebP, for grids. */
      card_url: z.string(),
      width: z.number().check(z.int()),
      height: z.number().check(z.int()),
      size: z.number().check(z.int()),
    }),
  })
  .register(z.globalRegistry, { id: 'ImageUpload' });
export type ImageUpload = z.infer<typeof ImageUploadSchema>;
