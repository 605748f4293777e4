import { texts } from '@pet-adoption/shared';
import { DocumentTitle } from '@/components/ui/document-title';
import { PageHeading } from '@/components/ui/page-heading';
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

/** The pets someone can update and delete: their own (myAddedPets) or everyone's (admins). */
export function ManagePetsScreen(props: ManagePetsScreenProps) {
  const heading = HEADINGS[props.variant];
  return (
    <div className="flex flex-col gap-6">
      <DocumentTitle title={texts.titles.dashboardScreen(heading)} />
      <PageHeading>{heading}</PageHeading>
      {props.variant === 'all' ? (
        <PetsTable showAdopted={false} updateHref={props.updateHref} />
      ) : (
        props.ownerEmail !== undefined && (
          <PetsTable email={props.ownerEmail} showAdopted updateHref={props.updateHref} />
        )
      )}
    </div>
  );
}
