import { paths } from '@/config/paths';
import { AdoptionRequestsScreen } from '@/features/adoptions/components/adoption-requests-screen';
import { useAuth } from '@/features/auth/hooks/use-auth';

export default function PetAdoptorRoute() {
  const { user } = useAuth();
  return (
    <AdoptionRequestsScreen
      email={user?.email ?? ''}
      sentHref={paths.dashboard.myAdoptionRequests.getHref()}
    />
  );
}
