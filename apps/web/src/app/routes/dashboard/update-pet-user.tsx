import { paths } from '@/config/paths';
import { UpdatePetScreen } from '@/features/pets/components/update-pet-screen';

export default function UpdatePetUserRoute() {
  return <UpdatePetScreen backHref={paths.dashboard.myAddedPets.getHref()} />;
}
