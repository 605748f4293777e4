import type { Campaign } from '@pet-adoption/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';

export type { CreateCampaignValues, UpdateCampaignValues } from './campaign-requests';

/** The calls and their schemas load with the first call (the rule is in features/pets/api/pets.ts). */
const requests = () => import('./campaign-requests');

export const CAMPAIGNS_PAGE_LIMIT = 12;

/** GET /api/campaigns, one page at a time for the public grid (newest first). */
export function getCampaignsInfiniteQueryOptions() {
  return infiniteQueryOptions({
    queryKey: ['campaigns', 'list'],
    queryFn: async ({ pageParam, signal }) =>
      (await requests()).getCampaignsPage({
        cursor: pageParam,
        limit: CAMPAIGNS_PAGE_LIMIT,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function useCampaignsInfinite() {
  return useInfiniteQuery(getCampaignsInfiniteQueryOptions());
}

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
    queryFn: async ({ signal }) =>
      (await requests()).getNewestCampaigns({ limit: CANDIDATES, signal }),
    select: (campaigns) => closestToGoal(campaigns),
  });
}

export function useClosestCampaigns() {
  return useQuery(getClosestCampaignsQueryOptions());
}

/** A dashboard table's page: my campaigns (`adderEmail`) or every campaign (admins). */
export type CampaignTableFilter = { adderEmail?: string; cursor?: string; limit?: number };

/** Rows of a campaign table's page: the page the server renders asks for the same first one. */
export const CAMPAIGNS_TABLE_PAGE_SIZE = 10;

export function getCampaignTableQueryOptions({
  adderEmail,
  cursor,
  limit = CAMPAIGNS_TABLE_PAGE_SIZE,
}: CampaignTableFilter) {
  return queryOptions({
    queryKey: ['campaigns', 'table', { adderEmail, cursor, limit }],
    queryFn: async ({ signal }) =>
      (await requests()).getCampaignsPage({ adderEmail, cursor, limit, signal }),
    // Totals move with every donation; a table should show them as they are now.
    staleTime: 0,
  });
}

export function useCampaignTable(filter: CampaignTableFilter, enabled = true) {
  return useQuery({ ...getCampaignTableQueryOptions(filter), enabled });
}

export function getCampaignQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: ['campaigns', 'detail', campaignId],
    queryFn: async ({ signal }) => (await requests()).getCampaign(campaignId, { signal }),
    staleTime: 0,
  });
}

export function useCampaign(campaignId: string, enabled = true) {
  return useQuery({ ...getCampaignQueryOptions(campaignId), enabled });
}

/** The pets a campaign of `email`'s may name (the create and update forms' Pet select). */
export function getPetChoicesQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['campaigns', 'pet-choices', email],
    queryFn: async ({ signal }) => (await requests()).getPetChoices(email, { signal }),
  });
}

export function usePetChoices(email: string | undefined) {
  return useQuery({ ...getPetChoicesQueryOptions(email ?? ''), enabled: Boolean(email) });
}

/** Campaigns taking donations now, by name: a monthly gift's Move choices. */
export function getOpenCampaignChoicesQueryOptions() {
  return queryOptions({
    queryKey: ['campaigns', 'open-choices'],
    queryFn: async ({ signal }) => (await requests()).getOpenCampaigns({ signal }),
    select: (campaigns) =>
      campaigns.map((campaign) => ({ _id: campaign._id, petName: campaign.petName })),
  });
}

export function useOpenCampaignChoices() {
  return useQuery(getOpenCampaignChoicesQueryOptions());
}

/** The campaigns for one pet, for its details page. */
export function getPetCampaignsQueryOptions(petId: string) {
  return queryOptions({
    queryKey: ['campaigns', 'for-pet', petId],
    queryFn: async ({ signal }) => (await requests()).getPetCampaigns(petId, { signal }),
  });
}

/** Donations per page in the donators dialog; more load as its end scrolls into view. */
export const DONATORS_PAGE_LIMIT = 50;

/** GET /api/campaigns/{id}/donators: the owner's (or an admin's) donations, page by page. */
export function getDonatorsInfiniteQueryOptions(campaignId: string) {
  return infiniteQueryOptions({
    queryKey: ['campaigns', 'donators', campaignId],
    queryFn: async ({ pageParam, signal }) =>
      (await requests()).getDonatorsPage(campaignId, {
        cursor: pageParam,
        limit: DONATORS_PAGE_LIMIT,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
    staleTime: 0,
  });
}

export function useDonators(campaignId: string, enabled: boolean) {
  return useInfiniteQuery({ ...getDonatorsInfiniteQueryOptions(campaignId), enabled });
}
