import { queryOptions, useQuery } from '@tanstack/react-query';

/** The calls and their schemas load with the first call, as campaigns.ts does. */
const requests = () => import('./ledger-requests');

/** Entries per page of a campaign's books. */
export const LEDGER_PAGE_LIMIT = 20;

/** One page of the books: the newest, or the one `cursor` names (`?books=` on the page). */
export function getLedgerQueryOptions(campaignId: string, cursor?: string) {
  return queryOptions({
    queryKey: ['campaigns', 'ledger', campaignId, cursor ?? null],
    queryFn: async ({ signal }) =>
      (await requests()).getLedgerPage(campaignId, {
        cursor,
        limit: LEDGER_PAGE_LIMIT,
        signal,
      }),
    staleTime: 0,
  });
}

export function useLedger(campaignId: string, cursor?: string) {
  return useQuery(getLedgerQueryOptions(campaignId, cursor));
}

export function getLedgerEntryQueryOptions(campaignId: string, entryId: string) {
  return queryOptions({
    queryKey: ['campaigns', 'ledger-entry', campaignId, entryId],
    queryFn: async ({ signal }) =>
      (await requests()).getLedgerEntry(campaignId, entryId, { signal }),
    staleTime: 0,
  });
}

export function useLedgerEntry(campaignId: string, entryId: string) {
  return useQuery(getLedgerEntryQueryOptions(campaignId, entryId));
}

export function getLedgerTotalsQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: ['campaigns', 'ledger-totals', campaignId],
    queryFn: async ({ signal }) => (await requests()).getLedgerTotals(campaignId, { signal }),
    staleTime: 0,
  });
}

export function useLedgerTotals(campaignId: string) {
  return useQuery(getLedgerTotalsQueryOptions(campaignId));
}

/** The campaign's news, newest 20. */
export function getCampaignUpdatesQueryOptions(campaignId: string) {
  return queryOptions({
    queryKey: ['campaigns', 'updates', campaignId],
    queryFn: async ({ signal }) => (await requests()).getCampaignUpdates(campaignId, { signal }),
  });
}

export function useCampaignUpdates(campaignId: string) {
  return useQuery(getCampaignUpdatesQueryOptions(campaignId));
}
