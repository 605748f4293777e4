import { z } from 'zod/mini';

export const DEFAULT_PAGE_LIMIT = 24;
export const MAX_PAGE_LIMIT = 100;

/** Query parameters every list endpoint accepts (docs/product.md §7). */
export const PageQuerySchema = z.object({
  limit: z._default(
    z.coerce
      .number()
      .check(
        z.int('The limit must be a whole number.'),
        z.minimum(1, 'The limit must be at least 1.'),
        z.maximum(MAX_PAGE_LIMIT, `The limit can be at most ${MAX_PAGE_LIMIT}.`),
      ),
    DEFAULT_PAGE_LIMIT,
  ),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;
