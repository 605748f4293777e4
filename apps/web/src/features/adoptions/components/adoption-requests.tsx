import {
  adoptionTexts,
  isOpenAdoptionStatus,
  texts,
  type AdoptionRequest,
} from '@pet-adoption/shared';
import { ActionName } from '@/components/ui/action-name';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowRefusal } from '@/components/ui/row-refusal';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { useReceivedRequests } from '../api/adoptions';
import { DeclineAction } from './decline-action';
import { RequestAnswers } from './request-answers';
import { RequestContact, RequestPetCell, RequestStatusBadge } from './request-cells';
import {
  RequestRowButton,
  useRequestRow,
  useRequestRows,
  type RequestRows,
} from './request-row-form';
import { RequestTimeline } from './request-timeline';

/**
 * petAdoptor: requests for my pets, with their timelines; an open one can be accepted, rejected,
 * marked as reviewing (while pending) or declined with a reason. Each button is a form of its
 * own, which the route's action answers, with scripts or without
 * (actions/received-requests.server.ts).
 */
export function ReceivedRequests({ email }: { email: string }) {
  const requests = useReceivedRequests(email);
  const { scopeRef, rows } = useRequestRows();

  return (
    <div ref={scopeRef} tabIndex={-1} className="flex flex-col gap-4">
      <RowRefusal />
      <QueryBoundary
        query={requests}
        pending={<Spinner label="Loading requests" className="mx-auto block" />}
      >
        {(list) => {
          if (list.length === 0) {
            return (
              <p className="rounded-box bg-base-200 p-6 text-center">No adoption requests yet.</p>
            );
          }
          return (
            <TableRegion
              label="Requests for my pets"
              columns={['Pet', 'Adopter', 'Email', 'Phone', 'Address', 'Status', 'Actions']}
            >
              {list.map((request) => (
                <ReceivedRequestRow key={request._id} request={request} rows={rows} />
              ))}
            </TableRegion>
          );
        }}
      </QueryBoundary>
    </div>
  );
}

/** One request for my pet, its open deeds sent by one fetcher (request-row-form.tsx). */
function ReceivedRequestRow({ request, rows }: { request: AdoptionRequest; rows: RequestRows }) {
  const row = useRequestRow(`received-request:${request._id}`);
  const about = `${request.name} for ${request.petName}`;
  const button = { rows, row, id: request._id, fate: 'replaced' } as const;
  return (
    <tr data-row-key={request._id}>
      <td>
        <RequestPetCell request={request} />
      </td>
      <td>
        {request.name}
        <RequestAnswers request={request} about={`from ${request.name} for ${request.petName}`} />
      </td>
      <td className="max-w-48 min-w-36 break-all whitespace-normal">{request.adoptorEmail}</td>
      <td className="min-w-28 whitespace-normal">
        <RequestContact value={request.phoneNumber} status={request.status} />
      </td>
      <td className="min-w-32 whitespace-normal">
        <RequestContact value={request.address} status={request.status} />
      </td>
      <td>
        <RequestStatusBadge status={request.status} />
        <RequestTimeline request={request} about={`from ${request.name} for ${request.petName}`} />
      </td>
      <td>
        {isOpenAdoptionStatus(request.status) ? (
          <div className="flex flex-col gap-3">
            {/* Stacked: the table stays narrow enough to show them without scrolling. */}
            <div className="flex flex-col items-start gap-2">
              <RequestRowButton
                {...button}
                intent="accept"
                said={texts.dashboard.requestAccepted(request.petName, request.name)}
                className="btn btn-sm btn-success"
              >
                <ActionName text="Accept" about={about} />
              </RequestRowButton>
              {request.status === 'pending' && (
                <RequestRowButton
                  {...button}
                  intent="reviewing"
                  said={adoptionTexts.markedReviewing(request.petName, request.name)}
                  className="btn btn-sm btn-outline"
                >
                  <ActionName text={adoptionTexts.markReviewing} about={about} />
                </RequestRowButton>
              )}
              <RequestRowButton
                {...button}
                intent="reject"
                said={texts.dashboard.requestDeleted}
                className="btn btn-sm btn-error btn-outline"
              >
                <ActionName text="Reject" about={about} />
              </RequestRowButton>
            </div>
            <DeclineAction
              rows={rows}
              row={row}
              id={request._id}
              about={about}
              said={adoptionTexts.declined(request.petName, request.name)}
            />
          </div>
        ) : (
          <span className="text-sm text-base-content/70">—</span>
        )}
      </td>
    </tr>
  );
}
