import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';

/**
 * A dialog only a signed-in person may open (Adopt Now, Donate Now). Asking for it while signed
 * out goes to sign in first, remembering this page (Login's `from` state) to come back to.
 */
export function useSignInFirst(signedIn: boolean) {
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);

  const ask = () => {
    if (!signedIn) {
      void navigate(paths.login.path, { state: { from: location } });
      return;
    }
    setOpen(true);
  };

  return { open, ask, close: () => setOpen(false) };
}
