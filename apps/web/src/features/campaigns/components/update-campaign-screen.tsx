import { TOASTS, texts } from '@pet-adoption/shared';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { useCampaign, useUpdateCampaign } from '../api/campaigns';
import { CampaignForm } from './campaign-form';

/** The screen's heading, and its name in the title. */
const HEADING = 'Update donation campaign';

/** updateDonationCampaign/{id} and updateDonation/{id}: the form prefilled, image kept. */
export function UpdateCampaignScreen({ backHref }: { backHref: string }) {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const update = useUpdateCampaign();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <QueryBoundary query={campaign}>
        {(campaignData) => (
          <CampaignForm
            key={campaignData._id}
            initial={campaignData}
            submitLabel="Update Campaign"
            busy={update.isPending}
            // A refusal is shown on the form itself, under its fields or in its alert.
            onSubmit={(values) =>
              update.mutateAsync({ campaignId: campaignData._id, changes: values }).then(() => {
                toast.success(`The campaign for ${values.petName} was updated`, {
                  duration: TOASTS.dashboardSuccessMs,
                });
                setTimeout(() => void navigate(backHref), TOASTS.dashboardSuccessMs);
              })
            }
          />
        )}
      </QueryBoundary>
    </div>
  );
}
