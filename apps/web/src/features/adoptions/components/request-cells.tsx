import { cardImage, type AdoptionRequest } from '@pet-adoption/shared';

const STATUS_BADGE: Record<AdoptionRequest['status'], string> = {
  pending: 'badge-warning',
  accepted: 'badge-success',
  declined: 'badge-ghost',
};

/** The pet a request is about: its card-size picture and name. */
export function RequestPetCell({ request }: { request: AdoptionRequest }) {
  return (
    // Picture above the name on phones, so the row's actions fit without scrolling.
    <div className="flex flex-col items-start gap-1 sm:min-w-44 sm:flex-row sm:items-center sm:gap-3">
      <img
        src={cardImage(request.image)}
        alt=""
        width={64}
        height={48}
        loading="lazy"
        className="h-12 w-16 rounded object-cover"
      />
      <span className="font-medium">{request.petName}</span>
    </div>
  );
}

export function RequestStatusBadge({ status }: { status: AdoptionRequest['status'] }) {
  return <span className={`badge ${STATUS_BADGE[status]}`}>{status}</span>;
}
