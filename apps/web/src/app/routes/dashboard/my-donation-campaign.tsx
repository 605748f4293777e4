import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { MyCampaignsScreen } from '@/features/campaigns/components/my-campaigns-screen';

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
