import { paths } from '@/config/paths';
import { UpdatePetScreen } from '@/features/pets/components/update-pet-screen';

export default function UpdatePetRoute() {
  return <UpdatePetScreen backHref={paths.dashboard.manageAllPets.getHref()} />;
}
