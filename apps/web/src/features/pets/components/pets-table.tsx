import { TOASTS, type Pet } from '@pet-adoption/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ActionName } from '@/components/ui/action-name';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { QueryBoundary } from '@/components/ui/query-boundary';
import { useRowFocus } from '@/components/ui/row-focus';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
import { RowThumbnail } from '@/components/ui/row-thumbnail';
import { formatAge, useDeletePet, useOwnedPets, useUpdatePet } from '../api/pets';

type PetsTableProps = {
  /** The owner whose pets are listed; undefined lists every pet (admins). */
  email?: string;
  /** myAddedPets shows Adopted/Available and lets the owner switch it. */
  showAdopted: boolean;
  updateHref: (petId: string) => string;
  pageSize?: number;
};

/** The pet tables (myAddedPets, manageAllPets), a page at a time. */
export function PetsTable({ email, showAdopted, updateHref, pageSize = 10 }: PetsTableProps) {
  const pages = useCursorPages();
  const pets = useOwnedPets({ email, cursor: pages.cursor, limit: pageSize });
  const update = useUpdatePet();
  const remove = useDeletePet();
  const [toDelete, setToDelete] = useState<Pet | null>(null);
  const { scopeRef, trackAction, settleAction } = useRowFocus();

  const toggleAdopted = (pet: Pet) => {
    update.mutate(
      { petId: pet._id, changes: { adopted: !pet.adopted } },
      {
        onSuccess: () =>
          toast.success(`${pet.petName} is marked ${pet.adopted ? 'available' : 'adopted'}`, {
            duration: TOASTS.dashboardSuccessMs,
          }),
        onError: (error) => toast.error(error.message),
        onSettled: (_data, error) => settleAction(error ? 'failed' : 'done'),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast.success(`${toDelete.petName} was deleted`, { duration: TOASTS.dashboardSuccessMs });
        setToDelete(null);
        settleAction('done');
      },
      onError: (error) => {
        toast.error(error.message);
        setToDelete(null);
        settleAction('failed');
      },
    });
  };

  const first = (pages.page - 1) * pageSize;
  return (
    <div ref={scopeRef} tabIndex={-1}>
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
                      <td>
                        <span className={`badge ${pet.adopted ? 'badge-success' : 'badge-ghost'}`}>
                          {pet.adopted ? 'Adopted' : 'Available'}
                        </span>
                      </td>
                    )}
                    <td>
                      <div className="flex flex-wrap gap-2">
                        <Link to={updateHref(pet._id)} className="btn btn-sm btn-primary">
                          <ActionName text="Update" about={pet.petName} />
                        </Link>
                        <button
                          type="button"
                          className="btn btn-sm btn-error btn-outline"
                          onClick={(event) => {
                            trackAction(event.currentTarget, 'replaced');
                            setToDelete(pet);
                          }}
                        >
                          <ActionName text="Delete" about={pet.petName} />
                        </button>
                        {showAdopted && (
                          <button
                            type="button"
                            className="btn btn-sm btn-outline"
                            disabled={update.isPending && update.variables.petId === pet._id}
                            onClick={(event) => {
                              trackAction(event.currentTarget, 'kept');
                              toggleAdopted(pet);
                            }}
                          >
                            <ActionName
                              text={pet.adopted ? 'Mark available' : 'Mark adopted'}
                              about={`(${pet.petName})`}
                            />
                          </button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </TableRegion>
              <CursorPager pages={pages} nextCursor={nextCursor} />
              <ConfirmDialog
                open={toDelete !== null}
                busy={remove.isPending}
                onConfirm={confirmDelete}
                onCancel={() => setToDelete(null)}
              />
            </div>
          );
        }}
      </QueryBoundary>
    </div>
  );
}
