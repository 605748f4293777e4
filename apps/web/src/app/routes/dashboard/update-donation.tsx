import { paths } from '@/config/paths';
import { UpdateCampaignScreen } from '@/features/campaigns/components/update-campaign-screen';

export function Component() {
  return <UpdateCampaignScreen backHref={paths.dashboard.allDonations.getHref()} />;
}
