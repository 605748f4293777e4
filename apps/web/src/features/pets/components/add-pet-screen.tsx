import { TOASTS, texts } from '@pet-adoption/shared';
import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useCreatePet } from '../api/pets';
import { PetForm } from './pet-form';

/** The screen's heading, and its name in the title. */
const HEADING = 'Add a pet';

/** addPet: the empty form; once the pet is added, the person goes on to `addedHref`. */
export function AddPetScreen({ addedHref }: { addedHref: string }) {
  const create = useCreatePet();
  const navigate = useNavigate();
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(HEADING)} />
      <PageHeading>{HEADING}</PageHeading>
      <PetForm
        submitLabel="Add Pet"
        busy={create.isPending}
        // A refusal is shown on the form itself, under its fields or in its alert.
        onSubmit={(values) =>
          create.mutateAsync(values).then(() => {
            toast.success(`${values.petName} was added`, {
              duration: TOASTS.dashboardSuccessMs,
            });
            setTimeout(() => void navigate(addedHref), TOASTS.dashboardSuccessMs);
          })
        }
      />
    </div>
  );
}
