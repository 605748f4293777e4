import { TOASTS, texts, type AdoptionRequest } from '@pet-adoption/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { cardImage } from '@/features/pets/api/pets';
import {
  useAcceptAdoptionRequest,
  useDeleteAdoptionRequest,
  useReceivedRequests,
  useSentRequests,
} from '../api/adoptions';

const STATUS_BADGE: Record<AdoptionRequest['status'], string> = {
  pending: 'badge-warning',
  accepted: 'badge-success',
  declined: 'badge-ghost',
};

function PetCell({ request }: { request: AdoptionRequest }) {
  return (
    <div className="flex min-w-44 items-center gap-3">
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

/** SPEC §2 petAdoptor: requests for my pets, with accept and reject. */
export function ReceivedRequests({ email }: { email: string }) {
  const requests = useReceivedRequests(email);
  const accept = useAcceptAdoptionRequest();
  const remove = useDeleteAdoptionRequest();

  if (requests.isPending) return <Spinner label="Loading requests" className="mx-auto block" />;
  if (requests.isError) {
    return <LoadError message={requests.error.message} onRetry={() => void requests.refetch()} />;
  }
  if (requests.data.length === 0) {
    return <p className="rounded-box bg-base-200 p-6 text-center">No adoption requests yet.</p>;
  }

  const onAccept = (request: AdoptionRequest) =>
    accept.mutate(request._id, {
      onSuccess: () =>
        toast.success(`${request.petName} is adopted by ${request.name}`, {
          duration: TOASTS.dashboardSuccessMs,
        }),
      onError: (error) => toast.error(error.message),
    });
  const onReject = (request: AdoptionRequest) =>
    remove.mutate(request._id, {
      onSuccess: () =>
        toast.success(texts.dashboard.requestDeleted, { duration: TOASTS.dashboardSuccessMs }),
      onError: (error) => toast.error(error.message),
    });
  const busy = (request: AdoptionRequest) =>
    (accept.isPending && accept.variables === request._id) ||
    (remove.isPending && remove.variables === request._id);

  return (
    <TableRegion
      label="Requests for my pets"
      columns={['Pet', 'Adopter', 'Email', 'Phone', 'Address', 'Status', 'Actions']}
    >
      {requests.data.map((request) => (
        <tr key={request._id}>
          <td>
            <PetCell request={request} />
          </td>
          <td>{request.name}</td>
          <td>{request.adoptorEmail}</td>
          <td className="whitespace-nowrap">{request.phoneNumber}</td>
          <td className="min-w-40">{request.address}</td>
          <td>
            <span className={`badge ${STATUS_BADGE[request.status]}`}>{request.status}</span>
          </td>
          <td>
            {request.status === 'pending' ? (
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn btn-sm btn-success"
                  disabled={busy(request)}
                  aria-label={`Accept ${request.name} for ${request.petName}`}
                  onClick={() => onAccept(request)}
                >
                  Accept
                </button>
                <button
                  type="button"
                  className="btn btn-sm btn-error btn-outline"
                  disabled={busy(request)}
                  aria-label={`Reject ${request.name} for ${request.petName}`}
                  onClick={() => onReject(request)}
                >
                  Reject
                </button>
              </div>
            ) : (
              <span className="text-sm text-base-content/70">—</span>
            )}
          </td>
        </tr>
      ))}
    </TableRegion>
  );
}

/** The requests I sent, with their status; a pending one can be withdrawn. */
export function SentRequests({ email }: { email: string }) {
  const requests = useSentRequests(email);
  const remove = useDeleteAdoptionRequest();
  const [toWithdraw, setToWithdraw] = useState<AdoptionRequest | null>(null);

  if (requests.isPending)
    return <Spinner label="Loading your requests" className="mx-auto block" />;
  if (requests.isError) {
    return <LoadError message={requests.error.message} onRetry={() => void requests.refetch()} />;
  }
  if (requests.data.length === 0) {
    return (
      <p className="rounded-box bg-base-200 p-6 text-center">
        You have not asked to adopt a pet yet.
      </p>
    );
  }

  const confirm = () => {
    if (!toWithdraw) return;
    remove.mutate(toWithdraw._id, {
      onSuccess: () => {
        toast.success(texts.dashboard.requestDeleted, { duration: TOASTS.dashboardSuccessMs });
        setToWithdraw(null);
      },
      onError: (error) => {
        toast.error(error.message);
        setToWithdraw(null);
      },
    });
  };

  return (
    <>
      <TableRegion label="Requests I sent" columns={['Pet', 'Location', 'Status', 'Actions']}>
        {requests.data.map((request) => (
          <tr key={request._id}>
            <td>
              <PetCell request={request} />
            </td>
            <td>{request.petLocation}</td>
            <td>
              <span className={`badge ${STATUS_BADGE[request.status]}`}>{request.status}</span>
            </td>
            <td>
              {request.status === 'pending' ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline"
                  aria-label={`Withdraw request for ${request.petName}`}
                  onClick={() => setToWithdraw(request)}
                >
                  Withdraw
                </button>
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
}
