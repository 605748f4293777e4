import { DeletedSchema, type User } from '@pet-adoption/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

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
