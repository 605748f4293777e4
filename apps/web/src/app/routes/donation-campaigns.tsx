import { getCampaignsInfiniteQueryOptions } from '@/features/campaigns/api/campaigns';
import { CampaignListing } from '@/features/campaigns/components/campaign-listing';
import { clientLoaderSkipsServer, prefetchPage } from '../route-data';

/** The first page of campaign cards comes with the page. */
export function loader() {
  return prefetchPage((queryClient) =>
    queryClient.prefetchInfiniteQuery(getCampaignsInfiniteQueryOptions()),
  );
}

export const clientLoader = clientLoaderSkipsServer;

export default CampaignListing;
