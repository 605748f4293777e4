import { z } from 'zod';

export const ReviewSchema = z
  .object({
    _id: z.string(),
    name: z.string(),
    details: z.string(),
    /** 1 to 5, shown as stars. */
    rating: z.number().min(0).max(5),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;
