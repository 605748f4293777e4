import {
  adoptionTexts,
  isOpenAdoptionStatus,
  TOASTS,
  texts,
  type AdoptionRequest,
} from '@pet-adoption/shared';
import toast from 'react-hot-toast';
import { ActionName } from '@/components/ui/action-name';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowAction } from '@/components/ui/row-action';
import { RowRefusal } from '@/components/ui/row-refusal';
import { useRowFocus } from '@/components/ui/row-focus';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import {
  useAcceptAdoptionRequest,
  useDeleteAdoptionRequest,
  useReceivedRequests,
  useUpdateAdoptionStatus,
} from '../api/adoptions';
import { DeclineAction } from './decline-action';
import { RequestAnswers } from './request-answers';
import { RequestContact, RequestPetCell, RequestStatusBadge } from './request-cells';
import { RequestTimeline } from './request-timeline';

/**
 * petAdoptor: requests for my pets, with their timelines; an open one can be accepted, rejected,
 * marked as reviewing (while pending) or declined with a reason. Each button is a form of its
 * own, which the route's action answers when the browser sends it
 * (actions/received-requests.server.ts).
 */
export function ReceivedRequests({ email }: { email: string }) {
  const requests = useReceivedRequests(email);
  const accept = useAcceptAdoptionRequest();
  const remove = useDeleteAdoptionRequest();
  const update = useUpdateAdoptionStatus();
  const { scopeRef, trackAction, settleAction } = useRowFocus();
  const settle = (_data: unknown, error: Error | null) => settleAction(error ? 'failed' : 'done');
  const succeeded = (text: string) => () =>
    toast.success(text, { duration: TOASTS.dashboardSuccessMs });
  const failed = (error: Error) => toast.error(error.message || texts.forms.unexpected);

  const onAccept = (request: AdoptionRequest) =>
    accept.mutate(request._id, {
      onSuccess: succeeded(texts.dashboard.requestAccepted(request.petName, request.name)),
      onError: failed,
      onSettled: settle,
    });
  const onReject = (request: AdoptionRequest) =>
    remove.mutate(request._id, {
      onSuccess: succeeded(texts.dashboard.requestDeleted),
      onError: failed,
      onSettled: settle,
    });
  const onReviewing = (request: AdoptionRequest) =>
    update.mutate(
      { requestId: request._id, change: { status: 'reviewing' } },
      {
        onSuccess: succeeded(adoptionTexts.markedReviewing(request.petName, request.name)),
        onError: failed,
        onSettled: settle,
      },
    );
  const onDecline = (request: AdoptionRequest, note: string | null) =>
    update.mutate(
      { requestId: request._id, change: { status: 'declined', note } },
      {
        onSuccess: succeeded(adoptionTexts.declined(request.petName, request.name)),
        onError: failed,
        onSettled: settle,
      },
    );
  const busy = (request: AdoptionRequest) =>
    (accept.isPending && accept.variables === request._id) ||
    (remove.isPending && remove.variables === request._id) ||
    (update.isPending && update.variables.requestId === request._id);

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
              {list.map((request) => {
                const about = `${request.name} for ${request.petName}`;
                return (
                  <tr key={request._id} data-row-key={request._id}>
                    <td>
                      <RequestPetCell request={request} />
                    </td>
                    <td>
                      {request.name}
                      <RequestAnswers
                        request={request}
                        about={`from ${request.name} for ${request.petName}`}
                      />
                    </td>
                    <td className="max-w-48 min-w-36 break-all whitespace-normal">
                      {request.adoptorEmail}
                    </td>
                    <td className="min-w-28 whitespace-normal">
                      <RequestContact value={request.phoneNumber} status={request.status} />
                    </td>
                    <td className="min-w-32 whitespace-normal">
                      <RequestContact value={request.address} status={request.status} />
                    </td>
                    <td>
                      <RequestStatusBadge status={request.status} />
                      <RequestTimeline
                        request={request}
                        about={`from ${request.name} for ${request.petName}`}
                      />
                    </td>
                    <td>
                      {isOpenAdoptionStatus(request.status) ? (
                        <div className="flex flex-col gap-3">
                          {/* Stacked: the table stays narrow enough to show them without scrolling. */}
                          <div className="flex flex-col items-start gap-2">
                            <RowAction
                              intent="accept"
                              id={request._id}
                              className="btn btn-sm btn-success"
                              disabled={busy(request)}
                              onAction={(button) => {
                                trackAction(button, 'replaced');
                                onAccept(request);
                              }}
                            >
                              <ActionName text="Accept" about={about} />
                            </RowAction>
                            {request.status === 'pending' && (
                              <RowAction
                                intent="reviewing"
                                id={request._id}
                                className="btn btn-sm btn-outline"
                                disabled={busy(request)}
                                onAction={(button) => {
                                  trackAction(button, 'replaced');
                                  onReviewing(request);
                                }}
                              >
                                <ActionName text={adoptionTexts.markReviewing} about={about} />
                              </RowAction>
                            )}
                            <RowAction
                              intent="reject"
                              id={request._id}
                              className="btn btn-sm btn-error btn-outline"
                              disabled={busy(request)}
                              onAction={(button) => {
                                trackAction(button, 'replaced');
                                onReject(request);
                              }}
                            >
                              <ActionName text="Reject" about={about} />
                            </RowAction>
                          </div>
                          <DeclineAction
                            id={request._id}
                            about={about}
                            disabled={busy(request)}
                            onDecline={(note, button) => {
                              trackAction(button, 'replaced');
                              onDecline(request, note);
                            }}
                          />
                        </div>
                      ) : (
                        <span className="text-sm text-base-content/70">—</span>
                      )}
                    </td>
                  </tr>
                );
              })}
            </TableRegion>
          );
        }}
      </QueryBoundary>
    </div>
  );
}
