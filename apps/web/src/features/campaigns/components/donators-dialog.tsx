import type { Campaign } from '@pet-adoption/shared';
import { useId } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { LoadError } from '@/components/ui/load-error';
import { LoadMore } from '@/components/ui/load-more';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useDonators } from '../api/campaigns';

type DonatorsDialogProps = {
  /** The campaign whose donors are shown; null keeps the dialog closed. */
  campaign: Campaign | null;
  onClose: () => void;
};

/**
 * The View Donator modal: who gave how much and when (succeeded donations only), newest first, a
 * page at a time as the list scrolls.
 */
export function DonatorsDialog({ campaign, onClose }: DonatorsDialogProps) {
  const titleId = useId();
  const open = campaign !== null;
  const donators = useDonators(campaign?._id ?? '', open);
  const rows = donators.data?.pages.flatMap((page) => page.items) ?? [];
  const total = donators.data?.pages[0]?.total ?? null;

  return (
    <ModalDialog
      open={open}
      onCancel={onClose}
      labelledBy={titleId}
      className="flex max-w-2xl flex-col gap-4"
    >
      <h2 id={titleId} className="text-2xl font-bold">
        Donators{campaign ? ` for ${campaign.petName}` : ''}
      </h2>
      {!open ? null : donators.isPending ? (
        <Spinner label="Loading donators" className="mx-auto block" />
      ) : donators.isError ? (
        <LoadError message={donators.error.message} onRetry={() => void donators.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center">No donations yet.</p>
      ) : (
        <>
          <TableRegion label="Donators" nowrap columns={['Email', 'Name', 'Amount', 'Date']}>
            {rows.map((donator) => (
              <tr key={donator._id}>
                <td>{donator.email}</td>
                <td>{donator.name}</td>
                <td>{formatMoney(donator.amount)}</td>
                <td>
                  <time dateTime={donator.date}>{formatDateTime(donator.date)}</time>
                </td>
              </tr>
            ))}
          </TableRegion>
          <LoadMore
            query={donators}
            loadingText="Loading more donations"
            endText={`That is every donation${total !== null ? ` (${total})` : ''}.`}
          />
        </>
      )}
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
