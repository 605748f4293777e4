import { cardImage, TOASTS, type Pet } from '@pet-adoption/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { TableRegion } from '@/components/ui/table-region';
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
  // The cursors of the pages before this one, so Previous can go back.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const pets = useOwnedPets({ email, cursor, limit: pageSize });
  const update = useUpdatePet();
  const remove = useDeletePet();
  const [toDelete, setToDelete] = useState<Pet | null>(null);

  if (pets.isPending) return <Spinner label="Loading pets" className="mx-auto block" />;
  if (pets.isError) {
    return <LoadError message={pets.error.message} onRetry={() => void pets.refetch()} />;
  }
  const { items, nextCursor, total } = pets.data;

  const toggleAdopted = (pet: Pet) => {
    update.mutate(
      { petId: pet._id, changes: { adopted: !pet.adopted } },
      {
        onSuccess: () =>
          toast.success(`${pet.petName} is marked ${pet.adopted ? 'available' : 'adopted'}`, {
            duration: TOASTS.dashboardSuccessMs,
          }),
        onError: (error) => toast.error(error.message),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast.success(`${toDelete.petName} was deleted`, { duration: TOASTS.dashboardSuccessMs });
        setToDelete(null);
      },
      onError: (error) => {
        toast.error(error.message);
        setToDelete(null);
      },
    });
  };

  if (items.length === 0 && cursors.length === 1) {
    return <p className="rounded-box bg-base-200 p-8 text-center">No pets added yet.</p>;
  }

  const first = (cursors.length - 1) * pageSize;
  return (
    <div className="flex flex-col gap-4">
      {total !== null && <p className="text-lg font-semibold">Total pets: {total}</p>}
      <TableRegion
        label="Pets"
        nowrap
        columns={['#', 'Image', 'Name', 'Category', 'Age', showAdopted && 'Status', 'Actions']}
      >
        {items.map((pet, index) => (
          <tr key={pet._id}>
            <th scope="row">{first + index + 1}</th>
            <td>
              <img
                src={cardImage(pet.image)}
                alt=""
                width={64}
                height={48}
                loading="lazy"
                className="h-12 w-16 rounded object-cover"
              />
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
                <Link
                  to={updateHref(pet._id)}
                  className="btn btn-sm btn-primary"
                  aria-label={`Update ${pet.petName}`}
                >
                  Update
                </Link>
                <button
                  type="button"
                  className="btn btn-sm btn-error btn-outline"
                  aria-label={`Delete ${pet.petName}`}
                  onClick={() => setToDelete(pet)}
                >
                  Delete
                </button>
                {showAdopted && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline"
                    disabled={update.isPending && update.variables.petId === pet._id}
                    aria-label={`Mark ${pet.adopted ? 'available' : 'adopted'}: ${pet.petName}`}
                    onClick={() => toggleAdopted(pet)}
                  >
                    {pet.adopted ? 'Mark available' : 'Mark adopted'}
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </TableRegion>
      {(cursors.length > 1 || nextCursor) && (
        <nav aria-label="Pages" className="join self-center">
          <button
            type="button"
            className="btn join-item"
            disabled={cursors.length === 1}
            onClick={() => setCursors((current) => current.slice(0, -1))}
          >
            Previous
          </button>
          <span className="btn join-item pointer-events-none">Page {cursors.length}</span>
          <button
            type="button"
            className="btn join-item"
            disabled={!nextCursor}
            onClick={() => nextCursor && setCursors((current) => [...current, nextCursor])}
          >
            Next
          </button>
        </nav>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </div>
  );
}
