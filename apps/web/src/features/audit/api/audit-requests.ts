import { AuditEntrySchema, type AuditFilters } from '@pet-adoption/shared';
import { getPage } from '@/lib/api-client';

/** GET /api/audit (admins), one page: newest first, the next page's cursor from Link. */
export function getAuditPage({
  filters,
  cursor,
  limit,
  signal,
}: {
  filters: AuditFilters;
  cursor?: string;
  limit: number;
  signal?: AbortSignal;
}) {
  return getPage('/audit', AuditEntrySchema, { signal, query: { ...filters, limit, cursor } });
}
