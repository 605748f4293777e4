import type { Campaign } from '@pet-adoption/shared';
import { useId } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { useDonators } from '../api/campaigns';
import { DonatorsList } from './donators-list';
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
      {open && <DonatorsList donators={donators} />}
      <div className="modal-action">
        {campaign && <DownloadDonations campaign={campaign} />}
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
