import { isUuid } from '@pet-adoption/shared';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { getPublicConfigQueryOptions, usePublicConfig } from '@/features/auth/api/auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getCampaignQueryOptions, useCampaign } from '@/features/campaigns/api/campaigns';
import { CampaignSummary } from '@/features/campaigns/components/campaign-summary';
import { donateBlockedReason } from '@/features/campaigns/utils/campaign-state';
import { cardNeedsScript } from '@/features/payments/actions/card-needs-script.server';
import { PaymentScreen } from '@/features/payments/components/payment-screen';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

const campaignOf = (params: URLSearchParams) => params.get('campaign')?.trim() ?? '';

/**
 * The campaign and the card provider come with the page, so its server HTML already shows the
 * form, and says that the card field needs the provider's script.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const campaignId = campaignOf(new URL(request.url).searchParams);
  return prefetchPage((queryClient) =>
    Promise.all([
      queryClient.prefetchQuery(getPublicConfigQueryOptions()),
      // The campaign is what the page pays: one deleted since is the 404 page.
      isUuid(campaignId) && queryClient.fetchQuery(getCampaignQueryOptions(campaignId)),
    ]),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** The card form sent without the card provider's script: nothing is charged or recorded. */
export const action = cardNeedsScript;

/** The campaign named by ?campaign= beside the card form, paid as the signed-in person. */
export default function PaymentRoute() {
  const [params] = useSearchParams();
  const campaignId = campaignOf(params);
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
