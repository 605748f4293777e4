import { useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAdmin } from '../api/auth';
import { useAuth } from '../hooks/use-auth';

/**
 * Route guard: a spinner while the auth state loads, then signed-out visitors go to /login, which
 * sends them back to the remembered location after signing in.
 */
export function RequireAuth() {
  const { user, loading } = useAuth();
  const location = useLocation();
  // One state object per location: <Navigate> navigates again whenever its state is a new
  // object, and while /login is still being looked up every render would start over.
  const state = useMemo(() => ({ from: location }), [location]);
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.login.path} state={state} replace />;
  return <Outlet />;
}

/** Non-admins on an admin route go to the dashboard's first screen. */
export function RequireAdmin() {
  const { user } = useAuth();
  const { isAdmin, isPending } = useAdmin(user?.email);
  if (isPending) return <PageSpinner />;
  if (!isAdmin) return <Navigate to={paths.dashboard.addPet.getHref()} replace />;
  return <Outlet />;
}
