import { auditFiltersOf, texts } from '@pet-adoption/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { auditFilterErrors } from '../filter-errors';
import { type AdminOption, AuditFilterForm } from './audit-filter-form';
import { AuditTable } from './audit-table';

const t = texts.audit;

/**
 * auditLog (admins): what admins did and when they signed in, newest first, filtered by admin,
 * action and days. `admins` fills the Admin filter (the route reads them from the users).
 */
export function AuditLogScreen({ admins }: { admins: readonly AdminOption[] }) {
  const [params] = useSearchParams();
  const search = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed on the address's text
  const filters = useMemo(() => auditFiltersOf(params), [search]);
  const errors = auditFilterErrors(filters);
  const valid = Object.keys(errors).length === 0;

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(t.heading)} />
      <PageHeading>{t.heading}</PageHeading>
      <p className="max-w-prose">
        Every admin action on someone else&rsquo;s record, and every sign-in of an admin: who, what,
        which record, when, from which address, and what changed. Entries cannot be changed or
        deleted.
      </p>
      <AuditFilterForm filters={filters} admins={admins} errors={errors} />
      {valid ? (
        <AuditTable filters={filters} />
      ) : (
        <p role="alert" className="alert alert-error">
          These filters cannot be used. Correct them above, or clear them.
        </p>
      )}
    </div>
  );
}
