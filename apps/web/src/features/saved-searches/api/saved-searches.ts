import type { CreateSavedSearch, UpdateSavedSearch } from '@pet-adoption/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./saved-search-requests');

export function getSavedSearchesQueryOptions() {
  return queryOptions({
    queryKey: ['saved-searches'],
    queryFn: async ({ signal }) => (await requests()).getSavedSearches({ signal }),
    staleTime: 0,
  });
}

export function useSavedSearches() {
  return useQuery(getSavedSearchesQueryOptions());
}

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['saved-searches'] });
}

export function useSaveSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (search: CreateSavedSearch) => (await requests()).createSavedSearch(search),
    onSuccess: refresh,
  });
}

export function useUpdateSavedSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: string; changes: UpdateSavedSearch }) =>
      (await requests()).updateSavedSearch(id, changes),
    onSuccess: refresh,
  });
}

export function useDeleteSavedSearch() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (id: string) => (await requests()).deleteSavedSearch(id),
    onSuccess: refresh,
  });
}
