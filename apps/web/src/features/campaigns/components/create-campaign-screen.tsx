import { TOASTS, texts } from '@pet-adoption/shared';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useCreateCampaign } from '../api/campaigns';
import { CampaignForm } from './campaign-form';

/** The screen's heading, and its name in the title. */
const HEADING = 'Create a donation campaign';

/** createDonationCampaign: the empty form; once created, the person goes on to `createdHref`. */
export function CreateCampaignScreen({ createdHref }: { createdHref: string }) {
  const create = useCreateCampaign();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <CampaignForm
        submitLabel="Create Campaign"
        busy={create.isPending}
        // A refusal is shown on the form itself, under its fields or in its alert.
        onSubmit={(values) =>
          create.mutateAsync(values).then(() => {
            toast.success(`The campaign for ${values.petName} was created`, {
              duration: TOASTS.dashboardSuccessMs,
            });
            setTimeout(() => void navigate(createdHref), TOASTS.dashboardSuccessMs);
          })
        }
      />
    </div>
  );
}
