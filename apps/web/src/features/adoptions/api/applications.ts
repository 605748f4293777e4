import { queryOptions, useQuery } from '@tanstack/react-query';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./application-requests');

export function getApplicationSettingsQueryOptions() {
  return queryOptions({
    queryKey: ['application-settings'],
    queryFn: async ({ signal }) => (await requests()).getApplicationSettings({ signal }),
  });
}

export function useApplicationSettings() {
  return useQuery(getApplicationSettingsQueryOptions());
}

export function getAdopterProfileQueryOptions() {
  return queryOptions({
    queryKey: ['adopter-profile'],
    queryFn: async ({ signal }) => (await requests()).getAdopterProfile({ signal }),
  });
}

export function useAdopterProfile() {
  return useQuery(getAdopterProfileQueryOptions());
}

/** The lister's questions and terms for one pet, asked afresh each time Adopt Now opens. */
export function getPetApplicationQueryOptions(petId: string) {
  return queryOptions({
    queryKey: ['pet-application', petId],
    queryFn: async ({ signal }) => (await requests()).getPetApplication(petId, { signal }),
    staleTime: 0,
  });
}

/** `enabled` false for a visitor who may not ask (signed out): the API answers the signed in. */
export function usePetApplication(petId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPetApplicationQueryOptions(petId), enabled });
}
