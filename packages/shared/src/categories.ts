import { z } from 'zod/mini';

/** The pet categories of docs/product.md §3, in the order screens list them. */
export const PET_CATEGORIES = ['cat', 'dog', 'bird', 'rabbit', 'fish', 'domestic'] as const;
export const PetCategorySchema = z.enum(PET_CATEGORIES, {
  error: () => `Pick one of: ${PET_CATEGORIES.join(', ')}.`,
});
export type PetCategory = z.infer<typeof PetCategorySchema>;

export const CategorySchema = z
  .object({
    _id: z.string(),
    image: z.string(),
    title: z.string(),
    category: PetCategorySchema,
  })
  .register(z.globalRegistry, { id: 'Category' });
export type Category = z.infer<typeof CategorySchema>;
