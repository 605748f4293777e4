import { z } from 'zod/mini';

export const ReviewSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    details: z.string(),
    /** 1 to 5, shown as stars. */
    rating: z.number().check(z.minimum(0), z.maximum(5)),
  })
  .register(z.globalRegistry, { id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;
