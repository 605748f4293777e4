import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { PetsTable } from '@/features/pets/components/pets-table';

export default function ManageAllPetsScreen() {
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboard} />
      <PageHeading>Manage all pets</PageHeading>
      <PetsTable showAdopted={false} updateHref={paths.dashboard.updatePet.getHref} />
    </div>
  );
}
