import type { PageAccess } from '@pet-adoption/shared';
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAdmin } from '../api/auth';
import { useAuth } from '../hooks/use-auth';

/**
 * The browser's guard of a page (`access`, from the pages table): a spinner while the auth state
 * loads, then a signed-out visitor goes to /login, which sends them back to the remembered
 * location after signing in, and anyone but an admin on an admin screen to the dashboard's first
 * screen. The server's guard did the same before the page came; this one acts after a sign-out in
 * the browser, and on the pages the browser moves to without asking the server.
 */
export function RequireAccess({ access, children }: { access: PageAccess; children: ReactNode }) {
  const { user, loading } = useAuth();
  // Asked only on an admin screen: the dashboard's layout asks for its own sidebar.
  const { isAdmin, isPending } = useAdmin(access === 'admin' ? user?.email : undefined);
  const location = useLocation();
  // One state object per location: <Navigate> navigates again whenever its state is a new
  // object, and while /login is still being looked up every render would start over.
  const state = useMemo(() => ({ from: location }), [location]);
  if (access === 'anyone') return children;
  if (loading) return <PageSpinner />;
  if (!user) return <Navigate to={paths.login.path} state={state} replace />;
  if (access === 'signedIn') return children;
  if (isPending) return <PageSpinner />;
  if (!isAdmin) return <Navigate to={paths.dashboard.addPet.getHref()} replace />;
  return children;
}
