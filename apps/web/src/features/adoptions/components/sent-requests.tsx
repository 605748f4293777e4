import { TOASTS, texts, type AdoptionRequest } from '@pet-adoption/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ActionName } from '@/components/ui/action-name';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowAction } from '@/components/ui/row-action';
import { RowRefusal } from '@/components/ui/row-refusal';
import { useRowFocus } from '@/components/ui/row-focus';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useDeleteAdoptionRequest, useSentRequests } from '../api/adoptions';
import { RequestAnswers } from './request-answers';
import { RequestPetCell, RequestStatusBadge } from './request-cells';

const DATE_COLUMN = 'hidden sm:table-cell';

function RequestDate({ request }: { request: AdoptionRequest }) {
  return <time dateTime={request.dateAndTime}>{formatDate(request.dateAndTime)}</time>;
}

/**
 * The requests I sent, with their status; a pending one can be withdrawn after confirming (in a
 * dialog, or without scripts on a page of its own: SentRequestsScreen).
 */
export function SentRequests({ email }: { email: string }) {
  const requests = useSentRequests(email);
  const remove = useDeleteAdoptionRequest();
  const [toWithdraw, setToWithdraw] = useState<AdoptionRequest | null>(null);
  const { scopeRef, trackAction, settleAction } = useRowFocus();

  const confirm = () => {
    if (!toWithdraw) return;
    remove.mutate(toWithdraw._id, {
      onSuccess: () => {
        toast.success(texts.dashboard.requestDeleted, { duration: TOASTS.dashboardSuccessMs });
        setToWithdraw(null);
        settleAction('done');
      },
      onError: (error) => {
        toast.error(error.message);
        setToWithdraw(null);
        settleAction('failed');
      },
    });
  };

  return (
    <div ref={scopeRef} tabIndex={-1} className="flex flex-col gap-4">
      <RowRefusal />
      <QueryBoundary
        query={requests}
        pending={<Spinner label="Loading your requests" className="mx-auto block" />}
      >
        {(list) => {
          if (list.length === 0) {
            return (
              <div className="flex flex-col items-center gap-3 rounded-box bg-base-200 p-6 text-center">
                <p>{texts.adoptionRequests.noneSent}</p>
                <Link to={paths.petListing.getHref()} className="btn btn-primary btn-sm">
                  {texts.adoptionRequests.findAPet}
                </Link>
              </div>
            );
          }
          return (
            <>
              <TableRegion
                label={texts.adoptionRequests.sentHeading}
                columns={['Pet', 'Status', { label: 'Date', className: DATE_COLUMN }, 'Actions']}
              >
                {list.map((request) => (
                  <tr key={request._id} data-row-key={request._id}>
                    <td>
                      <RequestPetCell request={request} />
                      <RequestAnswers request={request} about={`for ${request.petName}`} />
                    </td>
                    <td>
                      <RequestStatusBadge status={request.status} />
                      {request.status === 'cancelled' && (
                        <span className="mt-1 block text-xs">
                          {texts.adoptionRequests.cancelledNote}
                        </span>
                      )}
                      {/* On phones the date column gives way; the date shows here instead. */}
                      <span className="mt-1 block text-xs whitespace-nowrap sm:hidden">
                        <RequestDate request={request} />
                      </span>
                    </td>
                    <td className={`whitespace-nowrap ${DATE_COLUMN}`}>
                      <RequestDate request={request} />
                    </td>
                    <td>
                      {request.status === 'pending' ? (
                        <RowAction
                          intent="withdraw"
                          id={request._id}
                          className="btn btn-sm btn-outline"
                          onAction={(button) => {
                            trackAction(button, 'replaced');
                            setToWithdraw(request);
                          }}
                        >
                          <ActionName text="Withdraw" about={`request for ${request.petName}`} />
                        </RowAction>
                      ) : (
                        <span className="text-sm text-base-content/70">—</span>
                      )}
                    </td>
                  </tr>
                ))}
              </TableRegion>
              <ConfirmDialog
                open={toWithdraw !== null}
                busy={remove.isPending}
                onConfirm={confirm}
                onCancel={() => setToWithdraw(null)}
              />
            </>
          );
        }}
      </QueryBoundary>
    </div>
  );
}
