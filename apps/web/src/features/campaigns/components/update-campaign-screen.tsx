import { texts } from '@pet-adoption/shared';
import { useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useRefusedTitle } from '@/lib/form-refusal';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { useCampaign } from '../api/campaigns';
import { CampaignForm } from './campaign-form';

/** The screen's heading, and its name in the title. */
const HEADING = 'Update donation campaign';

/**
 * updateDonationCampaign/{id} and updateDonation/{id}: the form prefilled, image kept; once
 * saved, its route's action takes the person back to the campaigns they came from.
 */
export function UpdateCampaignScreen() {
  const title = useRefusedTitle(texts.titles.dashboardScreen(HEADING));
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{HEADING}</PageHeading>
      <QueryBoundary query={campaign}>
        {(campaignData) => (
          <CampaignForm
            key={campaignData._id}
            initial={campaignData}
            ownerEmail={campaignData.email}
            submitLabel="Update Campaign"
          />
        )}
      </QueryBoundary>
    </div>
  );
}
