import { CategorySchema } from '@pet-adoption/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

const CategoriesSchema = z.array(CategorySchema);

/** GET /category answers the list of categories. */
export function getCategories({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/category', CategoriesSchema, { signal });
}

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: ({ signal }) => getCategories({ signal }),
    // The six categories are seed data; they do not change while someone browses.
    staleTime: 60 * 60 * 1000,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
