import { texts } from '@pet-adoption/shared';
import { ConfirmPage } from '@/components/ui/confirm-page';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useConfirmation } from '@/lib/table-action';
import { useUsers } from '../api/users';
import { USER_CONFIRMATIONS } from '../row-intents';
import { UsersTable } from './users-table';

/** The screen's heading, and its name in the title. */
const HEADING = 'All users';

/**
 * makeAdmin (admins): every user, as seen by the admin signed in as `currentEmail`. A Ban sent
 * without scripts comes back here asking first (`?confirm=ban&id=…`), on a page of its own that
 * names the person and what a ban does, for someone the table offers to ban.
 */
export function AllUsersScreen({ currentEmail }: { currentEmail: string }) {
  const confirmation = useConfirmation(USER_CONFIRMATIONS);
  const users = useUsers();
  const toBan =
    confirmation &&
    users.data?.find(
      (user) => user._id === confirmation.id && !user.banned && user.email !== currentEmail,
    );

  if (toBan) {
    return (
      <ConfirmPage
        pageTitle={texts.titles.dashboardScreen(texts.confirmBan.title(toBan.name))}
        title={texts.confirmBan.title(toBan.name)}
        text={texts.confirmBan.text(toBan.name)}
        confirmLabel={texts.confirmBan.confirm(toBan.name)}
        tableHref={paths.dashboard.makeAdmin.getHref()}
        intent="ban"
        id={toBan._id}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <UsersTable currentEmail={currentEmail} />
    </div>
  );
}
