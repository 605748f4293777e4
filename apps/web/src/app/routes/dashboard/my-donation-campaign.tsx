import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { CampaignsTable } from '@/features/campaigns/components/campaigns-table';

/** The screen's heading, and its name in the title. */
const HEADING = 'My donation campaigns';

export default function MyDonationCampaignScreen() {
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <PageHeading>{HEADING}</PageHeading>
        <Link to={paths.dashboard.createDonationCampaign.getHref()} className="btn btn-primary">
          Create donation campaign
        </Link>
      </div>
      {user && (
        <CampaignsTable
          adderEmail={user.email}
          variant="mine"
          updateHref={paths.dashboard.updateDonationCampaign.getHref}
        />
      )}
    </div>
  );
}
