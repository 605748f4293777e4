import type { CampaignStatus } from '@pet-adoption/shared';
import { and, eq, gte, lt, not, type SQL } from 'drizzle-orm';
import { campaigns } from '../schema';

/**
 * The SQL twin of campaignStatus() (packages/shared), so a query picks the campaigns a reader
 * would see with that status: the campaign list's `status` filter and the sitemap's open ones.
 * `today` is campaignToday().
 */
export function campaignStatusFilter(status: CampaignStatus, today: string): SQL | undefined {
  if (status === 'ended') return lt(campaigns.lastDate, today);
  const open = gte(campaigns.lastDate, today);
  return status === 'paused'
    ? and(open, eq(campaigns.paused, true))
    : and(open, not(campaigns.paused));
}
