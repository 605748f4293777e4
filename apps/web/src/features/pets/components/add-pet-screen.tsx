import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useRefusedTitle } from '@/lib/form-refusal';
import { useSavedThenGo } from '@/hooks/use-saved-then-go';
import { useBondOptions } from '../api/bond-options';
import { useCreatePet } from '../api/pets';
import { PetForm } from './pet-form';

/** The screen's heading, and its name in the title. */
const HEADING = 'Add a pet';

/**
 * addPet: the empty form; once the pet is added, the person goes on to `addedHref`. The
 * signed-in lister's (`ownerEmail`) other pets are offered for "Bonded with".
 */
export function AddPetScreen({
  addedHref,
  ownerEmail,
}: {
  addedHref: string;
  ownerEmail?: string | undefined;
}) {
  const title = useRefusedTitle(texts.titles.dashboardScreen(HEADING));
  const create = useCreatePet();
  const savedThenGo = useSavedThenGo();
  const bondOptions = useBondOptions(ownerEmail);
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={title} />
      <PageHeading>{HEADING}</PageHeading>
      <PetForm
        submitLabel="Add Pet"
        busy={create.isPending}
        bondOptions={bondOptions}
        // A refusal is shown on the form itself, under its fields or in its alert.
        onSubmit={(values) =>
          create
            .mutateAsync(values)
            .then(() => savedThenGo(texts.petForm.added(values.petName), addedHref))
        }
      />
    </div>
  );
}
