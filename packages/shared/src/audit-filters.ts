/**
 * The filters of the audit log, as query parameter names: the same on GET /api/audit and on
 * /dashboard/auditLog, whose filter form is a plain GET form (it works without scripts).
 * Apart from audit.ts so that the pages table reads them without loading any schema.
 */
export const AUDIT_FILTER_PARAMS = ['adminId', 'action', 'from', 'to'] as const;
export type AuditFilterParam = (typeof AUDIT_FILTER_PARAMS)[number];
export type AuditFilters = Partial<Record<AuditFilterParam, string>>;

/** The filters an address names, without the empty ones an unfilled form field sends. */
export function auditFiltersOf(params: URLSearchParams): AuditFilters {
  const filters: AuditFilters = {};
  for (const name of AUDIT_FILTER_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return filters;
}
