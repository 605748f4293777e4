import { cardImage, TOASTS, type Pet } from '@pet-adoption/shared';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CursorPager, useCursorPages } from '@/components/ui/cursor-pager';
import { QueryBoundary } from '@/components/ui/query-boundary';
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
  const pages = useCursorPages();
  const pets = useOwnedPets({ email, cursor: pages.cursor, limit: pageSize });
  const update = useUpdatePet();
  const remove = useDeletePet();
  const [toDelete, setToDelete] = useState<Pet | null>(null);

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

  const first = (pages.page - 1) * pageSize;
  return (
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
  );
}
