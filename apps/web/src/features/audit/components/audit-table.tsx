import {
  auditActionLabels,
  type AuditFilters,
  type AuditTargetType,
  texts,
} from '@pet-adoption/shared';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { formatDateTime } from '@/lib/format';
import { useAuditLog } from '../api/audit';
import { AuditChanges } from './audit-changes';

/** What kind of record an entry is about, before its label. */
const TARGET_TYPES = {
  user: 'User',
  pet: 'Pet',
  campaign: 'Campaign',
  payment: 'Payment',
  contactMessages: 'Contact messages',
  monthlyGift: 'Monthly gift',
  adoptionRequest: 'Adoption request',
  shelter: 'Shelter',
} as const satisfies Record<AuditTargetType, string>;

/** The log, newest first, a page at a time; Previous and Next keep the filters. */
export function AuditTable({ filters }: { filters: AuditFilters }) {
  const pages = useCursorPages('address', filters);
  const entries = useAuditLog(filters, pages.cursor);
  const filtered = Object.keys(filters).length > 0;

  return (
    <QueryBoundary
      query={entries}
      pending={<Spinner label="Loading the audit log" className="mx-auto block" />}
    >
      {({ items, nextCursor, total }) => {
        if (items.length === 0 && pages.page === 1) {
          return <p>{filtered ? texts.audit.noneFiltered : texts.audit.none}</p>;
        }
        return (
          <div className="flex flex-col gap-4">
            {total !== null && (
              <p className="text-sm">{total === 1 ? '1 entry' : `${total} entries`}</p>
            )}
            <TableRegion
              label={texts.audit.heading}
              columns={['When', 'Admin', 'Action', 'Record', 'Client address', 'Changes']}
            >
              {items.map((entry) => (
                <tr key={entry._id} className="align-top">
                  <td className="whitespace-nowrap">
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td className="min-w-52">
                    <span className="block font-semibold">{entry.adminName}</span>
                    <span className="block break-all text-sm">{entry.adminEmail}</span>
                  </td>
                  <td>{auditActionLabels[entry.action]}</td>
                  <td className="min-w-40">
                    <span className="block text-sm">{TARGET_TYPES[entry.targetType]}</span>
                    <span className="block break-words">{entry.targetLabel}</span>
                  </td>
                  <td className="font-mono text-sm whitespace-nowrap">
                    {entry.clientAddress ?? 'unknown'}
                  </td>
                  <td>
                    <AuditChanges entry={entry} />
                  </td>
                </tr>
              ))}
            </TableRegion>
            <CursorPager pages={pages} nextCursor={nextCursor} />
          </div>
        );
      }}
    </QueryBoundary>
  );
}
