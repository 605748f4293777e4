import {
  AdoptionRequestSchema,
  DeletedSchema,
  InsertedSchema,
  ModifiedSchema,
  type CreateAdoptionRequest,
} from '@pet-adoption/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

const RequestsSchema = z.array(AdoptionRequestSchema);

/** Requests received for my pets (`email`) or sent by me (`adoptorEmail`). */
export function getAdoptionRequestsQueryOptions(
  filter: { email: string } | { adoptorEmail: string },
) {
  return queryOptions({
    queryKey: ['adoptions', filter],
    queryFn: ({ signal }) => api.get('/adoptionUsers', RequestsSchema, { signal, query: filter }),
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

export function useCreateAdoptionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateAdoptionRequest) =>
      api.post('/adoptionUsers', request, InsertedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['adoptions'] }),
  });
}

/** Reject (owner), withdraw (adopter) or remove (admin). */
export function useDeleteAdoptionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.delete(`/adoptionUsers/${encodeURIComponent(requestId)}`, DeletedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['adoptions'] }),
  });
}

/** The pet becomes adopted, this request accepted and the pet's other requests declined. */
export function useAcceptAdoptionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.patch(`/adoptionUsers/${encodeURIComponent(requestId)}/accept`, {}, ModifiedSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['adoptions'] });
      void queryClient.invalidateQueries({ queryKey: ['pets'] });
    },
  });
}
