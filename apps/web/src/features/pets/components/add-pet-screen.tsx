import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useRefusedTitle } from '@/lib/form-refusal';
import { useBondOptions } from '../api/bond-options';
import { PetForm } from './pet-form';

/** The screen's heading, and its name in the title. */
const HEADING = 'Add a pet';

/**
 * addPet: the empty form; once the pet is added, its route's action takes the person on to
 * their pets. The signed-in lister's (`ownerEmail`) other pets are offered for "Bonded with".
 */
export function AddPetScreen({ ownerEmail }: { ownerEmail?: string | undefined }) {
  const title = useRefusedTitle(texts.titles.dashboardScreen(HEADING));
  const bondOptions = useBondOptions(ownerEmail);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{HEADING}</PageHeading>
      <PetForm submitLabel="Add Pet" bondOptions={bondOptions} />
    </div>
  );
}
