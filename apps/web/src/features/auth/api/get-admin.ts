import { AdminCheckSchema } from '@pet-adoption/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** SPEC §6: admin status comes from the server, asked by e-mail. */
export function getIsAdmin(email: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/users/admin/${encodeURIComponent(email)}`, AdminCheckSchema, { signal });
}

export function getIsAdminQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['users', 'admin', email],
    queryFn: async ({ signal }) => (await getIsAdmin(email, { signal })).admin,
  });
}

/** `isAdmin` is undefined while the answer is on its way (or nobody is signed in). */
export function useAdmin(email: string | undefined) {
  const query = useQuery({ ...getIsAdminQueryOptions(email ?? ''), enabled: Boolean(email) });
  return { isAdmin: query.data, isPending: Boolean(email) && query.isPending };
}
