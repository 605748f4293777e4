import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { PetsTable } from '@/features/pets/components/pets-table';

/** The screen's heading, and its name in the title. */
const HEADING = 'Manage all pets';

export default function ManageAllPetsScreen() {
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <PetsTable showAdopted={false} updateHref={paths.dashboard.updatePet.getHref} />
    </div>
  );
}
