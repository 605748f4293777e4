import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { ReceivedRequests } from './adoption-requests';

/** The screen's heading, and its name in the title. */
const HEADING = 'Adoption requests';

type AdoptionRequestsScreenProps = {
  /** The owner whose pets were asked for. */
  email: string;
  /** Where the requests the owner sent are listed. */
  sentHref: string;
};

/** petAdoptor: the requests for an owner's pets, pointing to the ones they sent. */
export function AdoptionRequestsScreen({ email, sentHref }: AdoptionRequestsScreenProps) {
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
        <Link to={sentHref} className="link link-primary">
          {texts.adoptionRequests.sentHeading}
        </Link>
        .
      </p>
    </div>
  );
}
