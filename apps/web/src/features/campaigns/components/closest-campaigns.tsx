import type { Campaign } from '@pet-adoption/shared';
import { Link } from 'react-router';
import {
  CardPlaceholder,
  HomePicture,
  HomeSection,
  LiveCardList,
} from '@/components/ui/home-section';
import { paths } from '@/config/paths';
import { CLOSEST_CAMPAIGNS_COUNT, useClosestCampaigns } from '../api/campaigns';
import { CampaignProgress } from './campaign-progress';

function ClosestCampaignCard({ campaign }: { campaign: Campaign }) {
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <figure className="aspect-[4/3] bg-base-200">
        <HomePicture src={campaign.image} sizes="(min-width: 768px) 33vw, 100vw" />
      </figure>
      <div className="card-body gap-3">
        <h3 className="card-title text-xl">{campaign.petName}</h3>
        <p className="line-clamp-2 text-base-content/80">{campaign.shortDescription}</p>
        <CampaignProgress campaign={campaign} />
        <div className="card-actions mt-auto justify-end">
          <Link to={paths.campaignDetails.getHref(campaign._id)} className="btn btn-secondary">
            Help {campaign.petName}
          </Link>
        </div>
      </div>
    </article>
  );
}

/** One of Home's three live sections: campaigns about to reach their goal. */
export function ClosestCampaigns() {
  return (
    <HomeSection
      id="closest-campaigns-heading"
      title="Almost there"
      description="These campaigns are close to their goal. A small gift could finish the job."
    >
      <LiveCardList
        query={useClosestCampaigns()}
        grid="grid gap-6 md:grid-cols-3"
        loadingLabel="Loading campaigns"
        placeholders={CLOSEST_CAMPAIGNS_COUNT}
        placeholder={<CardPlaceholder />}
        errorMessage="We couldn't load the donation campaigns just now. Please try again in a moment."
        empty="No campaign needs help right now. Thank you, donors!"
        itemKey={(campaign) => campaign._id}
      >
        {(campaign) => <ClosestCampaignCard campaign={campaign} />}
      </LiveCardList>
    </HomeSection>
  );
}
