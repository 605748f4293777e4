import { z } from 'zod/mini';

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
