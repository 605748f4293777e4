import type { ActionFunctionArgs } from 'react-router';
import { paths } from '@/config/paths';
import { addPet } from '@/features/pets/actions/save-pet.server';
import { AddPetScreen } from '@/features/pets/components/add-pet-screen';

/** Add a pet sent by the browser itself, with its picture (before the page's script, or none). */
export const action = ({ request }: ActionFunctionArgs) =>
  addPet(request, paths.dashboard.myAddedPets.getHref());

export default function AddPetRoute() {
  return <AddPetScreen addedHref={paths.dashboard.myAddedPets.getHref()} />;
}
