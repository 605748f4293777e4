import { texts, type Campaign } from '@pet-adoption/shared';
import { useState } from 'react';
import { ActionName } from '@/components/ui/action-name';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { CampaignsTable } from '@/features/campaigns/components/campaigns-table';
import { CampaignPaymentsDialog } from '@/features/payments/components/campaign-payments-dialog';

/** The screen's heading, and its name in the title. */
const HEADING = 'All donation campaigns';

export default function AllDonationsScreen() {
  const [paymentsOf, setPaymentsOf] = useState<Campaign | null>(null);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <CampaignsTable
        variant="all"
        updateHref={paths.dashboard.updateDonation.getHref}
        extraActions={(campaign) => (
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            onClick={() => setPaymentsOf(campaign)}
          >
            <ActionName text="Donations" about={`for ${campaign.petName}`} />
          </button>
        )}
      />
      <CampaignPaymentsDialog campaign={paymentsOf} onClose={() => setPaymentsOf(null)} />
    </div>
  );
}
