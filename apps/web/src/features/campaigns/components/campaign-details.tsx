import { cardImage, texts } from '@pet-adoption/shared';
import { lazy, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { DetailsBanner } from '@/components/ui/details-banner';
import { DocumentTitle } from '@/components/ui/document-title';
import { OnceOpened } from '@/components/ui/once-opened';
import { OpenButton } from '@/components/ui/open-button';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { useSignInFirst } from '@/hooks/use-sign-in-first';
import { paths } from '@/config/paths';
import { formatDate, formatMoney } from '@/lib/format';
import { useCampaign } from '../api/campaigns';
import { donateBlockedReason } from '../utils/campaign-state';
import { CampaignBooks } from './campaign-books';
import { CampaignNews } from './campaign-news';
import { CampaignProgress } from './campaign-progress';
import { CampaignStatusBadge } from './campaign-status-badge';

// Donate Now's dialog loads when someone first opens it.
const DonateDialog = lazy(() =>
  import('./donate-dialog').then((module) => ({ default: module.DonateDialog })),
);

type CampaignDetailsProps = {
  id: string;
  /** Whether someone is signed in: only they can donate; others sign in first. */
  signedIn: boolean;
  /** Who is looking, when signed in: the creator and admins keep the books. */
  viewer?: { email: string; isAdmin: boolean };
  /** `?books=`: an older page of the books. */
  booksCursor?: string;
  /** Shown when the campaign is gone since the page was opened, or was reached by a link in the app. */
  notFound: ReactNode;
  /** What became of the pet the campaign names (its happy tails), under the campaign's news. */
  petStory?: (petId: string, petName: string) => ReactNode;
};

/**
 * One campaign's picture, figures and story, with Donate Now: its modal leads to the payment
 * screen. A signed-out visitor's Donate Now goes to sign in first, and back here after.
 */
export function CampaignDetails({
  id,
  signedIn,
  viewer,
  booksCursor,
  notFound,
  petStory,
}: CampaignDetailsProps) {
  const campaign = useCampaign(id);
  const navigate = useNavigate();
  const donateDialog = useSignInFirst(signedIn);

  return (
    <QueryBoundary
      query={campaign}
      notFound={notFound}
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
        // The creator and admins post news and keep the books.
        const keepsBooks = viewer !== undefined && (viewer.isAdmin || viewer.email === data.email);

        return (
          <article className="flex flex-col gap-8">
            <DocumentTitle
              title={texts.titles.campaignDetailsOf(data.petName)}
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
                {data.petAdopted && (
                  <p className="alert alert-success">
                    {texts.campaigns.petFoundHome(data.petName)}
                  </p>
                )}
                {blocked && <p className="alert alert-warning">{blocked}</p>}
                {/* Above the long story, so a phone shows it without scrolling through it. */}
                <div>
                  {/* Until the script runs, a link to the payment screen the dialog leads to
                      (the server sends a signed-out visitor to sign in first, and back). */}
                  <OpenButton
                    href={paths.dashboard.payment.getHref(data._id)}
                    onOpen={donateDialog.ask}
                    className="btn btn-primary btn-lg"
                  >
                    {texts.campaigns.donateNow}
                  </OpenButton>
                </div>
                {data.petId && (
                  <p>
                    <Link className="link" to={paths.petDetails.getHref(data.petId)}>
                      Meet {data.petName}
                    </Link>{' '}
                    on the pet’s own page.
                  </p>
                )}
                <p className="whitespace-pre-line">{data.longDescription}</p>
              </div>
            </div>
            <CampaignNews campaignId={data._id} petName={data.petName} canPost={keepsBooks} />
            {data.petId && petStory?.(data.petId, data.petName)}
            <CampaignBooks campaignId={data._id} cursor={booksCursor} keepsBooks={keepsBooks} />
            {signedIn && (
              <OnceOpened open={donateDialog.open}>
                <DonateDialog
                  campaign={data}
                  open={donateDialog.open}
                  onClose={donateDialog.close}
                  onDonate={() => void navigate(paths.dashboard.payment.getHref(data._id))}
                />
              </OnceOpened>
            )}
          </article>
        );
      }}
    </QueryBoundary>
  );
}
