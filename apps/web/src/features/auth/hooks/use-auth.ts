import { createContext, useContext } from 'react';
import type { SessionUser } from '../api/auth';
import type { PopupOutcome } from '../utils/social-popup';

export type AuthContextValue = {
  /** The signed-in person, or null. */
  user: SessionUser | null;
  /**
   * True until the session is resolved, and again during every sign-in; with a user it turns false
   * only once the access token is stored.
   */
  loading: boolean;
  /** Counts sign-outs forced by a 401/403, so the router can send the person to /login. */
  forcedSignOuts: number;
  /** Waits for a popup opened by openSocialPopup, then signs this window in. */
  completeSocialSignIn: (popup: Window | null) => Promise<PopupOutcome>;
  logOut: () => Promise<void>;
  /**
   * Reads the session again (a new name, photo or address, a confirmed address) and, for a new
   * address, a token for it; a session that ended signs the person out here too.
   */
  refreshUser: () => Promise<SessionUser | null>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth() {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
