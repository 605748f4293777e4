import { texts } from '@pet-adoption/shared';
import { ConfirmPage } from '@/components/ui/confirm-page';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
import { useConfirmation } from '@/lib/table-action';
import { useOwnedPets } from '../api/pets';
import { PET_CONFIRMATIONS } from '../row-intents';
import { PetsTable } from './pets-table';

type ManagePetsScreenProps = { updateHref: (petId: string) => string } & (
  | {
      /** myAddedPets: the owner's pets with their adopted switch, once the owner is known. */
      variant: 'mine';
      ownerEmail: string | undefined;
    }
  | {
      /** manageAllPets (admins): every pet. */
      variant: 'all';
    }
);

/** Each screen's heading, and its name in the title. */
const HEADINGS = { mine: 'My added pets', all: 'Manage all pets' } as const;

/**
 * The pets someone can update and delete: their own (myAddedPets) or everyone's (admins). A
 * Delete sent without scripts comes back to this address asking first (`?confirm=delete&id=…`):
 * the delete confirmation, for a pet of the table's page it was sent from, on a page of its own.
 */
export function ManagePetsScreen(props: ManagePetsScreenProps) {
  const heading = HEADINGS[props.variant];
  const email = props.variant === 'mine' ? props.ownerEmail : undefined;
  const known = props.variant === 'all' || email !== undefined;
  const confirmation = useConfirmation(PET_CONFIRMATIONS);
  const askedPage = useOwnedPets(
    { email, cursor: confirmation?.cursor },
    known && confirmation !== null,
  );
  const toDelete = confirmation && askedPage.data?.items.find((pet) => pet._id === confirmation.id);

  if (toDelete) {
    const subject = `Delete ${toDelete.petName}`;
    return (
      <ConfirmPage
        pageTitle={texts.titles.dashboardScreen(`${subject}?`)}
        subject={subject}
        title={texts.confirmDelete.title}
        text={texts.confirmDelete.text}
        confirmLabel={texts.confirmDelete.confirm}
        tableHref={confirmation.tableHref}
        intent="delete"
        id={toDelete._id}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(heading)} />
      <PageHeading>{heading}</PageHeading>
      {known && (
        <PetsTable
          email={email}
          showAdopted={props.variant === 'mine'}
          updateHref={props.updateHref}
        />
      )}
    </div>
  );
}
