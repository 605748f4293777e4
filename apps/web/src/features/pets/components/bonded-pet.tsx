import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePet } from '../api/pets';

/**
 * "Adopted together with Luna", linking to the other pet's page; nothing while it is on its way
 * or if it is gone.
 */
export function BondedPet({ id }: { id: string }) {
  const bonded = usePet(id).data;
  if (!bonded) return null;
  return (
    <p className="alert alert-info">
      <span>
        Adopted together with{' '}
        <Link to={paths.petDetails.getHref(bonded._id)} className="link font-semibold">
          {bonded.petName}
        </Link>
        .
      </span>
    </p>
  );
}
