import {
  adoptionTexts,
  isOpenAdoptionStatus,
  TOASTS,
  texts,
  type AdoptionRequest,
  type Pet,
} from '@pet-adoption/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ActionName } from '@/components/ui/action-name';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowAction } from '@/components/ui/row-action';
import { RowRefusal } from '@/components/ui/row-refusal';
import { useRowFocus } from '@/components/ui/row-focus';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useReapply, useSentRequests, useWithdrawAdoptionRequest } from '../api/adoptions';
import { requestsOfferingSimilar } from '../similar-offers';
import { RequestAnswers } from './request-answers';
import { RequestPetCell } from './request-cells';
import { SentRequestStatus } from './sent-request-status';
import { SimilarPetsRow } from './similar-pets';

const DATE_COLUMN = 'hidden sm:table-cell';
const COLUMNS = 4;

function RequestDate({ request }: { request: AdoptionRequest }) {
  return <time dateTime={request.dateAndTime}>{formatDate(request.dateAndTime)}</time>;
}

/** A one-step application the server cannot make: it names the fields the pet's form must ask. */
const needsTheForm = (error: Error) =>
  error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0;

/**
 * The requests I sent, with their status, place in line and timeline; an open one can be
 * withdrawn after confirming (in a dialog, or without scripts on a page of its own:
 * SentRequestsScreen). Under the newest declined ones, pets like the one asked for, each with a
 * one-step application.
 */
export function SentRequests({ email }: { email: string }) {
  const requests = useSentRequests(email);
  const withdraw = useWithdrawAdoptionRequest();
  const reapply = useReapply();
  const navigate = useNavigate();
  const [toWithdraw, setToWithdraw] = useState<AdoptionRequest | null>(null);
  const { scopeRef, trackAction, settleAction } = useRowFocus();

  const confirm = () => {
    if (!toWithdraw) return;
    withdraw.mutate(toWithdraw._id, {
      onSuccess: () => {
        toast.success(adoptionTexts.withdrawn(toWithdraw.petName), {
          duration: TOASTS.dashboardSuccessMs,
        });
        setToWithdraw(null);
        settleAction('done');
      },
      onError: (error) => {
        toast.error(error.message || texts.forms.unexpected);
        setToWithdraw(null);
        settleAction('failed');
      },
    });
  };

  const apply = (declined: AdoptionRequest, pet: Pet, button: HTMLButtonElement) => {
    if (reapply.isPending) return;
    // The button stays while the pet is still offered; once the list is fetched again it may go.
    trackAction(button, 'kept');
    reapply.mutate(
      { requestId: declined._id, petId: pet._id },
      {
        onSuccess: () => {
          toast.success(texts.petDetails.requestSent(pet.petName), {
            duration: TOASTS.dashboardSuccessMs,
          });
          settleAction('done');
        },
        onError: (error) => {
          if (needsTheForm(error)) {
            toast(adoptionTexts.reapplyNeedsForm(pet.petName));
            void navigate(`${paths.petAdopt.getHref(pet._id)}#adopt`);
            return;
          }
          toast.error(error.message || texts.forms.unexpected);
          settleAction('failed');
        },
      },
    );
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
          const offering = new Set(requestsOfferingSimilar(list).map((each) => each._id));
          return (
            <>
              <TableRegion
                label={texts.adoptionRequests.sentHeading}
                columns={['Pet', 'Status', { label: 'Date', className: DATE_COLUMN }, 'Actions']}
              >
                {list.map((request) => (
                  <SentRequestRows
                    key={request._id}
                    request={request}
                    similar={offering.has(request._id)}
                    busyPetId={
                      reapply.isPending && reapply.variables.requestId === request._id
                        ? reapply.variables.petId
                        : null
                    }
                    onWithdraw={(button) => {
                      trackAction(button, 'replaced');
                      setToWithdraw(request);
                    }}
                    onApply={(pet, button) => apply(request, pet, button)}
                  />
                ))}
              </TableRegion>
              <ConfirmDialog
                open={toWithdraw !== null}
                busy={withdraw.isPending}
                confirmLabel={adoptionTexts.withdrawConfirm}
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

type SentRequestRowsProps = {
  request: AdoptionRequest;
  /** Offers pets like its own under it (a recent decline). */
  similar: boolean;
  busyPetId: string | null;
  onWithdraw: (button: HTMLButtonElement) => void;
  onApply: (pet: Pet, button: HTMLButtonElement) => void;
};

function SentRequestRows({
  request,
  similar,
  busyPetId,
  onWithdraw,
  onApply,
}: SentRequestRowsProps) {
  return (
    <>
      <tr data-row-key={request._id}>
        <td>
          <RequestPetCell request={request} />
          <RequestAnswers request={request} about={`for ${request.petName}`} />
        </td>
        <td>
          <SentRequestStatus request={request} />
          {/* On phones the date column gives way; the date shows here instead. */}
          <span className="mt-1 block text-xs whitespace-nowrap sm:hidden">
            <RequestDate request={request} />
          </span>
        </td>
        <td className={`whitespace-nowrap ${DATE_COLUMN}`}>
          <RequestDate request={request} />
        </td>
        <td>
          {isOpenAdoptionStatus(request.status) ? (
            <RowAction
              intent="withdraw"
              id={request._id}
              className="btn btn-sm btn-outline"
              onAction={onWithdraw}
            >
              <ActionName text={adoptionTexts.withdraw} about={`request for ${request.petName}`} />
            </RowAction>
          ) : (
            <span className="text-sm text-base-content/70">—</span>
          )}
        </td>
      </tr>
      {similar && (
        <SimilarPetsRow
          request={request}
          columns={COLUMNS}
          busyPetId={busyPetId}
          onApply={onApply}
        />
      )}
    </>
  );
}
