import { lazy } from 'react';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { OnceOpened } from '@/components/ui/once-opened';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { getPetQueryOptions } from '@/features/pets/api/pets';
import { PetDetails } from '@/features/pets/components/pet-details';
import { NotFoundPage } from '../not-found-page';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../route-data';

// The adoption form and its checks load when someone first opens Adopt Now.
const AdoptDialog = lazy(() =>
  import('@/features/adoptions/components/adopt-dialog').then((module) => ({
    default: module.AdoptDialog,
  })),
);

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
      {(pet, dialog) =>
        user && (
          <OnceOpened open={dialog.open}>
            <AdoptDialog pet={pet} user={user} {...dialog} />
          </OnceOpened>
        )
      }
    </PetDetails>
  );
}
