import { useEffect, useEffectEvent } from 'react';
import { useAuth } from './use-auth';

/**
 * A sign-in form went through (its action set the session cookie and answered in place, `sent`
 * counts each time): this window reads the session and fetches its token, then goes on.
 */
export function useSessionTakenIn(sent: number, then: () => void) {
  const { refreshUser } = useAuth();
  const takeIn = useEffectEvent(() => {
    // Read or not (the network failed), the form is done: the cookie is set, and the next page
    // the server sends shows the person signed in.
    void refreshUser()
      .catch(() => null)
      .then(then);
  });
  useEffect(() => {
    if (sent > 0) takeIn();
  }, [sent]);
}
