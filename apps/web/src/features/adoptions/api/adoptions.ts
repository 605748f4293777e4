import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdoptionRequestsFilter } from './adoption-requests';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./adoption-requests');

/** Requests received for my pets (`email`) or sent by me (`adoptorEmail`). */
export function getAdoptionRequestsQueryOptions(filter: AdoptionRequestsFilter) {
  return queryOptions({
    queryKey: ['adoptions', filter],
    queryFn: async ({ signal }) => (await requests()).getAdoptionRequests(filter, { signal }),
    staleTime: 0,
  });
}

export function useReceivedRequests(email: string) {
  return useQuery({ ...getAdoptionRequestsQueryOptions({ email }), enabled: email !== '' });
}

export function useSentRequests(adoptorEmail: string) {
  return useQuery({
    ...getAdoptionRequestsQueryOptions({ adoptorEmail }),
    enabled: adoptorEmail !== '',
  });
}

/** The pets offered after the decline of `requestId`; under 'adoptions', so a new request refreshes them. */
export function getSimilarPetsQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: ['adoptions', 'similar', requestId],
    queryFn: async ({ signal }) => (await requests()).getSimilarPets(requestId, { signal }),
  });
}
