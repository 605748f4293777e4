import { texts } from '@pet-adoption/shared';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { LoadError } from '@/components/ui/load-error';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCampaign } from '@/features/campaigns/api/campaigns';
import { CampaignProgress } from '@/features/campaigns/components/campaign-progress';
import { CampaignStatusBadge } from '@/features/campaigns/components/campaign-status-badge';
import { DonateDialog } from '@/features/campaigns/components/donate-dialog';
import { donateBlockedReason } from '@/features/campaigns/utils/campaign-state';
import { ApiError } from '@/lib/api-client';
import { formatDate, formatMoney } from '@/lib/format';

export function Component() {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [donating, setDonating] = useState(false);

  if (campaign.isPending) return <PageSpinner />;
  if (campaign.isError) {
    if (campaign.error instanceof ApiError && campaign.error.status === 404) {
      return (
        <div className="flex flex-col items-center gap-4 py-16 text-center">
          <DocumentTitle title={texts.titles.campaignDetails} />
          <h1 className="text-3xl font-bold">Campaign not found</h1>
          <p>This campaign does not exist (any more). It may have been removed.</p>
          <Link to={paths.donationCampaigns.getHref()} className="btn btn-primary">
            Back to the donation campaigns
          </Link>
        </div>
      );
    }
    return (
      <>
        <DocumentTitle title={texts.titles.campaignDetails} />
        <h1 className="sr-only">Campaign details</h1>
        <LoadError message={campaign.error.message} onRetry={() => void campaign.refetch()} />
      </>
    );
  }

  const data = campaign.data;
  const blocked = donateBlockedReason(data);
  const onDonateNow = () => {
    if (!user) {
      void navigate(paths.login.path, { state: { from: location } });
      return;
    }
    setDonating(true);
  };

  return (
    <article className="flex flex-col gap-8">
      <DocumentTitle title={texts.titles.campaignDetails} />
      <div
        className="relative isolate overflow-hidden rounded-box bg-neutral bg-cover bg-fixed bg-center"
        style={{ backgroundImage: `url("${data.image}")` }}
      >
        <div className="absolute inset-0 -z-10 bg-black/50" aria-hidden="true" />
        <div className="flex flex-col items-center gap-2 px-4 py-16 text-center text-white sm:py-24">
          <h1 className="text-3xl font-bold sm:text-5xl">{data.petName}</h1>
          <p className="text-base sm:text-lg">{data.shortDescription}</p>
        </div>
      </div>
      <div className="grid gap-8 md:grid-cols-2">
        <img
          src={data.image}
          alt={data.petName}
          width={800}
          height={600}
          className="aspect-[4/3] w-full rounded-box object-cover"
        />
        <div className="flex flex-col gap-4">
          <div>
            <CampaignStatusBadge status={data.status} />
          </div>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="font-semibold">Maximum donation</dt>
            <dd>{formatMoney(data.maximumDonation)}</dd>
            <dt className="font-semibold">Highest donation</dt>
            <dd>{formatMoney(data.highestTotal)}</dd>
            <dt className="font-semibold">Last date</dt>
            <dd>
              <time dateTime={data.lastDate}>{formatDate(data.lastDate)}</time>
            </dd>
            <dt className="font-semibold">Donors</dt>
            <dd>{data.donorCount}</dd>
          </dl>
          <CampaignProgress campaign={data} />
          {blocked && <p className="alert alert-warning">{blocked}</p>}
          {/* Above the long story, so a phone shows it without scrolling through it. */}
          <div>
            <button type="button" className="btn btn-primary btn-lg" onClick={onDonateNow}>
              {texts.campaigns.donateNow}
            </button>
          </div>
          <p className="whitespace-pre-line">{data.longDescription}</p>
        </div>
      </div>
      {user && (
        <DonateDialog
          campaign={data}
          open={donating}
          onClose={() => setDonating(false)}
          onDonate={() => void navigate(paths.dashboard.payment.getHref(data._id))}
        />
      )}
    </article>
  );
}
