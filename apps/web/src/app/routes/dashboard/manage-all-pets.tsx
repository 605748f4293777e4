import { currentCursor } from '@pet-adoption/shared';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { actOnPetRow } from '@/features/pets/actions/pets-table.server';
import { getOwnedPetsQueryOptions } from '@/features/pets/api/pets';
import { ManagePetsScreen } from '@/features/pets/components/manage-pets-screen';
import { clientLoaderSkipsServer, prefetchPage } from '../../route-data';

/** The page of every pet the address names comes with the page, each row's Delete as a form. */
export function loader({ request }: LoaderFunctionArgs) {
  const cursor = currentCursor(new URL(request.url).searchParams);
  return prefetchPage((queryClient) =>
    queryClient.fetchQuery(getOwnedPetsQueryOptions({ cursor })),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** Every row's Delete, sent by the page's script or by the browser itself. */
export const action = (args: ActionFunctionArgs) =>
  actOnPetRow(args, paths.dashboard.manageAllPets.getHref());

export default function ManageAllPetsRoute() {
  return <ManagePetsScreen variant="all" updateHref={paths.dashboard.updatePet.getHref} />;
}
