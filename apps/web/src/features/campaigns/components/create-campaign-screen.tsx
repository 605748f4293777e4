import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useRefusedTitle } from '@/lib/form-refusal';
import { useSavedThenGo } from '@/hooks/use-saved-then-go';
import { useCreateCampaign } from '../api/campaigns';
import { CampaignForm } from './campaign-form';

/** The screen's heading, and its name in the title. */
const HEADING = 'Create a donation campaign';

/** createDonationCampaign: the empty form; once created, the person goes on to `createdHref`. */
export function CreateCampaignScreen({
  createdHref,
  ownerEmail,
}: {
  createdHref: string;
  /** The signed-in person, whose pets the campaign may name. */
  ownerEmail: string | undefined;
}) {
  const title = useRefusedTitle(texts.titles.dashboardScreen(HEADING));
  const create = useCreateCampaign();
  const savedThenGo = useSavedThenGo();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{HEADING}</PageHeading>
      <CampaignForm
        ownerEmail={ownerEmail}
        submitLabel="Create Campaign"
        busy={create.isPending}
        // A refusal is shown on the form itself, under its fields or in its alert.
        onSubmit={(values) =>
          create
            .mutateAsync(values)
            .then(() => savedThenGo(texts.campaignForm.created(values.petName), createdHref))
        }
      />
    </div>
  );
}
