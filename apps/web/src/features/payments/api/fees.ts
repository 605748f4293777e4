import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./fee-requests');

/*
 * Under the adoptions feature's key ('adoptions'), named here, not imported: whatever changes a
 * request there (accepted, withdrawn) refreshes this screen too, and the other way round.
 */
export function getSentRequestsQueryOptions(adoptorEmail: string) {
  return queryOptions({
    queryKey: ['adoptions', 'complete', adoptorEmail],
    queryFn: async ({ signal }) => (await requests()).getSentRequests(adoptorEmail, { signal }),
    staleTime: 0,
  });
}

export function useSentRequest(adoptorEmail: string, requestId: string) {
  return useQuery({
    ...getSentRequestsQueryOptions(adoptorEmail),
    enabled: adoptorEmail !== '',
    select: (items) => items.find((item) => item._id === requestId) ?? null,
  });
}

export function getAdoptionTermsQueryOptions(petId: string) {
  return queryOptions({
    queryKey: ['adoptions', 'terms', petId],
    queryFn: async ({ signal }) => (await requests()).getAdoptionTerms(petId, { signal }),
  });
}

export function useAdoptionTerms(petId: string, enabled: boolean) {
  return useQuery({ ...getAdoptionTermsQueryOptions(petId), enabled });
}

/** After a fee: the request (paid now) and payment history are out of date. */
export function useInvalidateFee() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['adoptions'] }),
      queryClient.invalidateQueries({ queryKey: ['payments'] }),
    ]);
}
