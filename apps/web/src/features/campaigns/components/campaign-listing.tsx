import { moreShownHref, texts } from '@pet-adoption/shared';
import { useSearchParams } from 'react-router';
import { Banner } from '@/components/ui/banner';
import { DocumentTitle } from '@/components/ui/document-title';
import { LoadMore } from '@/components/ui/load-more';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { useCampaignsInfinite } from '../api/campaigns';
import { CampaignCard, CampaignCardSkeleton } from './campaign-card';

/** Every donation campaign as a card, loading more as the visitor scrolls. */
export function CampaignListing() {
  const campaigns = useCampaignsInfinite();
  const [params] = useSearchParams();

  return (
    <div className="flex flex-col gap-8">
      <DocumentTitle title={texts.titles.donationCampaigns} />
      <Banner
        title={texts.nav.donationCampaigns}
        description="Every campaign raises money for one animal's care: surgery, vaccines, food or a warm shelter. Pick one and help it reach its goal."
        image="/images/campaigns/shelter-roof.webp"
      />

      <QueryBoundary
        query={campaigns}
        pending={
          <div
            className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3"
            role="status"
            aria-label="Loading campaigns"
          >
            {Array.from({ length: 6 }, (_, index) => (
              <CampaignCardSkeleton key={index} />
            ))}
          </div>
        }
      >
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          const total = data.pages[0]?.total ?? null;
          if (items.length === 0) {
            return (
              <p className="rounded-box bg-base-200 p-8 text-center text-lg">
                There are no donation campaigns yet. Start one from your dashboard.
              </p>
            );
          }
          return (
            <>
              <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
                {items.map((campaign, index) => (
                  <li key={campaign._id} id={`campaign-${campaign._id}`}>
                    <CampaignCard campaign={campaign} eager={index < 3} />
                  </li>
                ))}
              </ul>
              <LoadMore
                query={campaigns}
                moreHref={moreShownHref(params, data.pages.length, `campaign-${items.at(-1)!._id}`)}
                loadingText="Loading more campaigns"
                endText={`That is every campaign${total !== null ? ` (${total})` : ''}.`}
              />
            </>
          );
        }}
      </QueryBoundary>
    </div>
  );
}
