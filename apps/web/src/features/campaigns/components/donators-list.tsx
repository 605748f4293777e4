import type { Donator } from '@pet-adoption/shared';
import type { ReactNode } from 'react';
import { LoadMore } from '@/components/ui/load-more';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { useDonators } from '../api/campaigns';

/**
 * A campaign's donators as they load, a page at a time, or the word that nobody gave yet: the
 * View Donator dialog's and page's list. `moreHref` gives Load more's link (the page's address
 * with one page more) from how many pages are shown and the last donation's id; `above` goes
 * over the table once there is one.
 */
export function DonatorsList({
  donators,
  moreHref,
  above,
}: {
  donators: ReturnType<typeof useDonators>;
  moreHref?: (shownPages: number, lastId: string) => string | undefined;
  above?: ReactNode;
}) {
  return (
    <QueryBoundary
      query={donators}
      pending={<Spinner label="Loading donators" className="mx-auto block" />}
    >
      {(data) => {
        const rows = data.pages.flatMap((page) => page.items);
        const total = data.pages[0]?.total ?? null;
        const last = rows.at(-1);
        if (last === undefined) {
          return <p className="rounded-box bg-base-200 p-6 text-center">No donations yet.</p>;
        }
        return (
          <>
            {above}
            <DonatorsTable donators={rows} />
            <LoadMore
              query={donators}
              moreHref={moreHref?.(data.pages.length, last._id)}
              loadingText="Loading more donations"
              endText={`That is every donation${total !== null ? ` (${total})` : ''}.`}
            />
          </>
        );
      }}
    </QueryBoundary>
  );
}

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
