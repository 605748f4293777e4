import { useLayoutEffect, useId, useRef } from 'react';
import { PaymentsTable } from './payments-table';

type CampaignPaymentsDialogProps = {
  /** The campaign whose payments are shown; null keeps the dialog closed. */
  campaign: { _id: string; petName: string } | null;
  onClose: () => void;
};

/** An admin's view of one campaign's payments, each refundable. */
export function CampaignPaymentsDialog({ campaign, onClose }: CampaignPaymentsDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const open = campaign !== null;

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className="modal modal-bottom sm:modal-middle"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal-box flex w-full max-w-5xl flex-col gap-4">
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
          />
        )}
        <div className="modal-action">
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    </dialog>
  );
}
