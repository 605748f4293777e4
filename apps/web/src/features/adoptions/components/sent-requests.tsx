import {
  adoptionTexts,
  isOpenAdoptionStatus,
  texts,
  type AdoptionRequest,
} from '@pet-adoption/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ActionName } from '@/components/ui/action-name';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowRefusal } from '@/components/ui/row-refusal';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { useSentRequests } from '../api/adoptions';
import { requestsOfferingSimilar } from '../similar-offers';
import { RequestAnswers } from './request-answers';
import { RequestPetCell } from './request-cells';
import {
  RequestRowButton,
  useRequestRow,
  useRequestRows,
  type RequestRows,
} from './request-row-form';
import { SentRequestStatus } from './sent-request-status';
import { SimilarPetsRow } from './similar-pets';

const DATE_COLUMN = 'hidden sm:table-cell';
const COLUMNS = 4;

function RequestDate({ request }: { request: AdoptionRequest }) {
  return <time dateTime={request.dateAndTime}>{formatDate(request.dateAndTime)}</time>;
}

/**
 * The requests I sent, with their status, place in line and timeline; an open one can be
 * withdrawn after confirming (in a dialog, or without scripts on a page of its own:
 * SentRequestsScreen). Under the newest declined ones, pets like the one asked for, each with a
 * one-step application. Each button is a form of its own, which the route's action answers,
 * with scripts or without (actions/sent-requests.server.ts).
 */
export function SentRequests({ email }: { email: string }) {
  const requests = useSentRequests(email);
  const { scopeRef, rows } = useRequestRows();
  const [toWithdraw, setToWithdraw] = useState<AdoptionRequest | null>(null);

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
                    rows={rows}
                    onWithdraw={() => setToWithdraw(request)}
                    onAnswered={() => setToWithdraw(null)}
                  />
                ))}
              </TableRegion>
              <ConfirmDialog
                open={toWithdraw !== null}
                busy={rows.busy}
                confirmLabel={adoptionTexts.withdrawConfirm}
                onConfirm={() => {
                  if (toWithdraw) rows.sendConfirmed({ intent: 'withdraw', id: toWithdraw._id });
                }}
                onCancel={() => {
                  setToWithdraw(null);
                  rows.forget();
                }}
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
  rows: RequestRows;
  /** Withdraw was pressed: the question is asked first. */
  onWithdraw: () => void;
  /** The withdraw was answered: the question closes. */
  onAnswered: () => void;
};

function SentRequestRows({ request, similar, rows, onWithdraw, onAnswered }: SentRequestRowsProps) {
  const row = useRequestRow(`sent-request:${request._id}`);
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
            <RequestRowButton
              rows={rows}
              row={row}
              intent="withdraw"
              id={request._id}
              said={adoptionTexts.withdrawn(request.petName)}
              onAnswered={onAnswered}
              fate="replaced"
              onAsk={onWithdraw}
              className="btn btn-sm btn-outline"
            >
              <ActionName text={adoptionTexts.withdraw} about={`request for ${request.petName}`} />
            </RequestRowButton>
          ) : (
            <span className="text-sm text-base-content/70">—</span>
          )}
        </td>
      </tr>
      {similar && <SimilarPetsRow request={request} columns={COLUMNS} rows={rows} />}
    </>
  );
}
