import { paths } from '@/config/paths';
import { AddPetScreen } from '@/features/pets/components/add-pet-screen';

export default function AddPetRoute() {
  return <AddPetScreen addedHref={paths.dashboard.myAddedPets.getHref()} />;
}
