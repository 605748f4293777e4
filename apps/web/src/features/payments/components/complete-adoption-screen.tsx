import { feeTexts, texts, type AdoptionRequest, type PublicConfig } from '@pet-adoption/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { RowThumbnail } from '@/components/ui/row-thumbnail';
import { paths } from '@/config/paths';
import type { Billing } from '../api/payment-requests';
import { useAdoptionTerms, useSentRequest } from '../api/fees';
import { usePayFee } from '../hooks/use-pay-fee';
import { AdoptionDone } from './adoption-done';
import { FeeStep } from './fee-step';
import { TermsStep } from './terms-step';

type CompleteAdoptionScreenProps = {
  requestId: string;
  /** The signed-in adopter; the request is looked for among the ones they sent. */
  adoptorEmail: string;
  billing: Billing | null;
  /** Which payment provider this deployment uses. */
  config: UseQueryResult<PublicConfig>;
};

function NotTheirs() {
  return (
    <div className="flex flex-col items-start gap-4 rounded-box bg-base-200 p-6">
      <p className="text-lg">{feeTexts.notFound}</p>
      <Link to={paths.dashboard.myAdoptionRequests.getHref()} className="btn btn-primary">
        {feeTexts.toRequests}
      </Link>
    </div>
  );
}

/**
 * completeAdoption/{id}: after the owner accepted, the adopter accepts the owner's terms, then
 * pays the fee (when there is one), and the adoption is complete. A request that is not the
 * visitor's, or not accepted, is not found here.
 */
export function CompleteAdoptionScreen({
  requestId,
  adoptorEmail,
  billing,
  config,
}: CompleteAdoptionScreenProps) {
  const request = useSentRequest(adoptorEmail, requestId);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(feeTexts.heading)} />
      <PageHeading>{feeTexts.heading}</PageHeading>
      <QueryBoundary query={request}>
        {(found) =>
          found?.status === 'accepted' ? (
            <Steps request={found} billing={billing} config={config} />
          ) : (
            <NotTheirs />
          )
        }
      </QueryBoundary>
    </div>
  );
}

type StepsProps = Pick<CompleteAdoptionScreenProps, 'billing' | 'config'> & {
  request: AdoptionRequest;
};

/** The pet, then each step in turn; a step done stays shown as done. */
function Steps({ request, billing, config }: StepsProps) {
  const terms = useAdoptionTerms(request.petId, true);
  // Here, not in the fee step: the receipt stays on screen once the step has gone.
  const payment = usePayFee(request._id);
  const paidNow = payment.state.phase === 'done' ? payment.state : null;
  const termsAccepted = request.termsAcceptedAt !== null;
  const feeDue = request.adoptionFee > 0 && !request.feePaid && paidNow === null;

  return (
    <div className="flex max-w-3xl flex-col gap-8">
      <div className="flex items-center gap-4">
        <RowThumbnail image={request.image} />
        <p className="text-lg">
          <Link to={paths.petDetails.getHref(request.petId)} className="link font-semibold">
            {request.petName}
          </Link>
        </p>
      </div>
      <QueryBoundary query={terms}>
        {({ terms: text }) => <TermsStep terms={text} acceptedAt={request.termsAcceptedAt} />}
      </QueryBoundary>
      {termsAccepted &&
        (feeDue ? (
          <QueryBoundary query={config}>
            {(configData) =>
              billing && (
                <FeeStep
                  payment={payment}
                  fee={request.adoptionFee}
                  provider={configData.paymentProvider}
                  stripePublishableKey={configData.stripePublishableKey}
                  billing={billing}
                />
              )
            }
          </QueryBoundary>
        ) : (
          <AdoptionDone
            fee={request.adoptionFee}
            receipt={paidNow?.receipt ?? null}
            justNow={paidNow !== null}
          />
        ))}
    </div>
  );
}
