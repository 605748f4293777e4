import { texts, type Campaign } from '@pet-adoption/shared';
import { useId } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { formatMoney } from '@/lib/format';
import { donateBlockedReason } from '../utils/campaign-state';
import { CampaignProgress } from './campaign-progress';

type DonateDialogProps = {
  campaign: Campaign;
  open: boolean;
  onClose: () => void;
  /** Goes on to the payment screen for this campaign. */
  onDonate: () => void;
};

/**
 * The Donate Now modal. Its Donate button leads to the payment screen and is enabled only while the
 * campaign can take money; otherwise the modal says why.
 */
export function DonateDialog({ campaign, open, onClose, onDonate }: DonateDialogProps) {
  const titleId = useId();
  const reasonId = useId();
  const blocked = donateBlockedReason(campaign);

  return (
    <ModalDialog
      open={open}
      onCancel={onClose}
      labelledBy={titleId}
      className="flex flex-col gap-4"
    >
      <h2 id={titleId} className="text-2xl font-bold">
        Donate to {campaign.petName}
      </h2>
      <p>
        The goal is {formatMoney(campaign.maximumDonation)}.
        {!blocked && ' On the next screen you choose the amount and pay by card.'}
      </p>
      <CampaignProgress campaign={campaign} />
      {blocked && (
        <p id={reasonId} className="alert alert-warning">
          {blocked}
        </p>
      )}
      <div className="modal-action">
        <button
          type="button"
          className="btn btn-primary"
          disabled={blocked !== null}
          aria-describedby={blocked ? reasonId : undefined}
          onClick={onDonate}
        >
          {texts.campaigns.donate}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </ModalDialog>
  );
}
