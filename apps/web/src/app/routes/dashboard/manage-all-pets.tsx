import { paths } from '@/config/paths';
import { ManagePetsScreen } from '@/features/pets/components/manage-pets-screen';

export default function ManageAllPetsRoute() {
  return <ManagePetsScreen variant="all" updateHref={paths.dashboard.updatePet.getHref} />;
}
