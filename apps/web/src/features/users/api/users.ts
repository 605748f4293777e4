import { queryOptions, useQuery } from '@tanstack/react-query';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./user-requests');

export function getUsersQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'list'],
    queryFn: async ({ signal }) => (await requests()).getUsers({ signal }),
    // Admins act on this list; show changes made elsewhere as soon as they come back to it.
    staleTime: 0,
  });
}

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}
