import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { ReceivedRequests, SentRequests } from '@/features/adoptions/components/adoption-requests';
import { useAuth } from '@/features/auth/hooks/use-auth';

export function Component() {
  const { user } = useAuth();
  const email = user?.email ?? '';
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboard} />
      <PageHeading>Adoption requests</PageHeading>
      <section className="flex flex-col gap-4">
        <h2 className="text-2xl font-semibold">Requests for my pets</h2>
        <ReceivedRequests email={email} />
      </section>
      <section className="flex flex-col gap-4">
        <h2 className="text-2xl font-semibold">Requests I sent</h2>
        <SentRequests email={email} />
      </section>
    </div>
  );
}
