import { texts, type Campaign } from '@pet-adoption/shared';
import type { ReactNode } from 'react';
import { ActionName } from '@/components/ui/action-name';
import { DocumentTitle } from '@/components/ui/document-title';
import { OpenDialogButton } from '@/components/ui/open-dialog-button';
import { PageHeading } from '@/components/ui/page-heading';
import { CampaignDeleteQuestion, useCampaignToDelete } from './campaign-delete-question';
import { CampaignsTable } from './campaigns-table';

/** The screen's heading, and its name in the title. */
const HEADING = 'All donation campaigns';

type AllCampaignsScreenProps = {
  updateHref: (campaignId: string) => string;
  /** A row's Donations button: the route opens that campaign's payments. */
  onShowDonations: (campaign: Campaign) => void;
  /**
   * Where a Donations sent without scripts goes: the page (`path`) listing the payments of the
   * campaign whose id is its `param`.
   */
  donationsPage: { path: string; param: string };
  /** The payments dialog, which belongs to another feature. */
  children: ReactNode;
};

/**
 * allDonations (admins): every campaign, each with its donations a click away. A Delete sent
 * without scripts comes back here asking first, on a page of its own.
 */
export function AllCampaignsScreen({
  updateHref,
  onShowDonations,
  donationsPage,
  children,
}: AllCampaignsScreenProps) {
  const toDelete = useCampaignToDelete(undefined, true);
  if (toDelete) {
    return <CampaignDeleteQuestion {...toDelete} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <CampaignsTable
        variant="all"
        updateHref={updateHref}
        extraActions={(campaign) => (
          <OpenDialogButton
            action={donationsPage.path}
            name={donationsPage.param}
            value={campaign._id}
            onOpen={() => onShowDonations(campaign)}
            className="btn btn-sm btn-secondary"
          >
            <ActionName text="Donations" about={`for ${campaign.petName}`} />
          </OpenDialogButton>
        )}
      />
      {children}
    </div>
  );
}
