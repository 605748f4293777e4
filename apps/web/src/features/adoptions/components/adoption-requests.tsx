import { TOASTS, texts, type AdoptionRequest } from '@pet-adoption/shared';
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
} from '../api/adoptions';
import { RequestAnswers } from './request-answers';
import { RequestContact, RequestPetCell, RequestStatusBadge } from './request-cells';

/**
 * petAdoptor: requests for my pets, with accept and reject. Each button is a form of its own,
 * which the route's action answers when the browser sends it (actions/received-requests.server.ts).
 */
export function ReceivedRequests({ email }: { email: string }) {
  const requests = useReceivedRequests(email);
  const accept = useAcceptAdoptionRequest();
  const remove = useDeleteAdoptionRequest();
  const { scopeRef, trackAction, settleAction } = useRowFocus();
  const settle = (_data: unknown, error: Error | null) => settleAction(error ? 'failed' : 'done');

  const onAccept = (request: AdoptionRequest) =>
    accept.mutate(request._id, {
      onSuccess: () =>
        toast.success(texts.dashboard.requestAccepted(request.petName, request.name), {
          duration: TOASTS.dashboardSuccessMs,
        }),
      onError: (error) => toast.error(error.message),
      onSettled: settle,
    });
  const onReject = (request: AdoptionRequest) =>
    remove.mutate(request._id, {
      onSuccess: () =>
        toast.success(texts.dashboard.requestDeleted, { duration: TOASTS.dashboardSuccessMs }),
      onError: (error) => toast.error(error.message),
      onSettled: settle,
    });
  const busy = (request: AdoptionRequest) =>
    (accept.isPending && accept.variables === request._id) ||
    (remove.isPending && remove.variables === request._id);

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
                  <td>{request.adoptorEmail}</td>
                  <td className="whitespace-nowrap">
                    <RequestContact value={request.phoneNumber} />
                  </td>
                  <td className="min-w-40">
                    <RequestContact value={request.address} />
                  </td>
                  <td>
                    <RequestStatusBadge status={request.status} />
                  </td>
                  <td>
                    {request.status === 'pending' ? (
                      <div className="flex gap-2">
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
                          <ActionName
                            text="Accept"
                            about={`${request.name} for ${request.petName}`}
                          />
                        </RowAction>
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
                          <ActionName
                            text="Reject"
                            about={`${request.name} for ${request.petName}`}
                          />
                        </RowAction>
                      </div>
                    ) : (
                      <span className="text-sm text-base-content/70">—</span>
                    )}
                  </td>
                </tr>
              ))}
            </TableRegion>
          );
        }}
      </QueryBoundary>
    </div>
  );
}
