import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { SentRequests } from '@/features/adoptions/components/sent-requests';
import { useAuth } from '@/features/auth/hooks/use-auth';

export default function MyAdoptionRequestsScreen() {
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(texts.adoptionRequests.sentHeading)} />
      <PageHeading>{texts.adoptionRequests.sentHeading}</PageHeading>
      <SentRequests email={user?.email ?? ''} />
    </div>
  );
}
