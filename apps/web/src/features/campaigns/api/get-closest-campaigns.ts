import { CampaignSchema, type Campaign } from '@pet-adoption/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';

export const CLOSEST_CAMPAIGNS_COUNT = 3;
/** How many of the newest campaigns are looked through for the ones nearest their goal. */
const CANDIDATES = 50;

/** Open campaigns that still need money, the nearest to their goal first. */
export function closestToGoal(campaigns: readonly Campaign[], count = CLOSEST_CAMPAIGNS_COUNT) {
  const ratio = (campaign: Campaign) => campaign.donatedTotal / campaign.maximumDonation;
  return campaigns
    .filter(
      (campaign) =>
        campaign.status === 'active' &&
        campaign.maximumDonation > 0 &&
        campaign.donatedTotal < campaign.maximumDonation,
    )
    .sort((a, b) => ratio(b) - ratio(a))
    .slice(0, count);
}

/**
 * GET /api/campaigns has no "nearest the goal" order, so the home page reads one page of the
 * newest and picks from it: a campaign that is close to its goal is usually a recent one.
 */
export function getClosestCampaignsQueryOptions() {
  return queryOptions({
    queryKey: ['campaigns', 'closest'],
    queryFn: ({ signal }) =>
      api.get('/campaigns', z.array(CampaignSchema), { signal, query: { limit: CANDIDATES } }),
    select: (campaigns) => closestToGoal(campaigns),
  });
}

export function useClosestCampaigns() {
  return useQuery(getClosestCampaignsQueryOptions());
}
