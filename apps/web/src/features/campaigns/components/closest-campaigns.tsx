import { imageSrcSet } from '@pet-adoption/shared';
import type { Campaign } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { SectionHeading } from '@/components/ui/section-heading';
import { paths } from '@/config/paths';
import { CLOSEST_CAMPAIGNS_COUNT, useClosestCampaigns } from '../api/campaigns';
import { CampaignProgress } from './campaign-progress';

const GRID = 'grid gap-6 md:grid-cols-3';

function ClosestCampaignCard({ campaign }: { campaign: Campaign }) {
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <figure className="aspect-[4/3] bg-base-200">
        <img
          src={campaign.image}
          srcSet={imageSrcSet(campaign.image)}
          sizes="(min-width: 768px) 33vw, 100vw"
          alt=""
          width={800}
          height={600}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
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
  const campaigns = useClosestCampaigns();

  return (
    <section aria-labelledby="closest-campaigns-heading">
      <SectionHeading
        id="closest-campaigns-heading"
        title="Almost there"
        description="These campaigns are close to their goal. A small gift could finish the job."
      />
      <QueryBoundary
        query={campaigns}
        pending={
          <ul className={GRID} aria-label="Loading campaigns">
            {Array.from({ length: CLOSEST_CAMPAIGNS_COUNT }, (_, index) => (
              <li key={index} className="flex flex-col gap-3">
                <div className="skeleton aspect-[4/3] w-full" />
                <div className="skeleton h-6 w-1/2" />
                <div className="skeleton h-4 w-full" />
              </li>
            ))}
          </ul>
        }
        errorMessage="We couldn't load the donation campaigns just now. Please try again in a moment."
      >
        {(list) =>
          list.length === 0 ? (
            <p className="text-center">No campaign needs help right now. Thank you, donors!</p>
          ) : (
            <ul className={GRID}>
              {list.map((campaign) => (
                <li key={campaign._id}>
                  <ClosestCampaignCard campaign={campaign} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </section>
  );
}
