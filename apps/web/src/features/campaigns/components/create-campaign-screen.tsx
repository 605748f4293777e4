import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useRefusedTitle } from '@/lib/form-refusal';
import { CampaignForm } from './campaign-form';

/** The screen's heading, and its name in the title. */
const HEADING = 'Create a donation campaign';

/**
 * createDonationCampaign: the empty form; once created, its route's action takes the person on
 * to their campaigns.
 */
export function CreateCampaignScreen({
  ownerEmail,
}: {
  /** The signed-in person, whose pets the campaign may name. */
  ownerEmail: string | undefined;
}) {
  const title = useRefusedTitle(texts.titles.dashboardScreen(HEADING));
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{HEADING}</PageHeading>
      <CampaignForm ownerEmail={ownerEmail} submitLabel="Create Campaign" />
    </div>
  );
}
