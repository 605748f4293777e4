import { paths } from '@/config/paths';
import { UpdateCampaignScreen } from '@/features/campaigns/components/update-campaign-screen';

export default function UpdateDonationRoute() {
  return <UpdateCampaignScreen backHref={paths.dashboard.allDonations.getHref()} />;
}
