import type { Campaign } from '@pet-adoption/shared';
import { formatDate } from '@/lib/format';

/** How much of the goal (maximumDonation) the real donations cover, 0–100. */
export function progressPercent(campaign: Pick<Campaign, 'donatedTotal' | 'maximumDonation'>) {
  if (campaign.maximumDonation <= 0) return 0;
  return Math.min(100, Math.round((campaign.donatedTotal / campaign.maximumDonation) * 100));
}

/** Whether the money given, net of refunds and disputes, has reached the goal. */
export const goalReached = (campaign: Pick<Campaign, 'donatedTotal' | 'maximumDonation'>) =>
  campaign.maximumDonation > 0 && campaign.donatedTotal >= campaign.maximumDonation;

/**
 * Why the Donate button is off, or null when donating is possible: it needs a maximum donation
 * and an active campaign (docs/product.md §2, §10).
 */
export function donateBlockedReason(
  campaign: Pick<Campaign, 'maximumDonation' | 'status' | 'lastDate'>,
): string | null {
  if (!String(campaign.maximumDonation ?? '').length || !(campaign.maximumDonation > 0)) {
    return 'This campaign has no donation goal yet, so it cannot take donations.';
  }
  if (campaign.status === 'paused') {
    return 'This campaign is paused by its owner and does not take donations right now.';
  }
  if (campaign.status === 'ended') {
    return `This campaign ended on ${formatDate(campaign.lastDate)} and no longer takes donations.`;
  }
  return null;
}
