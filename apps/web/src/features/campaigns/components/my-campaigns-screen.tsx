import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { CampaignDeleteQuestion, useCampaignToDelete } from './campaign-delete-question';
import { CampaignDonatorsPage, useDonatorsAsked } from './campaign-donators-page';
import { CampaignsTable } from './campaigns-table';

/** The screen's heading, and its name in the title. */
const HEADING = 'My donation campaigns';

type MyCampaignsScreenProps = {
  /** The creator; no table until they are known. */
  adderEmail: string | undefined;
  createHref: string;
  updateHref: (campaignId: string) => string;
};

/**
 * myDonationCampaign: the campaigns someone created, and the way to create another. A Delete
 * sent without scripts comes back here asking first, and a View Donator shows the donators, each
 * on a page of its own.
 */
export function MyCampaignsScreen({ adderEmail, createHref, updateHref }: MyCampaignsScreenProps) {
  const toDelete = useCampaignToDelete(adderEmail, adderEmail !== undefined);
  const donatorsOf = useDonatorsAsked();
  if (donatorsOf) {
    return (
      <CampaignDonatorsPage
        campaignId={donatorsOf}
        tablePath={paths.dashboard.myDonationCampaign.getHref()}
      />
    );
  }
  if (toDelete) {
    return <CampaignDeleteQuestion {...toDelete} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading>{HEADING}</PageHeading>
        <Link to={createHref} className="btn btn-primary">
          Create donation campaign
        </Link>
      </div>
      {adderEmail !== undefined && (
        <CampaignsTable adderEmail={adderEmail} variant="mine" updateHref={updateHref} />
      )}
    </div>
  );
}
