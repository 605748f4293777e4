import { currentCursor, readShownPages } from '@pet-adoption/shared';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { actOnCampaignRow } from '@/features/campaigns/actions/campaigns-table.server';
import {
  getCampaignQueryOptions,
  getCampaignTableQueryOptions,
  getDonatorsInfiniteQueryOptions,
} from '@/features/campaigns/api/campaigns';
import { donatorsAskedIn } from '@/features/campaigns/components/campaign-donators-page';
import { MyCampaignsScreen } from '@/features/campaigns/components/my-campaigns-screen';
import { pageVisitor } from '../../page-services.server';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/**
 * The page of the creator's campaigns the address names comes with the page, rows as forms; or,
 * for a View Donator sent without scripts (`?donators=`), that campaign and its donators.
 */
export function loader({ context, request }: LoaderFunctionArgs) {
  const adderEmail = pageVisitor(context)?.user.email;
  const params = new URL(request.url).searchParams;
  const cursor = currentCursor(params);
  const donatorsOf = donatorsAskedIn(params);
  return prefetchPage(async (queryClient) => {
    if (!adderEmail) return;
    if (donatorsOf !== null) {
      await Promise.all([
        // The campaign is the page: one deleted since is the 404 page.
        queryClient.fetchQuery(getCampaignQueryOptions(donatorsOf)),
        queryClient.fetchInfiniteQuery({
          ...getDonatorsInfiniteQueryOptions(donatorsOf),
          pages: readShownPages(params),
        }),
      ]);
      return;
    }
    await queryClient.fetchQuery(getCampaignTableQueryOptions({ adderEmail, cursor }));
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** Every row's Pause and Delete, sent by the page's script or by the browser itself. */
export const action = (args: ActionFunctionArgs) =>
  actOnCampaignRow(args, paths.dashboard.myDonationCampaign.getHref());

export default function MyDonationCampaignRoute() {
  const { user } = useAuth();
  return (
    <MyCampaignsScreen
      adderEmail={user?.email}
      createHref={paths.dashboard.createDonationCampaign.getHref()}
      updateHref={paths.dashboard.updateDonationCampaign.getHref}
    />
  );
}
