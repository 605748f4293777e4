import { AdminCheckSchema } from '@pet-adoption/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Admin status comes from the server, asked by e-mail. */
export function getIsAdmin(email: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get(`/users/admin/${encodeURIComponent(email)}`, AdminCheckSchema, { signal });
}

export function getIsAdminQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['users', 'admin', email],
    queryFn: async ({ signal }) => (await getIsAdmin(email, { signal })).admin,
    // Asked again whenever the dashboard opens: a promotion (or a ban, which answers 403 and
    // signs the person out) takes effect without a reload.
    staleTime: 0,
  });
}

/** `isAdmin` is undefined while the answer is on its way (or nobody is signed in). */
export function useAdmin(email: string | undefined) {
  const query = useQuery({ ...getIsAdminQueryOptions(email ?? ''), enabled: Boolean(email) });
  return { isAdmin: query.data, isPending: Boolean(email) && query.isPending };
}
