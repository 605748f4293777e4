import type { Campaign } from '@pet-adoption/shared';
import { useState } from 'react';
import type { ActionFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { actOnCampaignRow } from '@/features/campaigns/actions/campaigns-table.server';
import { getCampaignTableQueryOptions } from '@/features/campaigns/api/campaigns';
import { AllCampaignsScreen } from '@/features/campaigns/components/all-campaigns-screen';
import { CampaignPaymentsDialog } from '@/features/payments/components/campaign-payments-dialog';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The first page of every campaign comes with the page, each row's Delete as a form. */
export function loader() {
  return prefetchPage((queryClient) => queryClient.prefetchQuery(getCampaignTableQueryOptions({})));
}

export const clientLoader = clientLoaderSkipsServer;

/** Delete sent by the browser itself (before the page's script, or without one). */
export const action = ({ request }: ActionFunctionArgs) =>
  actOnCampaignRow(request, paths.dashboard.allDonations.getHref());

/** Two features meet here: the campaigns table, and one campaign's payments in a dialog. */
export default function AllDonationsRoute() {
  const [paymentsOf, setPaymentsOf] = useState<Campaign | null>(null);
  return (
    <AllCampaignsScreen
      updateHref={paths.dashboard.updateDonation.getHref}
      onShowDonations={setPaymentsOf}
    >
      <CampaignPaymentsDialog campaign={paymentsOf} onClose={() => setPaymentsOf(null)} />
    </AllCampaignsScreen>
  );
}
