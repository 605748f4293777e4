import {
  ADOPTION_CONTACT_RETENTION_DAYS,
  adoptionTexts,
  listerSeesAdopterDetails,
  texts,
  type AdoptionRequest,
} from '@pet-adoption/shared';
import { RowThumbnail } from '@/components/ui/row-thumbnail';

const STATUS_BADGE: Record<AdoptionRequest['status'], string> = {
  pending: 'badge-warning',
  reviewing: 'badge-info',
  accepted: 'badge-success',
  declined: 'badge-ghost',
  withdrawn: 'badge-ghost',
  cancelled: 'badge-ghost',
};

/** The pet a request is about: its card-size picture and name. */
export function RequestPetCell({ request }: { request: AdoptionRequest }) {
  return (
    // Picture above the name up to wide screens, so the row's actions fit without scrolling.
    <div className="flex flex-col items-start gap-1 2xl:min-w-44 2xl:flex-row 2xl:items-center 2xl:gap-3">
      <RowThumbnail image={request.image} />
      <span className="font-medium">{request.petName}</span>
    </div>
  );
}

export function RequestStatusBadge({ status }: { status: AdoptionRequest['status'] }) {
  return (
    <span className={`badge whitespace-nowrap ${STATUS_BADGE[status]}`}>
      {adoptionTexts.statusLabels[status]}
    </span>
  );
}

/**
 * A request's phone or address, or why it is gone: removed from the lister's copy once withdrawn
 * or declined, and from everyone's after the retention period.
 */
export function RequestContact({
  value,
  status,
}: {
  value: string;
  status: AdoptionRequest['status'];
}) {
  if (value !== '') return <>{value}</>;
  const why =
    (status === 'withdrawn' || status === 'declined') && !listerSeesAdopterDetails(status)
      ? texts.adoptionRequests.contactRemoved(status)
      : texts.adoptionRequests.contactErased(ADOPTION_CONTACT_RETENTION_DAYS);
  return <span className="text-sm text-base-content/70">{why}</span>;
}
