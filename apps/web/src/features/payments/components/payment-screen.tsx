import { texts, type Campaign, type PublicConfig } from '@pet-adoption/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import type { Billing } from '../api/payment-requests';
import { CardPayment } from './card-payment';

type PaymentScreenProps = {
  /** The campaign the address names; null when it names none. */
  campaign: UseQueryResult<Campaign> | null;
  /** Which payment provider this deployment uses. */
  config: UseQueryResult<PublicConfig>;
  /** The signed-in donor's e-mail and name, for the card's billing details. */
  billing: Billing | null;
  /** Why the campaign takes no donations now, or null when it does. */
  blockedReason: (campaign: Campaign) => string | null;
  /** The campaign beside the card form. */
  summary: (campaign: Campaign) => ReactNode;
};

function NoCampaign({ message }: { message: string }) {
  return (
    <div className="flex flex-col items-start gap-4 rounded-box bg-base-200 p-6">
      <p className="text-lg">{message}</p>
      <Link to={paths.donationCampaigns.getHref()} className="btn btn-primary">
        Choose a campaign
      </Link>
    </div>
  );
}

/** The screen's heading, and its name in the title. */
const HEADING = 'Donate';

/** The Donate screen: the campaign beside the card form, or what to do when there is no campaign. */
export function PaymentScreen({
  campaign,
  config,
  billing,
  blockedReason,
  summary,
}: PaymentScreenProps) {
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      {campaign ? (
        <QueryBoundary
          query={campaign}
          notFound={
            <NoCampaign message="We could not find that campaign. It may have been removed." />
          }
        >
          {(campaignData) => (
            <QueryBoundary query={config}>
              {(configData) => {
                // A campaign that takes no donations says why instead of the card form.
                const blocked = blockedReason(campaignData);
                return (
                  <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
                    {summary(campaignData)}
                    <section aria-label="Payment" className="flex flex-col gap-4">
                      {blocked ? (
                        <NoCampaign message={blocked} />
                      ) : (
                        billing && (
                          <CardPayment
                            campaignId={campaignData._id}
                            provider={configData.paymentProvider}
                            stripePublishableKey={configData.stripePublishableKey}
                            billing={billing}
                            historyHref={paths.dashboard.paymentHistory.getHref()}
                            campaignHref={paths.campaignDetails.getHref(campaignData._id)}
                          />
                        )
                      )}
                    </section>
                  </div>
                );
              }}
            </QueryBoundary>
          )}
        </QueryBoundary>
      ) : (
        <NoCampaign message="A donation goes to one campaign. Pick the campaign you want to support, then press Donate Now there." />
      )}
    </div>
  );
}
