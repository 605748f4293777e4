import { paths } from '@/config/paths';
import { UpdateCampaignScreen } from '@/features/campaigns/components/update-campaign-screen';

export default function UpdateDonationCampaignRoute() {
  return <UpdateCampaignScreen backHref={paths.dashboard.myDonationCampaign.getHref()} />;
}
