import { AuditListQuerySchema, type AuditFilters, fieldErrorsOf } from '@pet-adoption/shared';

/**
 * What is wrong with the filters an address names, by field (a day that is not one, an action
 * the log does not know, a last day before the first); empty when they can be asked for. The
 * form's own fields cannot send such values, an edited address can.
 */
export function auditFilterErrors(filters: AuditFilters): Record<string, string> {
  const checked = AuditListQuerySchema.safeParse(filters);
  return checked.success ? {} : fieldErrorsOf(checked.error.issues);
}
