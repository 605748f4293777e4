import {
  adoptionTexts,
  happyTailTexts,
  pageHref,
  texts,
  type AdoptionRequest,
} from '@pet-adoption/shared';
import { Link } from 'react-router';
import { ActionName } from '@/components/ui/action-name';
import { formatMoney } from '@/lib/format';
import { RequestStatusBadge } from './request-cells';
import { RequestTimeline } from './request-timeline';

/**
 * Done once the terms are accepted and the fee, if there is one, is paid: a free adoption has
 * no fee to pay (adoptionTexts.noFee), so its `feePaid` stays false.
 */
export const adoptionCompleted = (request: AdoptionRequest) =>
  request.termsAcceptedAt !== null && (request.feePaid || request.adoptionFee <= 0);

/** What became of an accepted request: the way to complete it and its fee, or that it is done. */
function AcceptedNext({ request }: { request: AdoptionRequest }) {
  return (
    <div className="mt-2 flex flex-col items-start gap-1 text-sm">
      {request.adoptionFee > 0 && (
        <span>{adoptionTexts.fee(formatMoney(request.adoptionFee))}</span>
      )}
      {adoptionCompleted(request) ? (
        <>
          <span className="font-semibold">{adoptionTexts.adoptionComplete}</span>
          <Link
            to={pageHref('shareHappyTail', { id: request.petId })}
            className="link whitespace-nowrap"
          >
            <ActionName text={happyTailTexts.share} about={`of ${request.petName}`} />
          </Link>
        </>
      ) : (
        <Link
          to={pageHref('completeAdoption', { id: request._id })}
          className="link link-primary font-semibold whitespace-nowrap"
        >
          <ActionName text={adoptionTexts.completeAdoption} about={`of ${request.petName}`} />
        </Link>
      )}
    </div>
  );
}

/**
 * A sent request's status for its adopter: the label, the place in line while it waits, what
 * comes next once accepted, why it was cancelled, and its timeline.
 */
export function SentRequestStatus({ request }: { request: AdoptionRequest }) {
  const { position, openRequests } = request;
  return (
    <>
      <RequestStatusBadge status={request.status} />
      {position !== null && openRequests !== null && (
        <span className="mt-1 block text-sm">{adoptionTexts.position(position, openRequests)}</span>
      )}
      {request.status === 'accepted' && <AcceptedNext request={request} />}
      {request.status === 'cancelled' && (
        <span className="mt-1 block text-xs">{texts.adoptionRequests.cancelledNote}</span>
      )}
      <RequestTimeline request={request} about={`for ${request.petName}`} />
    </>
  );
}
