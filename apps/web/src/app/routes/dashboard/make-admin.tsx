import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { UsersTable } from '@/features/users/components/users-table';

export default function MakeAdminScreen() {
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboard} />
      <PageHeading>All users</PageHeading>
      <UsersTable currentEmail={user?.email ?? ''} />
    </div>
  );
}
