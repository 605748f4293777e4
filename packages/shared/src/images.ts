import { z } from 'zod';

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
      width: z.number().int(),
      height: z.number().int(),
      size: z.number().int(),
    }),
  })
  .meta({ id: 'ImageUpload' });
export type ImageUpload = z.infer<typeof ImageUploadSchema>;
