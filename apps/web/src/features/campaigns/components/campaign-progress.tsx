import { texts, type Campaign } from '@pet-adoption/shared';
import { formatMoney } from '@/lib/format';
import { goalReached, progressPercent } from '../utils/campaign-state';

type CampaignProgressProps = {
  campaign: Pick<Campaign, 'petName' | 'donatedTotal' | 'maximumDonation'>;
  /** Tables have little room: the bar and one short line. */
  compact?: boolean;
};

/** Real donations against the goal (maximumDonation), as a bar with its numbers in words. */
export function CampaignProgress({ campaign, compact = false }: CampaignProgressProps) {
  const percent = progressPercent(campaign);
  const raised = formatMoney(campaign.donatedTotal);
  const goal = formatMoney(campaign.maximumDonation);
  const reached = goalReached(campaign);
  return (
    <div className={`flex flex-col gap-1 ${compact ? 'min-w-36' : ''}`}>
      <progress
        className="progress progress-primary w-full"
        value={percent}
        max={100}
        aria-label={`Donations for ${campaign.petName}`}
        aria-valuetext={`${raised} raised of ${goal} (${percent}%)${reached ? `, ${texts.campaigns.goalReached.toLowerCase()}` : ''}`}
      />
      <p className="flex flex-wrap items-center gap-x-2 text-sm">
        <span>
          <span className="font-semibold">{raised}</span> raised of {goal}
          {!compact && <span className="text-base-content/70"> · {percent}%</span>}
        </span>
        {reached && (
          <span className="badge badge-success badge-sm">{texts.campaigns.goalReached}</span>
        )}
      </p>
    </div>
  );
}
