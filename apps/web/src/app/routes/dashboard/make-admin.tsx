import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { UsersTable } from '@/features/users/components/users-table';

/** The screen's heading, and its name in the title. */
const HEADING = 'All users';

export default function MakeAdminScreen() {
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <UsersTable currentEmail={user?.email ?? ''} />
    </div>
  );
}
