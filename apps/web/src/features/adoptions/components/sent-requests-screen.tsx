import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { SentRequests } from './sent-requests';

/** myAdoptionRequests: the adoption requests someone sent, by `email`. */
export function SentRequestsScreen({ email }: { email: string }) {
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(texts.adoptionRequests.sentHeading)} />
      <PageHeading>{texts.adoptionRequests.sentHeading}</PageHeading>
      <SentRequests email={email} />
    </div>
  );
}
