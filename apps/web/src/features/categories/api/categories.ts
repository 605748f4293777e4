import { queryOptions, useQuery } from '@tanstack/react-query';

/** The call and its schema load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./category-requests');

export function getCategoriesQueryOptions() {
  return queryOptions({
    queryKey: ['categories'],
    queryFn: async ({ signal }) => (await requests()).getCategories({ signal }),
    // The six categories are seed data; they do not change while someone browses.
    staleTime: 60 * 60 * 1000,
  });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
