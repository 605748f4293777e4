import { texts } from '@pet-adoption/shared';
import { useEffect, useRef, type ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useLocation, useNavigate } from 'react-router';
import { RootLayout } from '@/components/layout/root-layout';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { NotFoundPage } from '../not-found-page';
import { RouteError } from '../route-error';

/** After a 401/403 signed the person out, go to /login, remembering where they were. */
function useLoginAfterForcedSignOut() {
  const { forcedSignOuts } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const handled = useRef(forcedSignOuts);

  useEffect(() => {
    if (forcedSignOuts === handled.current) return;
    handled.current = forcedSignOuts;
    if (location.pathname === paths.login.path) return;
    void navigate(paths.login.path, { replace: true, state: { from: location } });
  }, [forcedSignOuts, location, navigate]);
}

/** Navbar and footer around a screen, or around the page that replaces a failed one. */
function SiteFrame({ children }: { children: ReactNode }) {
  const { user, logOut } = useAuth();
  useLoginAfterForcedSignOut();

  const handleLogOut = () => {
    // react-hot-toast is not part of the layout's first load (see app/provider.tsx).
    const toast = import('react-hot-toast').then((module) => module.default);
    logOut().then(
      () => void toast.then((show) => show.success(texts.logOut.success)),
      () => void toast.then((show) => show.error(texts.logOut.failure)),
    );
  };

  return (
    <RootLayout user={user} onLogOut={handleLogOut}>
      {children}
    </RootLayout>
  );
}

export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/**
 * A screen that failed, or a pet or campaign that does not exist: the navbar and footer stay,
 * and the page answers with the failure's status (404, 500).
 */
export function ErrorBoundary({ error }: { error: unknown }) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return <SiteFrame>{missing ? <NotFoundPage /> : <RouteError error={error} />}</SiteFrame>;
}
