import { Outlet } from 'react-router';
import { DashboardLayout } from '@/components/layout/dashboard-layout';

export function Component() {
  // Nobody is an admin until the auth issue asks the server (SPEC §6: GET /users/admin/{email}).
  return (
    <DashboardLayout isAdmin={false}>
      <Outlet />
    </DashboardLayout>
  );
}
