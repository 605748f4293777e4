import { UserSchema } from '@pet-adoption/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
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
