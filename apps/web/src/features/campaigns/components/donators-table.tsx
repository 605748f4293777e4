import type { Donator } from '@pet-adoption/shared';
import { TableRegion } from '@/components/ui/table-region';
import { formatDateTime, formatMoney } from '@/lib/format';

/** Who gave how much and when, newest first: the View Donator dialog's and page's table. */
export function DonatorsTable({ donators }: { donators: readonly Donator[] }) {
  return (
    <TableRegion label="Donators" nowrap columns={['Email', 'Name', 'Amount', 'Date']}>
      {donators.map((donator) => (
        <tr key={donator._id} id={`donation-${donator._id}`}>
          <td>{donator.email || <span className="text-base-content/70">Hidden</span>}</td>
          <td>
            {donator.name}
            {/* An admin sees who gave anonymously, and that they asked not to be named. */}
            {donator.anonymous && donator.email && (
              <span className="badge badge-ghost badge-sm ms-2">gave anonymously</span>
            )}
          </td>
          <td>{formatMoney(donator.amount)}</td>
          <td>
            <time dateTime={donator.date}>{formatDateTime(donator.date)}</time>
          </td>
        </tr>
      ))}
    </TableRegion>
  );
}
