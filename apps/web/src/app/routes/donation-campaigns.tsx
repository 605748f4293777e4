import { readShownPages } from '@pet-adoption/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { getCampaignsInfiniteQueryOptions } from '@/features/campaigns/api/campaigns';
import { CampaignListing } from '@/features/campaigns/components/campaign-listing';
import { clientLoaderSkipsServer, prefetchPage } from '../route-data';

/** The campaign cards come with the page: the first page, or as many as the address asks. */
export function loader({ request }: LoaderFunctionArgs) {
  const pages = readShownPages(new URL(request.url).searchParams);
  return prefetchPage((queryClient) =>
    queryClient.prefetchInfiniteQuery({ ...getCampaignsInfiniteQueryOptions(), pages }),
  );
}

export const clientLoader = clientLoaderSkipsServer;

export default CampaignListing;
