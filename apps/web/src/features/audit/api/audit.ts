import type { AuditFilters } from '@pet-adoption/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./audit-requests');

export const AUDIT_PAGE_LIMIT = 25;

/** One page of the audit log as filtered: newest first. */
export function getAuditQueryOptions(filters: AuditFilters, cursor: string | undefined) {
  return queryOptions({
    queryKey: ['audit', { filters, cursor }],
    queryFn: async ({ signal }) =>
      (await requests()).getAuditPage({ filters, cursor, limit: AUDIT_PAGE_LIMIT, signal }),
    // Admins act all the time; the log an admin opens should be the log as it is.
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useAuditLog(filters: AuditFilters, cursor: string | undefined) {
  return useQuery(getAuditQueryOptions(filters, cursor));
}
