import type { Campaign } from '@pet-adoption/shared';
import { formatMoney } from '@/lib/format';
import { progressPercent } from '../utils/campaign-state';

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
  return (
    <div className={`flex flex-col gap-1 ${compact ? 'min-w-36' : ''}`}>
      <progress
        className="progress progress-primary w-full"
        value={percent}
        max={100}
        aria-label={`Donations for ${campaign.petName}`}
        aria-valuetext={`${raised} raised of ${goal} (${percent}%)`}
      />
      <p className="text-sm">
        <span className="font-semibold">{raised}</span> raised of {goal}
        {!compact && <span className="text-base-content/70"> · {percent}%</span>}
      </p>
    </div>
  );
}
