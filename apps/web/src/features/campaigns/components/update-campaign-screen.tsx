import { TOASTS, texts } from '@pet-adoption/shared';
import toast from 'react-hot-toast';
import { useNavigate, useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { LoadError } from '@/components/ui/load-error';
import { PageHeading } from '@/components/ui/page-heading';
import { PageSpinner } from '@/components/ui/spinner';
import { useCampaign, useUpdateCampaign } from '../api/campaigns';
import { CampaignForm } from './campaign-form';

/** updateDonationCampaign/{id} and updateDonation/{id}: the form prefilled, image kept. */
export function UpdateCampaignScreen({ backHref }: { backHref: string }) {
  const { id = '' } = useParams();
  const campaign = useCampaign(id);
  const update = useUpdateCampaign();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboard} />
      <PageHeading>Update donation campaign</PageHeading>
      {campaign.isPending ? (
        <PageSpinner />
      ) : campaign.isError ? (
        <LoadError message={campaign.error.message} onRetry={() => void campaign.refetch()} />
      ) : (
        <CampaignForm
          key={campaign.data._id}
          initial={campaign.data}
          submitLabel="Update Campaign"
          busy={update.isPending}
          onSubmit={(values) =>
            update.mutate(
              { campaignId: campaign.data._id, changes: values },
              {
                onSuccess: () => {
                  toast.success(`The campaign for ${values.petName} was updated`, {
                    duration: TOASTS.dashboardSuccessMs,
                  });
                  setTimeout(() => void navigate(backHref), TOASTS.dashboardSuccessMs);
                },
                onError: (error) => toast.error(error.message),
              },
            )
          }
        />
      )}
    </div>
  );
}
