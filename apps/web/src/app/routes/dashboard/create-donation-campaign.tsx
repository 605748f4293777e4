import type { ActionFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { createCampaignFromForm } from '@/features/campaigns/actions/save-campaign.server';
import { CreateCampaignScreen } from '@/features/campaigns/components/create-campaign-screen';

/** Create campaign sent by the browser itself, with its picture (before the script, or none). */
export const action = ({ request }: ActionFunctionArgs) =>
  createCampaignFromForm(request, paths.dashboard.myDonationCampaign.getHref());

export default function CreateDonationCampaignRoute() {
  return <CreateCampaignScreen createdHref={paths.dashboard.myDonationCampaign.getHref()} />;
}
