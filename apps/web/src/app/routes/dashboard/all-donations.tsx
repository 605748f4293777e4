import { currentCursor } from '@pet-adoption/shared';
import type { Campaign } from '@pet-adoption/shared';
import { useState } from 'react';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { CAMPAIGN_DONATIONS_PARAM, paths } from '@/config/paths';
import { actOnCampaignRow } from '@/features/campaigns/actions/campaigns-table.server';
import { getCampaignTableQueryOptions } from '@/features/campaigns/api/campaigns';
import { AllCampaignsScreen } from '@/features/campaigns/components/all-campaigns-screen';
import { CampaignPaymentsDialog } from '@/features/payments/components/campaign-payments-dialog';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The page of every campaign the address names comes with the page, rows' Delete as forms. */
export function loader({ request }: LoaderFunctionArgs) {
  const cursor = currentCursor(new URL(request.url).searchParams);
  return prefetchPage((queryClient) =>
    queryClient.fetchQuery(getCampaignTableQueryOptions({ cursor })),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** Every row's Delete, sent by the page's script or by the browser itself. */
export const action = (args: ActionFunctionArgs) =>
  actOnCampaignRow(args, paths.dashboard.allDonations.getHref());

/** Two features meet here: the campaigns table, and one campaign's payments in a dialog. */
export default function AllDonationsRoute() {
  const [paymentsOf, setPaymentsOf] = useState<Campaign | null>(null);
  return (
    <AllCampaignsScreen
      updateHref={paths.dashboard.updateDonation.getHref}
      onShowDonations={setPaymentsOf}
      donationsPage={{
        path: paths.dashboard.paymentHistory.getHref(),
        param: CAMPAIGN_DONATIONS_PARAM,
      }}
    >
      <CampaignPaymentsDialog campaign={paymentsOf} onClose={() => setPaymentsOf(null)} />
    </AllCampaignsScreen>
  );
}
