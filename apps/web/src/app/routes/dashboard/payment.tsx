import { useSearchParams } from 'react-router';
import { usePublicConfig } from '@/features/auth/api/auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCampaign } from '@/features/campaigns/api/campaigns';
import { CampaignSummary } from '@/features/campaigns/components/campaign-summary';
import { donateBlockedReason } from '@/features/campaigns/utils/campaign-state';
import { PaymentScreen } from '@/features/payments/components/payment-screen';

/** The campaign named by ?campaign= beside the card form, paid as the signed-in person. */
export default function PaymentRoute() {
  const [params] = useSearchParams();
  const campaignId = params.get('campaign')?.trim() ?? '';
  const campaign = useCampaign(campaignId, campaignId !== '');
  const config = usePublicConfig();
  const { user } = useAuth();

  return (
    <PaymentScreen
      campaign={campaignId ? campaign : null}
      config={config}
      billing={user && { email: user.email, name: user.name }}
      blockedReason={donateBlockedReason}
      summary={(data) => <CampaignSummary campaign={data} />}
    />
  );
}
