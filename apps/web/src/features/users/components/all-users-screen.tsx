import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { UsersTable } from './users-table';

/** The screen's heading, and its name in the title. */
const HEADING = 'All users';

/** makeAdmin (admins): every user, as seen by the admin signed in as `currentEmail`. */
export function AllUsersScreen({ currentEmail }: { currentEmail: string }) {
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <UsersTable currentEmail={currentEmail} />
    </div>
  );
}
