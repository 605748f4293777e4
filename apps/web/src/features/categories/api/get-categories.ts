import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, listOf } from '@/lib/api-client';

// Home's sections: the schema comes with the call, so zod is not in Home's first load
// (decision 014).
const CategoriesSchema = listOf(
  async () => (await import('@pet-adoption/shared/categories')).CategorySchema,
);

/** SPEC §7: GET /category answers the list of categories. */
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
