import { petSearchQuery, type PetSearch } from '@pet-adoption/shared';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

/*
 * Every feature's API comes in two files: this one, with the query keys, options and hooks the
 * screens use, and `pet-requests.ts`, with the calls and the zod schemas their answers are
 * checked against. The second loads with the first call. A page's data comes with its HTML,
 * so a first visit to Home calls nothing and loads neither the requests nor zod.
 */
const requests = () => import('./pet-requests');

/**
 * The public listing for a search, one page at a time (adopted pets left out). Keyed by the
 * search's address, so two spellings of one search share their pages.
 */
export function getPetsInfiniteQueryOptions(search: PetSearch) {
  return infiniteQueryOptions({
    queryKey: ['pets', 'list', petSearchQuery(search)],
    queryFn: async ({ pageParam, signal }) =>
      (await requests()).getPetListingPage(search, { cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The last search's cards stay, marked as placeholders, while the next search's come. */
export function usePetsInfinite(search: PetSearch) {
  return useInfiniteQuery({
    ...getPetsInfiniteQueryOptions(search),
    placeholderData: keepPreviousData,
  });
}

export const NEWEST_PETS_COUNT = 6;

/** The public listing is newest first and leaves out adopted pets. */
export function getNewestPetsQueryOptions() {
  return queryOptions({
    queryKey: ['pets', 'newest'],
    queryFn: async ({ signal }) =>
      (await requests()).getNewestPets({ limit: NEWEST_PETS_COUNT, signal }),
  });
}

export function useNewestPets() {
  return useQuery(getNewestPetsQueryOptions());
}

/** A dashboard table's list: my pets (`email`) or every pet (admins), adopted included. */
export type OwnedPetsFilter = { email?: string; cursor?: string; limit?: number };

/** Rows of a pet table's page: the page the server renders asks for the same first one. */
export const PETS_TABLE_PAGE_SIZE = 10;

export function getOwnedPetsQueryOptions({
  email,
  cursor,
  limit = PETS_TABLE_PAGE_SIZE,
}: OwnedPetsFilter) {
  return queryOptions({
    queryKey: ['pets', 'table', { email, cursor, limit }],
    queryFn: async ({ signal }) =>
      (await requests()).getOwnedPetsPage({ email, cursor, limit, signal }),
    staleTime: 0,
  });
}

export function useOwnedPets(filter: OwnedPetsFilter, enabled = true) {
  return useQuery({ ...getOwnedPetsQueryOptions(filter), enabled });
}

export function getPetQueryOptions(petId: string) {
  return queryOptions({
    queryKey: ['pets', 'detail', petId],
    queryFn: async ({ signal }) => (await requests()).getPet(petId, { signal }),
  });
}

export function usePet(petId: string) {
  return useQuery(getPetQueryOptions(petId));
}

export function formatAge(months: number) {
  return `${months} ${months === 1 ? 'month' : 'months'}`;
}
