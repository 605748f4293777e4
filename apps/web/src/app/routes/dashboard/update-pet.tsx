import { paths } from '@/config/paths';
import { UpdatePetScreen } from '@/features/pets/components/update-pet-screen';

export function Component() {
  return <UpdatePetScreen backHref={paths.dashboard.manageAllPets.getHref()} />;
}
