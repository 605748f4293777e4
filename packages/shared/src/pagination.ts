import { z } from 'zod';

export const DEFAULT_PAGE_LIMIT = 24;
export const MAX_PAGE_LIMIT = 100;

/** Query parameters every list endpoint accepts (DESIGN §2). */
export const PageQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int('The limit must be a whole number.')
    .min(1, 'The limit must be at least 1.')
    .max(MAX_PAGE_LIMIT, `The limit can be at most ${MAX_PAGE_LIMIT}.`)
    .default(DEFAULT_PAGE_LIMIT),
  cursor: z.string().max(200).optional(),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
