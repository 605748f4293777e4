import { ACCESS_TOKEN_TTL_SECONDS } from '@pet-adoption/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { setTokenRefresher, setUnauthorizedHandler, writeAccessToken } from '@/lib/access-token';
import { ApiError } from '@/lib/api-error';
import type { SessionUser } from '../api/auth';
import { AuthContext, type AuthContextValue } from '../hooks/use-auth';

/*
 * The identity calls (and zod, which checks their answers) and the popup's listener load with
 * the first call: a visitor the server rendered the page for as signed out calls nothing until
 * they sign in.
 */
const requests = () => import('../api/auth-requests');
const socialPopup = () => import('../utils/social-popup');

/** Renewing a third of a token's life early keeps a slow or throttled tab covered. */
export const TOKEN_RENEW_MS = ((ACCESS_TOKEN_TTL_SECONDS * 2) / 3) * 1000;
const TOKEN_CHECK_MS = 60 * 1000;

type State = { user: SessionUser | null; loading: boolean };

type AuthProviderProps = {
  children: ReactNode;
  /**
   * The visitor the server rendered the page for, read from their session just now (undefined
   * when nobody could tell, as in tests): shown at once. A signed-in one only needs the token;
   * otherwise the browser reads the session itself.
   */
  initialUser?: SessionUser | null;
};

export function AuthProvider({ children, initialUser }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<State>(() =>
    initialUser === undefined
      ? { user: null, loading: true }
      : { user: initialUser, loading: false },
  );
  const [forcedSignOuts, setForcedSignOuts] = useState(0);
  const tokenIssuedAt = useRef(0);
  // Read by the 401 handler, which must not run twice when several calls fail together.
  const userRef = useRef<SessionUser | null>(initialUser ?? null);

  const setUser = useCallback((user: SessionUser | null) => {
    userRef.current = user;
    setState({ user, loading: false });
  }, []);

  const setSignedOut = useCallback(() => {
    writeAccessToken(null);
    tokenIssuedAt.current = 0;
    setUser(null);
  }, [setUser]);

  /** Reads the session; with a user, fetches and stores the token before showing them in. */
  const resolveSession = useCallback(async () => {
    const calls = await requests();
    const user = await calls.getSession();
    if (!user) {
      setSignedOut();
      return null;
    }
    const token = await calls.getAccessToken(user.email);
    writeAccessToken(token);
    tokenIssuedAt.current = Date.now();
    setUser(user);
    return user;
  }, [setSignedOut, setUser]);

  const forceSignOut = useCallback(() => {
    if (!userRef.current) return;
    setSignedOut();
    queryClient.clear();
    // Best effort: the cookie session may already be gone (banned), which is fine.
    requests()
      .then((calls) => calls.signOut())
      .catch(() => undefined);
    setForcedSignOuts((count) => count + 1);
  }, [queryClient, setSignedOut]);

  useEffect(() => setUnauthorizedHandler(forceSignOut), [forceSignOut]);

  // One renewal at a time, shared by the timer and every call that finds the token due.
  const renewal = useRef<Promise<void> | null>(null);
  const renewTokenIfDue = useCallback(() => {
    const email = userRef.current?.email;
    if (!email || Date.now() - tokenIssuedAt.current < TOKEN_RENEW_MS) return Promise.resolve();
    renewal.current ??= requests()
      .then((calls) => calls.getAccessToken(email))
      .then(
        (token) => {
          writeAccessToken(token);
          tokenIssuedAt.current = Date.now();
        },
        (error: unknown) => {
          if (error instanceof ApiError && (error.status === 401 || error.status === 403)) {
            forceSignOut();
          }
        },
      )
      .finally(() => {
        renewal.current = null;
      });
    return renewal.current;
  }, [forceSignOut]);

  useEffect(() => setTokenRefresher(renewTokenIfDue), [renewTokenIfDue]);

  // Observing the session once on start-up is what the identity provider's listener did
  // (docs/product.md §4). The visitor the server rendered for is known already: only their
  // token is missing, fetched as a renewal (a 401 signs them out; calls made meanwhile wait for
  // it). Without a server's word (a page rendered in tests) the session is read, and a failure
  // (server down) leaves the visitor signed out rather than spinning.
  const serverUser = useRef(initialUser);
  useEffect(() => {
    if (serverUser.current) {
      // In a task of its own, after React has taken the page over: the first renewal loads the
      // auth calls, and any API call made sooner asks for the token itself.
      const soon = window.setTimeout(() => void renewTokenIfDue());
      return () => window.clearTimeout(soon);
    }
    // The server found nobody signed in: there is nothing to ask, only a token left behind by
    // an earlier session to drop.
    if (serverUser.current === null) {
      setSignedOut();
      return;
    }
    resolveSession().catch(() => setSignedOut());
  }, [renewTokenIfDue, resolveSession, setSignedOut]);

  // Keep the short-lived token fresh while the session lives. The check runs every minute
  // against the wall clock rather than as one long timer, because timers stop while a laptop
  // sleeps and are throttled in background tabs; coming back to the tab checks at once, and an
  // API call made before either checks first (setTokenRefresher).
  const email = state.user?.email;
  useEffect(() => {
    if (!email) return;
    const renew = () => void renewTokenIfDue();
    const timer = window.setInterval(renew, TOKEN_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') renew();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [email, renewTokenIfDue]);

  /** Runs a sign-in action with loading on, leaving loading off if it fails. */
  const withLoading = useCallback(async <T,>(action: () => Promise<T>) => {
    setState((current) => ({ ...current, loading: true }));
    try {
      return await action();
    } catch (error) {
      setState((current) => ({ ...current, loading: false }));
      throw error;
    }
  }, []);

  const requireUser = useCallback(async () => {
    const user = await resolveSession();
    if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'The sign-in did not complete.');
    return user;
  }, [resolveSession]);

  const completeSocialSignIn = useCallback(
    async (popup: Window | null) => {
      // Only reads whether the browser is signed in now; requireUser below takes the session in.
      const signedIn = async () => (await (await requests()).getSession()) !== null;
      const result = await (await socialPopup()).waitForPopup(popup, signedIn);
      if (result.outcome !== 'success') return result;
      try {
        await withLoading(async () => {
          const user = await requireUser();
          // Social sign-in records {email, name}; its answer is only logged.
          await (
            await requests()
          )
            .createUser({ email: user.email, name: user.name })
            .catch(() => undefined);
        });
        return result;
      } catch {
        return { outcome: 'failed', error: 'session' } as const;
      }
    },
    [withLoading, requireUser],
  );

  const logOut = useCallback(async () => {
    await (await requests()).signOut();
    setSignedOut();
    queryClient.clear();
  }, [queryClient, setSignedOut]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user: state.user,
      loading: state.loading,
      forcedSignOuts,
      completeSocialSignIn,
      logOut,
      refreshUser: resolveSession,
    }),
    [state, forcedSignOuts, completeSocialSignIn, logOut, resolveSession],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}
