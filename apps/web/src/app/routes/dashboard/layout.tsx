import { Outlet } from 'react-router';
import { DashboardLayout } from '@/components/layout/dashboard-layout';
import { useAdmin } from '@/features/auth/api/auth';
import { useAuth } from '@/features/auth/hooks/use-auth';

export default function DashboardScreen() {
  const { user } = useAuth();
  // Admin status comes from the server (GET /users/admin/{email}).
  const { isAdmin } = useAdmin(user?.email);
  return (
    <DashboardLayout isAdmin={isAdmin === true}>
      <Outlet />
    </DashboardLayout>
  );
}
