import { useState, type ReactNode } from 'react';
import { isRouteErrorResponse, Outlet, useLocation } from 'react-router';
import { RootLayout } from '@/components/layout/root-layout';
import { paths } from '@/config/paths';
import { VerifyEmailBanner } from '@/features/account/components/verify-email-banner';
import { RequireAccess } from '@/features/auth/components/require-auth';
import { useAuth, type AuthContextValue } from '@/features/auth/hooks/use-auth';
import { useLoginAfterForcedSignOut } from '@/features/auth/hooks/use-login-after-forced-sign-out';
import { useLogOut } from '@/features/auth/hooks/use-log-out';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { NotFoundPage } from '../not-found-page';
import { usePageAccess } from '../page-access';
import { useRootData } from '../root';
import { RouteError } from '../route-error';

/**
 * The root's notice belongs to the page a form's action landed on: the root's data is read
 * again only after an action, so the notice goes at the first move to another page.
 */
function useLandingNotice() {
  const root = useRootData();
  const { key } = useLocation();
  const [landing, setLanding] = useState({ root, key });
  if (landing.root !== root) {
    // New root data comes with the page the action landed on: this is that page.
    setLanding({ root, key });
    return root?.notice ?? null;
  }
  return key === landing.key ? (root?.notice ?? null) : null;
}

/** The pages that say themselves where the address stands: the e-mailed links' own. */
const LINK_PAGES: readonly string[] = [paths.verifyEmail.path, paths.confirmEmail.path];

/** The reminder to confirm the address, for a signed-in person who has not yet. */
function VerifyReminder({ user, refreshUser }: Pick<AuthContextValue, 'user' | 'refreshUser'>) {
  const { pathname } = useLocation();
  if (!user || user.emailVerified || LINK_PAGES.includes(pathname)) return null;
  return (
    <VerifyEmailBanner
      email={user.email}
      onAlreadyVerified={() => void refreshUser().catch(() => undefined)}
    />
  );
}

/** Navbar and footer around a screen, or around the page that replaces a failed one. */
function SiteFrame({ children }: { children: ReactNode }) {
  const { user, refreshUser } = useAuth();
  const logOut = useLogOut();
  const notice = useLandingNotice();
  useLoginAfterForcedSignOut();

  return (
    <RootLayout
      user={user}
      onLogOut={logOut}
      bell={user ? <NotificationBell /> : null}
      banner={<VerifyReminder user={user} refreshUser={refreshUser} />}
      notice={notice}
    >
      {children}
    </RootLayout>
  );
}

/** Every page of the site, each guarded in the browser as the pages table says. */
export default function SiteLayout() {
  const access = usePageAccess();
  return (
    <SiteFrame>
      <RequireAccess access={access}>
        <Outlet />
      </RequireAccess>
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
