import { texts, type Campaign } from '@pet-adoption/shared';
import { useState } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { CampaignsTable } from '@/features/campaigns/components/campaigns-table';
import { CampaignPaymentsDialog } from '@/features/payments/components/campaign-payments-dialog';

export default function AllDonationsScreen() {
  const [paymentsOf, setPaymentsOf] = useState<Campaign | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboard} />
      <PageHeading>All donation campaigns</PageHeading>
      <CampaignsTable
        variant="all"
        updateHref={paths.dashboard.updateDonation.getHref}
        extraActions={(campaign) => (
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            aria-label={`Donations for ${campaign.petName}`}
            onClick={() => setPaymentsOf(campaign)}
          >
            Donations
          </button>
        )}
      />
      <CampaignPaymentsDialog campaign={paymentsOf} onClose={() => setPaymentsOf(null)} />
    </div>
  );
}
