import { ModifiedSchema, type User } from '@pet-adoption/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getUsersQueryOptions } from './get-users';

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
