import { auditFiltersOf, currentCursor } from '@pet-adoption/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { getAuditQueryOptions } from '@/features/audit/api/audit';
import { AuditLogScreen } from '@/features/audit/components/audit-log-screen';
import { auditFilterErrors } from '@/features/audit/filter-errors';
import { getUsersQueryOptions, useUsers } from '@/features/users/api/users';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The page of the log the address names, as filtered, and the admins to filter by. */
export function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const filters = auditFiltersOf(params);
  const valid = Object.keys(auditFilterErrors(filters)).length === 0;
  return prefetchPage((queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(getUsersQueryOptions()),
      valid && queryClient.fetchQuery(getAuditQueryOptions(filters, currentCursor(params))),
    ]),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** Two features meet here: the log, and the users it offers as admins to filter by. */
export default function AuditLogRoute() {
  const users = useUsers();
  const admins = (users.data ?? []).filter((user) => user.role === 'admin');
  return <AuditLogScreen admins={admins} />;
}
