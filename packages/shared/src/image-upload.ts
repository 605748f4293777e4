import { z } from 'zod/mini';

// Apart from images.ts, whose helpers Home's cards use: a module with a schema in it loads zod.
/** POST /api/images answers in the image host's shape clients read (success, data.display_url). */
export const ImageUploadSchema = z
  .object({
    success: z.literal(true),
    data: z.object({
      /** The large WebP (clients read this one). */
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
