import { DeletedSchema, ModifiedSchema, UserSchema, type User } from '@pet-adoption/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

const UsersSchema = z.array(UserSchema);

/** GET /users (admin only). */
export function getUsers({ signal }: { signal?: AbortSignal } = {}) {
  return api.get('/users', UsersSchema, { signal });
}

export function getUsersQueryOptions() {
  return queryOptions({
    queryKey: ['users', 'list'],
    queryFn: ({ signal }) => getUsers({ signal }),
    // Admins act on this list; show changes made elsewhere as soon as they come back to it.
    staleTime: 0,
  });
}

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}

/** PATCH /users/admin/{id} → modifiedCount. */
export function makeAdmin(userId: string) {
  return api.patch(`/users/admin/${encodeURIComponent(userId)}`, {}, ModifiedSchema);
}

export function useMakeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => makeAdmin(user._id),
    onSuccess: (_result, user) => {
      // Show the new role at once; the refetch confirms it.
      queryClient.setQueryData(getUsersQueryOptions().queryKey, (users) =>
        users?.map((each) => (each._id === user._id ? { ...each, role: 'admin' as const } : each)),
      );
      return queryClient.invalidateQueries({ queryKey: ['users'] });
    },
  });
}

/** DELETE /users/{id} → deletedCount. The server bans; the person's records stay. */
export function banUser(userId: string) {
  return api.delete(`/users/${encodeURIComponent(userId)}`, DeletedSchema);
}

export function useBanUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (user: User) => banUser(user._id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }),
  });
}
