import { currentCursor } from '@pet-adoption/shared';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { actOnPetRow } from '@/features/pets/actions/pets-table.server';
import { getOwnedPetsQueryOptions } from '@/features/pets/api/pets';
import { ManagePetsScreen } from '@/features/pets/components/manage-pets-screen';
import { pageVisitor } from '../../page-services.server';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The page of the owner's pets the address names comes with the page, rows' buttons as forms. */
export function loader({ context, request }: LoaderFunctionArgs) {
  const email = pageVisitor(context)?.user.email;
  const cursor = currentCursor(new URL(request.url).searchParams);
  return prefetchPage(async (queryClient) => {
    if (email) await queryClient.fetchQuery(getOwnedPetsQueryOptions({ email, cursor }));
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** Every row's Delete and Mark adopted, sent by the page's script or by the browser itself. */
export const action = (args: ActionFunctionArgs) =>
  actOnPetRow(args, paths.dashboard.myAddedPets.getHref());

export default function MyAddedPetsRoute() {
  const { user } = useAuth();
  return (
    <ManagePetsScreen
      variant="mine"
      ownerEmail={user?.email}
      updateHref={paths.dashboard.updatePetUser.getHref}
    />
  );
}
