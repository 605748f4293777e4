import type { User } from '@pet-adoption/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

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

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: User) => (await requests()).makeAdmin(user._id),
    onSuccess: (_result, user) => {
      // Show the new role at once; the refetch confirms it.
      queryClient.setQueryData(getUsersQueryOptions().queryKey, (users) =>
        users?.map((each) => (each._id === user._id ? { ...each, role: 'admin' as const } : each)),
      );
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

/** The server bans; the person's records stay. */
export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (user: User) => (await requests()).banUser(user._id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
