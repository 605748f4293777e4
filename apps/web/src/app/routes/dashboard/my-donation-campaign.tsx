import { currentCursor } from '@pet-adoption/shared';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { actOnCampaignRow } from '@/features/campaigns/actions/campaigns-table.server';
import { getCampaignTableQueryOptions } from '@/features/campaigns/api/campaigns';
import { MyCampaignsScreen } from '@/features/campaigns/components/my-campaigns-screen';
import { pageVisitor } from '../../page-services.server';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The page of the creator's campaigns the address names comes with the page, rows as forms. */
export function loader({ context, request }: LoaderFunctionArgs) {
  const adderEmail = pageVisitor(context)?.user.email;
  const cursor = currentCursor(new URL(request.url).searchParams);
  return prefetchPage(async (queryClient) => {
    if (adderEmail) {
      await queryClient.prefetchQuery(getCampaignTableQueryOptions({ adderEmail, cursor }));
    }
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** Pause or Delete sent by the browser itself (before the page's script, or without one). */
export const action = ({ request }: ActionFunctionArgs) =>
  actOnCampaignRow(request, paths.dashboard.myDonationCampaign.getHref());

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
