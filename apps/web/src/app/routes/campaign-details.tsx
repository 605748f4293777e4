import { cardImage, texts } from '@pet-adoption/shared';
import { useState } from 'react';
import { useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router';
import { DetailsBanner } from '@/components/ui/details-banner';
import { DocumentTitle } from '@/components/ui/document-title';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getCampaignQueryOptions, useCampaign } from '@/features/campaigns/api/campaigns';
import { CampaignProgress } from '@/features/campaigns/components/campaign-progress';
import { CampaignStatusBadge } from '@/features/campaigns/components/campaign-status-badge';
import { DonateDialog } from '@/features/campaigns/components/donate-dialog';
import { donateBlockedReason } from '@/features/campaigns/utils/campaign-state';
import { NotFoundPage } from '../not-found-page';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../route-data';
import { formatDate, formatMoney } from '@/lib/format';

/** The campaign comes with the page; an unknown or malformed id is the 404 page, status 404. */
export function loader({ params }: LoaderFunctionArgs) {
  return prefetchRecordPage(params.id, (queryClient, id) =>
    queryClient.fetchQuery(getCampaignQueryOptions(id)),
  );
}

export const clientLoader = clientLoaderSkipsServer;

export default function CampaignDetailsScreen() {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [donating, setDonating] = useState(false);

  const onDonateNow = () => {
    if (!user) {
      void navigate(paths.login.path, { state: { from: location } });
      return;
    }
    setDonating(true);
  };

  return (
    <QueryBoundary
      query={campaign}
      // Gone since the page was opened, or reached by a link inside the app.
      notFound={<NotFoundPage />}
      renderError={(loadError) => (
        <>
          <DocumentTitle title={texts.titles.campaignDetails} />
          <h1 className="sr-only">Campaign details</h1>
          {loadError}
        </>
      )}
    >
      {(data) => {
        const blocked = donateBlockedReason(data);

        return (
          <article className="flex flex-col gap-8">
            <DocumentTitle
              title={texts.titles.campaignDetails}
              description={data.shortDescription}
              preview={{ name: data.petName, image: cardImage(data.image), imageAlt: data.petName }}
            />
            <DetailsBanner
              image={data.image}
              title={data.petName}
              subtitle={data.shortDescription}
            />
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
      }}
    </QueryBoundary>
  );
}
