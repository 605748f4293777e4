import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from './use-auth';

/** After a 401/403 signed the person out, go to /login, remembering where they were. */
export function useLoginAfterForcedSignOut() {
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
