import { texts, type Campaign } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { ActionName } from '@/components/ui/action-name';
import { CardImage } from '@/components/ui/card-image';
import { paths } from '@/config/paths';
import { formatDate, formatMoney } from '@/lib/format';
import { CampaignProgress } from './campaign-progress';
import { CampaignStatusBadge } from './campaign-status-badge';

/** A grid card: the campaign's fields, the donations so far and, when not active, the status. */
export function CampaignCard({ campaign, eager = false }: { campaign: Campaign; eager?: boolean }) {
  return (
    <article className="card h-full border border-base-300 bg-base-100 shadow-sm">
      <figure className="relative aspect-[4/3] bg-base-200">
        <CardImage image={campaign.image} alt={campaign.petName} eager={eager} />
      </figure>
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="card-title text-xl">{campaign.petName}</h2>
          <CampaignStatusBadge status={campaign.status} hideActive />
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="font-semibold">Maximum donation</dt>
          <dd>{formatMoney(campaign.maximumDonation)}</dd>
          <dt className="font-semibold">Highest donation</dt>
          <dd>{formatMoney(campaign.highestTotal)}</dd>
          <dt className="font-semibold">Last date</dt>
          <dd>
            <time dateTime={campaign.lastDate}>{formatDate(campaign.lastDate)}</time>
          </dd>
        </dl>
        <p className="text-base-content/80">{campaign.shortDescription}</p>
        <CampaignProgress campaign={campaign} />
        <div className="card-actions mt-auto justify-end pt-2">
          <Link to={paths.campaignDetails.getHref(campaign._id)} className="btn btn-primary">
            <ActionName text={texts.campaigns.viewDetails} about={`of ${campaign.petName}`} />
          </Link>
        </div>
      </div>
    </article>
  );
}

export function CampaignCardSkeleton() {
  return (
    <div className="card border border-base-300 bg-base-100" aria-hidden="true">
      <div className="skeleton aspect-[4/3] rounded-b-none" />
      <div className="card-body gap-3">
        <div className="skeleton h-6 w-1/2" />
        <div className="skeleton h-4 w-3/4" />
        <div className="skeleton h-4 w-2/3" />
        <div className="skeleton h-3 w-full" />
        <div className="skeleton h-10 w-28 self-end" />
      </div>
    </div>
  );
}
