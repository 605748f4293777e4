import { useId } from 'react';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { paths } from '@/config/paths';
import { PaymentsTable } from './payments-table';

type CampaignPaymentsDialogProps = {
  /** The campaign whose payments are shown; null keeps the dialog closed. */
  campaign: { _id: string; petName: string } | null;
  onClose: () => void;
};

/** An admin's view of one campaign's payments, each refundable. */
export function CampaignPaymentsDialog({ campaign, onClose }: CampaignPaymentsDialogProps) {
  const titleId = useId();
  const open = campaign !== null;

  return (
    <ModalDialog
      open={open}
      onCancel={onClose}
      labelledBy={titleId}
      className="flex w-full max-w-5xl flex-col gap-4"
    >
      <h2 id={titleId} className="text-2xl font-bold">
        Donations{campaign ? ` for ${campaign.petName}` : ''}
      </h2>
      {campaign && (
        <PaymentsTable
          key={campaign._id}
          canRefund
          campaignId={campaign._id}
          label={`Donations for ${campaign.petName}`}
          pageSize={10}
          pagesKeptIn="state"
          refundAction={paths.dashboard.paymentHistory.getHref()}
        />
      )}
      <div className="modal-action">
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
