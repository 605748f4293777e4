import type { UpdateAdoptionStatus } from '@pet-adoption/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

/** Reject (owner) or remove (admin). */
export function useDeleteAdoptionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) => (await requests()).deleteAdoptionRequest(requestId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['adoptions'] }),
  });
}

/** The pet becomes adopted, this request accepted and the pet's other requests declined. */
export function useAcceptAdoptionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) => (await requests()).acceptAdoptionRequest(requestId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['adoptions'] });
      void queryClient.invalidateQueries({ queryKey: ['pets'] });
    },
  });
}

/** The owner marks a request reviewing, or declines it (with the reason the applicant sees). */
export function useUpdateAdoptionStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      requestId,
      change,
    }: {
      requestId: string;
      change: UpdateAdoptionStatus;
    }) => (await requests()).updateAdoptionStatus(requestId, change),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['adoptions'] }),
  });
}

/** The adopter takes back an open request: it stays in the list, withdrawn. */
export function useWithdrawAdoptionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requestId: string) => (await requests()).withdrawAdoptionRequest(requestId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['adoptions'] }),
  });
}

/** The pets offered after the decline of `requestId`; under 'adoptions', so a new request refreshes them. */
export function getSimilarPetsQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: ['adoptions', 'similar', requestId],
    queryFn: async ({ signal }) => (await requests()).getSimilarPets(requestId, { signal }),
  });
}

/** Apply for a similar pet in one step with what the declined request sent. */
export function useReapply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ requestId, petId }: { requestId: string; petId: string }) =>
      (await requests()).reapply(requestId, petId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['adoptions'] }),
  });
}
