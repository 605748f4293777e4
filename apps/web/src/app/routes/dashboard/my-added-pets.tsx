import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ManagePetsScreen } from '@/features/pets/components/manage-pets-screen';

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
