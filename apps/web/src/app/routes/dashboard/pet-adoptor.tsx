import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { Link } from 'react-router';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { ReceivedRequests } from '@/features/adoptions/components/adoption-requests';
import { useAuth } from '@/features/auth/hooks/use-auth';

/** The screen's heading, and its name in the title. */
const HEADING = 'Adoption requests';

export default function PetAdoptorScreen() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <section className="flex flex-col gap-4">
        <h2 className="text-2xl font-semibold">Requests for my pets</h2>
        <ReceivedRequests email={email} />
      </section>
      <p>
        The requests you sent to other owners are under{' '}
        <Link to={paths.dashboard.myAdoptionRequests.getHref()} className="link link-primary">
          {texts.adoptionRequests.sentHeading}
        </Link>
        .
      </p>
    </div>
  );
}
