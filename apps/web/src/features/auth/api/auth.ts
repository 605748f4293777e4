import { queryOptions, useQuery } from '@tanstack/react-query';

/*
 * The calls and their schemas load with the first call (the rule is in
 * features/pets/api/pets.ts). The auth provider and the sign-in popup call them outside a
 * query, and load them the same way.
 */
const requests = () => import('./auth-requests');

export type { SessionUser, Visitor } from './auth-requests';

export function getIsAdminQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['users', 'admin', email],
    queryFn: async ({ signal }) => (await requests()).isAdmin(email, { signal }),
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

export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ['config'],
    queryFn: async ({ signal }) => (await requests()).getPublicConfig({ signal }),
    // Which providers a deployment has changes only with a restart.
    staleTime: Infinity,
  });
}

export function usePublicConfig() {
  return useQuery(getPublicConfigQueryOptions());
}
