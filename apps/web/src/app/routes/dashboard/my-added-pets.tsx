import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { PetsTable } from '@/features/pets/components/pets-table';

/** The screen's heading, and its name in the title. */
const HEADING = 'My added pets';

export default function MyAddedPetsScreen() {
  const { user } = useAuth();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      {user && (
        <PetsTable
          email={user.email}
          showAdopted
          updateHref={paths.dashboard.updatePetUser.getHref}
        />
      )}
    </div>
  );
}
