import { texts } from '@pet-adoption/shared';
import { useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useRefusedTitle } from '@/lib/form-refusal';
import { useSavedThenGo } from '@/hooks/use-saved-then-go';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { useCampaign, useUpdateCampaign } from '../api/campaigns';
import { CampaignForm } from './campaign-form';

/** The screen's heading, and its name in the title. */
const HEADING = 'Update donation campaign';

/** updateDonationCampaign/{id} and updateDonation/{id}: the form prefilled, image kept. */
export function UpdateCampaignScreen({ backHref }: { backHref: string }) {
  const title = useRefusedTitle(texts.titles.dashboardScreen(HEADING));
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const update = useUpdateCampaign();
  const savedThenGo = useSavedThenGo();
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
            busy={update.isPending}
            // A refusal is shown on the form itself, under its fields or in its alert.
            onSubmit={(values) =>
              update
                .mutateAsync({ campaignId: campaignData._id, changes: values })
                .then(() => savedThenGo(texts.campaignForm.updated(values.petName), backHref))
            }
          />
        )}
      </QueryBoundary>
    </div>
  );
}
