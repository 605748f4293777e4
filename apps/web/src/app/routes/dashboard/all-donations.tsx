import type { Campaign } from '@pet-adoption/shared';
import { useState } from 'react';
import { paths } from '@/config/paths';
import { AllCampaignsScreen } from '@/features/campaigns/components/all-campaigns-screen';
import { CampaignPaymentsDialog } from '@/features/payments/components/campaign-payments-dialog';

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
