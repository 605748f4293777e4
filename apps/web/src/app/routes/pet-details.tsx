import { useParams, type LoaderFunctionArgs } from 'react-router';
import { AdoptDialog } from '@/features/adoptions/components/adopt-dialog';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getPetQueryOptions } from '@/features/pets/api/pets';
import { PetDetails } from '@/features/pets/components/pet-details';
import { NotFoundPage } from '../not-found-page';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../route-data';

/** The pet comes with the page; an unknown or malformed id is the 404 page, status 404. */
export function loader({ params }: LoaderFunctionArgs) {
  return prefetchRecordPage(params.id, (queryClient, id) =>
    queryClient.fetchQuery(getPetQueryOptions(id)),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** The pet's details, with the adoption form for a signed-in visitor. */
export default function PetDetailsRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();

  return (
    <PetDetails id={id} viewerEmail={user?.email ?? null} notFound={<NotFoundPage />}>
      {(pet, dialog) => user && <AdoptDialog pet={pet} user={user} {...dialog} />}
    </PetDetails>
  );
}
