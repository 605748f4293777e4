import type { Campaign } from '@pet-adoption/shared';
import { useId } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { LoadMore } from '@/components/ui/load-more';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { Spinner } from '@/components/ui/spinner';
import { useDonators } from '../api/campaigns';
import { DonatorsTable } from './donators-table';
import { DownloadDonations } from './download-donations';

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
      {open && (
        <QueryBoundary
          query={donators}
          pending={<Spinner label="Loading donators" className="mx-auto block" />}
        >
          {(data) => {
            const rows = data.pages.flatMap((page) => page.items);
            const total = data.pages[0]?.total ?? null;
            if (rows.length === 0) {
              return <p className="rounded-box bg-base-200 p-6 text-center">No donations yet.</p>;
            }
            return (
              <>
                <DonatorsTable donators={rows} />
                <LoadMore
                  query={donators}
                  loadingText="Loading more donations"
                  endText={`That is every donation${total !== null ? ` (${total})` : ''}.`}
                />
              </>
            );
          }}
        </QueryBoundary>
      )}
      <div className="modal-action">
        {campaign && <DownloadDonations campaign={campaign} />}
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
