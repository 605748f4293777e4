import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { updatePetFromForm } from '@/features/pets/actions/save-pet.server';
import { getBondOptionsQueryOptions } from '@/features/pets/api/bond-options';
import { getPetQueryOptions } from '@/features/pets/api/pets';
import { UpdatePetScreen } from '@/features/pets/components/update-pet-screen';
import { clientLoaderSkipsServer, prefetchRecordPage } from '../../route-data';

/** The pet and its owner's other pets come with the page: the form is whole before any script. */
export function loader({ params }: LoaderFunctionArgs) {
  return prefetchRecordPage(params.id, async (queryClient, id) => {
    const pet = await queryClient.fetchQuery(getPetQueryOptions(id));
    await queryClient.prefetchQuery(getBondOptionsQueryOptions(pet.email));
  });
}

export const clientLoader = clientLoaderSkipsServer;

/** Update pet, sent with scripts or without (a new picture as a file, then). */
export const action = ({ request, params }: ActionFunctionArgs) =>
  updatePetFromForm(request, params.id ?? '', paths.dashboard.myAddedPets.getHref());

export default UpdatePetScreen;
