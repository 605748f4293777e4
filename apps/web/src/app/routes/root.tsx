import { texts } from '@pet-adoption/shared';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { RootLayout } from '@/components/layout/root-layout';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';

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

export function Component() {
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
      <Outlet />
    </RootLayout>
  );
}
