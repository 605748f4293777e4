import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { updatePetFromForm } from '@/features/pets/actions/save-pet.server';
import { getPetQueryOptions } from '@/features/pets/api/pets';
import { UpdatePetScreen } from '@/features/pets/components/update-pet-screen';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../../route-data';

/** The pet comes with the page, so its form is there before any script runs. */
export function loader({ params }: LoaderFunctionArgs) {
  return prefetchRecordPage(params.id, (queryClient, id) =>
    queryClient.fetchQuery(getPetQueryOptions(id)),
  );
}

export const clientLoader = clientLoaderSkipsServer;

/** An admin's Update pet sent by the browser itself, with its picture. */
export const action = ({ request, params }: ActionFunctionArgs) =>
  updatePetFromForm(request, params.id ?? '', paths.dashboard.manageAllPets.getHref());

export default function UpdatePetRoute() {
  return <UpdatePetScreen backHref={paths.dashboard.manageAllPets.getHref()} />;
}
