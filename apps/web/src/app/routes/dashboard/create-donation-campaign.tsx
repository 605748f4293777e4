import { paths } from '@/config/paths';
import { CreateCampaignScreen } from '@/features/campaigns/components/create-campaign-screen';

export default function CreateDonationCampaignRoute() {
  return <CreateCampaignScreen createdHref={paths.dashboard.myDonationCampaign.getHref()} />;
}
