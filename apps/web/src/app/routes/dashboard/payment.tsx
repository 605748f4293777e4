import { cardImage, texts, type Campaign, type PublicConfig } from '@pet-adoption/shared';
import { Link, useSearchParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { usePublicConfig } from '@/features/auth/api/auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCampaign } from '@/features/campaigns/api/campaigns';
import { CampaignProgress } from '@/features/campaigns/components/campaign-progress';
import { donateBlockedReason } from '@/features/campaigns/utils/campaign-state';
import { CardPayment } from '@/features/payments/components/card-payment';

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

/** The campaign beside the card form; a campaign that takes no donations says why instead. */
function Donation({ campaign, config }: { campaign: Campaign; config: PublicConfig }) {
  const { user } = useAuth();
  const blocked = donateBlockedReason(campaign);
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.2fr)]">
      {/* A small thumbnail beside the text on a phone, so the form stays near the top. */}
      <section
        aria-labelledby="payment-campaign"
        className="grid grid-cols-[6rem_minmax(0,1fr)] gap-x-4 gap-y-3 self-start rounded-box border border-base-300 p-4 lg:grid-cols-1"
      >
        <img
          src={cardImage(campaign.image)}
          alt={campaign.petName}
          width={480}
          height={360}
          className="aspect-square w-24 rounded-box object-cover lg:aspect-[4/3] lg:w-full"
        />
        <div className="flex flex-col gap-2">
          <h2 id="payment-campaign" className="text-xl font-bold">
            You are donating to {campaign.petName}
          </h2>
          <p className="hidden text-base-content/80 sm:block">{campaign.shortDescription}</p>
        </div>
        <div className="col-span-2 flex flex-col gap-3 lg:col-span-1">
          <CampaignProgress campaign={campaign} />
          <Link to={paths.campaignDetails.getHref(campaign._id)} className="link">
            Campaign details
          </Link>
        </div>
      </section>
      <section aria-label="Payment" className="flex flex-col gap-4">
        {blocked ? (
          <NoCampaign message={blocked} />
        ) : (
          user && (
            <CardPayment
              campaignId={campaign._id}
              provider={config.paymentProvider}
              stripePublishableKey={config.stripePublishableKey}
              billing={{ email: user.email, name: user.name }}
              historyHref={paths.dashboard.paymentHistory.getHref()}
              campaignHref={paths.campaignDetails.getHref(campaign._id)}
            />
          )
        )}
      </section>
    </div>
  );
}

export default function PaymentScreen() {
  const [params] = useSearchParams();
  const campaignId = params.get('campaign')?.trim() ?? '';
  const campaign = useCampaign(campaignId, campaignId !== '');
  const config = usePublicConfig();

  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboard} />
      <PageHeading>Donate</PageHeading>
      {campaignId ? (
        <QueryBoundary
          query={campaign}
          notFound={
            <NoCampaign message="We could not find that campaign. It may have been removed." />
          }
        >
          {(campaignData) => (
            <QueryBoundary query={config}>
              {(configData) => <Donation campaign={campaignData} config={configData} />}
            </QueryBoundary>
          )}
        </QueryBoundary>
      ) : (
        <NoCampaign message="A donation goes to one campaign. Pick the campaign you want to support, then press Donate Now there." />
      )}
    </div>
  );
}
