import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { updateCampaignFromForm } from '@/features/campaigns/actions/save-campaign.server';
import {
  getCampaignQueryOptions,
  getPetChoicesQueryOptions,
} from '@/features/campaigns/api/campaigns';
import { UpdateCampaignScreen } from '@/features/campaigns/components/update-campaign-screen';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../../route-data';

/** The campaign comes with the page, so its form is there before any script runs. */
export function loader({ params }: LoaderFunctionArgs) {
  return prefetchRecordPage(params.id, async (queryClient, id) => {
    const campaign = await queryClient.fetchQuery(getCampaignQueryOptions(id));
    // The creator's pets, for the Pet select.
    await queryClient.prefetchQuery(getPetChoicesQueryOptions(campaign.email));
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** Update campaign, sent with scripts or without (its picture as a file, then). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  updateCampaignFromForm(request, params.id ?? '', paths.dashboard.myDonationCampaign.getHref());

export default UpdateCampaignScreen;
