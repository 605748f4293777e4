import { texts } from '@pet-adoption/shared';
import { useParams } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useRefusedTitle } from '@/lib/form-refusal';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { useBondOptions } from '../api/bond-options';
import { usePet } from '../api/pets';
import { PetForm } from './pet-form';

/** The screen's heading, and its name in the title. */
const HEADING = 'Update pet';

/**
 * updatePetUser/{id} and updatePet/{id}: the form prefilled, the pictures kept unless changed;
 * once saved, its route's action takes the person back to the pets they came from.
 */
export function UpdatePetScreen() {
  const title = useRefusedTitle(texts.titles.dashboardScreen(HEADING));
  const { id = '' } = useParams();
  const pet = usePet(id);
  // The owner's other pets, whoever edits (an admin bonds the owner's pets, not their own).
  const bondOptions = useBondOptions(pet.data?.email, id);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{HEADING}</PageHeading>
      <QueryBoundary query={pet}>
        {(petData) => (
          <PetForm
            key={petData._id}
            initial={petData}
            submitLabel="Update Pet"
            bondOptions={bondOptions}
          />
        )}
      </QueryBoundary>
    </div>
  );
}
