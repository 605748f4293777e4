import { useAuth } from '@/features/auth/hooks/use-auth';
import { AllUsersScreen } from '@/features/users/components/all-users-screen';

export default function MakeAdminRoute() {
  const { user } = useAuth();
  return <AllUsersScreen currentEmail={user?.email ?? ''} />;
}
