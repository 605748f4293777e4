import { listingTexts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { ActionName } from '@/components/ui/action-name';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { DELETE_QUESTION, RowButton, useRowActions } from '@/components/ui/row-action';
import { RowRefusal } from '@/components/ui/row-refusal';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { RowThumbnail } from '@/components/ui/row-thumbnail';
import { formatAge, PETS_TABLE_PAGE_SIZE, useOwnedPets } from '../api/pets';

type PetsTableProps = {
  /** The owner whose pets are listed; undefined lists every pet (admins). */
  email?: string;
  /** myAddedPets shows Adopted/Available and lets the owner switch it. */
  showAdopted: boolean;
  updateHref: (petId: string) => string;
  pageSize?: number;
};

/**
 * The pet tables (myAddedPets, manageAllPets), a page at a time. Each row's buttons are forms
 * the route's action answers, whoever sends them (actions/pets-table.server.ts).
 */
export function PetsTable({
  email,
  showAdopted,
  updateHref,
  pageSize = PETS_TABLE_PAGE_SIZE,
}: PetsTableProps) {
  const pages = useCursorPages();
  const pets = useOwnedPets({ email, cursor: pages.cursor, limit: pageSize });
  const { scopeRef, actions, dialog } = useRowActions();

  const first = (pages.page - 1) * pageSize;
  return (
    <div ref={scopeRef} tabIndex={-1} className="flex flex-col gap-4">
      <RowRefusal />
      <QueryBoundary
        query={pets}
        pending={<Spinner label="Loading pets" className="mx-auto block" />}
      >
        {({ items, nextCursor, total }) => {
          if (items.length === 0 && pages.page === 1) {
            return <p className="rounded-box bg-base-200 p-8 text-center">No pets added yet.</p>;
          }
          return (
            <div className="flex flex-col gap-4">
              {total !== null && <p className="text-lg font-semibold">Total pets: {total}</p>}
              <TableRegion
                label="Pets"
                nowrap
                columns={[
                  '#',
                  'Image',
                  'Name',
                  'Category',
                  'Age',
                  showAdopted && 'Status',
                  'Actions',
                ]}
              >
                {items.map((pet, index) => (
                  <tr key={pet._id} data-row-key={pet._id}>
                    <th scope="row">{first + index + 1}</th>
                    <td>
                      <RowThumbnail image={pet.image} />
                    </td>
                    <td className="font-medium">{pet.petName}</td>
                    <td className="capitalize">{pet.category}</td>
                    <td>{formatAge(pet.petAge)}</td>
                    {showAdopted && (
                      <td className="min-w-48 whitespace-normal">
                        <span className={`badge ${pet.adopted ? 'badge-success' : 'badge-ghost'}`}>
                          {pet.adopted ? 'Adopted' : 'Available'}
                        </span>
                        {pet.paused && !pet.adopted && <PausedNote petName={pet.petName} />}
                      </td>
                    )}
                    <td>
                      <div className="flex flex-wrap gap-2">
                        <Link to={updateHref(pet._id)} className="btn btn-sm btn-primary">
                          <ActionName text="Update" about={pet.petName} />
                        </Link>
                        <RowButton
                          actions={actions}
                          intent="delete"
                          id={pet._id}
                          fate="replaced"
                          question={DELETE_QUESTION}
                          className="btn btn-sm btn-error btn-outline"
                        >
                          <ActionName text="Delete" about={pet.petName} />
                        </RowButton>
                        {showAdopted && (
                          <RowButton
                            actions={actions}
                            intent="adopted"
                            id={pet._id}
                            fields={{ adopted: String(!pet.adopted) }}
                            fate="kept"
                            className="btn btn-sm btn-outline"
                          >
                            <ActionName
                              text={pet.adopted ? 'Mark available' : 'Mark adopted'}
                              about={`(${pet.petName})`}
                            />
                          </RowButton>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </TableRegion>
              <CursorPager pages={pages} nextCursor={nextCursor} />
              {dialog}
            </div>
          );
        }}
      </QueryBoundary>
    </div>
  );
}

/** Out of the public listing for lack of updates: what it means and how to list it again. */
function PausedNote({ petName }: { petName: string }) {
  return (
    <>
      {' '}
      <span className="badge badge-warning">{listingTexts.paused}</span>
      <p className="mt-1 text-sm">{listingTexts.pausedNote(petName)}</p>
    </>
  );
}
