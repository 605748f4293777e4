import {
  DeletedSchema,
  InsertedSchema,
  ModifiedSchema,
  petListingPageQuery,
  PetSchema,
  type CreatePet,
  type PetFilters,
  type UpdatePet,
} from '@pet-adoption/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api, getPage } from '@/lib/api-client';

/**
 * GET /api/petListing, one page at a time (newest first; adopted pets left out). The list is
 * public, so the call carries no token: the server, which has none, asks for the first page the
 * same way while it renders Pet listing, and the browser goes on from there.
 */
export function getPetsInfiniteQueryOptions(filters: PetFilters) {
  return infiniteQueryOptions({
    queryKey: ['pets', 'list', filters],
    queryFn: ({ pageParam, signal }) =>
      getPage('/petListing', PetSchema, {
        signal,
        authenticated: false,
        query: petListingPageQuery(filters, pageParam ?? undefined),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function usePetsInfinite(filters: PetFilters) {
  return useInfiniteQuery(getPetsInfiniteQueryOptions(filters));
}

export const NEWEST_PETS_COUNT = 6;

/** GET /api/petListing?limit=6: the public listing is newest first and leaves out adopted pets. */
export function getNewestPetsQueryOptions() {
  return queryOptions({
    queryKey: ['pets', 'newest'],
    queryFn: ({ signal }) =>
      api.get('/petListing', z.array(PetSchema), { signal, query: { limit: NEWEST_PETS_COUNT } }),
  });
}

export function useNewestPets() {
  return useQuery(getNewestPetsQueryOptions());
}

/** A dashboard table's list: my pets (`email`) or every pet (admins), adopted included. */
export type OwnedPetsFilter = { email?: string; cursor?: string; limit?: number };

export function getOwnedPetsQueryOptions({ email, cursor, limit = 10 }: OwnedPetsFilter) {
  return queryOptions({
    queryKey: ['pets', 'table', { email, cursor, limit }],
    queryFn: ({ signal }) =>
      getPage('/petListing', PetSchema, {
        signal,
        query: { email, cursor, limit, includeAdopted: true },
      }),
    staleTime: 0,
  });
}

export function useOwnedPets(filter: OwnedPetsFilter, enabled = true) {
  return useQuery({ ...getOwnedPetsQueryOptions(filter), enabled });
}

export function getPetQueryOptions(petId: string) {
  return queryOptions({
    queryKey: ['pets', 'detail', petId],
    // Loaded by id without a token: the page works signed out, and the server asks the same way
    // while it renders Pet details.
    queryFn: ({ signal }) =>
      api.get(`/petListing/${encodeURIComponent(petId)}`, PetSchema, {
        signal,
        authenticated: false,
      }),
  });
}

export function usePet(petId: string) {
  return useQuery(getPetQueryOptions(petId));
}

export function useCreatePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pet: CreatePet) => api.post('/petListing', pet, InsertedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pets'] }),
  });
}

export function useUpdatePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ petId, changes }: { petId: string; changes: UpdatePet }) =>
      api.patch(`/petListing/${encodeURIComponent(petId)}`, changes, ModifiedSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pets'] }),
  });
}

export function useDeletePet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (petId: string) =>
      api.delete(`/petListing/${encodeURIComponent(petId)}`, DeletedSchema),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['pets'] });
      void queryClient.invalidateQueries({ queryKey: ['adoptions'] });
    },
  });
}

export function formatAge(months: number) {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}
