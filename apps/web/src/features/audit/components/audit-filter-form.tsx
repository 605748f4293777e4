import {
  AUDIT_ACTIONS,
  AUDIT_FILTER_PARAMS,
  auditActionLabels,
  type AuditFilters,
  texts,
} from '@pet-adoption/shared';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { paths } from '@/config/paths';

/** An admin the Admin filter offers. */
export type AdminOption = { _id: string; name: string; email: string };

type AuditFilterFormProps = {
  filters: AuditFilters;
  admins: readonly AdminOption[];
  errors: Record<string, string>;
};

/**
 * The log's filters: a plain GET form of the page, so it works without scripts (the address
 * carries the filters, the route's loader reads them). With scripts it navigates in place and
 * leaves out the fields left empty.
 */
export function AuditFilterForm({ filters, admins, errors }: AuditFilterFormProps) {
  const navigate = useNavigate();
  const path = paths.dashboard.auditLog.getHref();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const chosen: AuditFilters = {};
    for (const name of AUDIT_FILTER_PARAMS) {
      const value = form.get(name);
      if (typeof value === 'string' && value !== '') chosen[name] = value;
    }
    void navigate(paths.dashboard.auditLog.getHref(chosen), { preventScrollReset: true });
  };

  // An admin in the address who is not in the list (no longer an admin) stays choosable.
  const listed = admins.some((admin) => admin._id === filters.adminId);

  return (
    <form
      role="search"
      aria-label="Filter the audit log"
      method="get"
      action={path}
      onSubmit={onSubmit}
      // A new address (Clear, Back) shows its own filters in the fields.
      key={JSON.stringify(filters)}
      className="grid gap-4 rounded-box border border-base-300 p-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <SelectField
        label="Admin"
        name="adminId"
        defaultValue={filters.adminId ?? ''}
        error={errors.adminId}
      >
        <option value="">All admins</option>
        {admins.map((admin) => (
          <option key={admin._id} value={admin._id}>
            {`${admin.name} (${admin.email})`}
          </option>
        ))}
        {filters.adminId !== undefined && !listed && (
          <option value={filters.adminId}>{filters.adminId}</option>
        )}
      </SelectField>
      <SelectField
        label="Action"
        name="action"
        defaultValue={filters.action ?? ''}
        error={errors.action}
      >
        <option value="">All actions</option>
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {auditActionLabels[action]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="From"
        name="from"
        type="date"
        defaultValue={filters.from ?? ''}
        hint="The first day, in UTC"
        error={errors.from}
      />
      <TextField
        label="To"
        name="to"
        type="date"
        defaultValue={filters.to ?? ''}
        hint="The last day, in UTC, included"
        error={errors.to}
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2 xl:col-span-4">
        <button type="submit" className="btn btn-primary">
          {texts.audit.filter}
        </button>
        <Link to={path} className="link">
          {texts.audit.clear}
        </Link>
      </div>
    </form>
  );
}
