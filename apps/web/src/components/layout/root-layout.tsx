import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { NoticeBanner } from '../ui/notice-banner';
import type { AccountUser } from './account-menu';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { RouteAnnouncer } from './route-announcer';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

type RootLayoutProps = {
  user: AccountUser | null;
  onLogOut?: () => void;
  /** The notifications bell, for a signed-in person. */
  bell?: ReactNode;
  /** What a form's action did (NoticeBanner). */
  notice?: string | null | undefined;
  /** A reminder for the signed-in person under the navbar, outside the page's main content. */
  banner?: ReactNode;
  children: ReactNode;
};

/** Layout: navbar, page outlet, footer (the toast container lives in the provider). */
export function RootLayout({ user, onLogOut, bell, notice, banner, children }: RootLayoutProps) {
  // Each page an action lands on says its notice afresh, the same sentence as the last included.
  const { key } = useLocation();
  return (
    <div className="flex min-h-dvh flex-col bg-base-100 text-base-content">
      {/* A slow phone may paint a page while it is still arriving; the navbar's controls, drawn
          one by one, then push each other about (layout shift). React puts this in the head:
          nothing is painted before the navbar is whole, which the main content's start marks. */}
      <link rel="expect" href={`#${MAIN_CONTENT_ID}`} blocking="render" />
      <SkipLink />
      <Navbar user={user} onLogOut={onLogOut} bell={bell} />
      {banner}
      {/*
        At least a screen tall: while a screen's code or data loads, the footer stays below the
        fold instead of showing and then being pushed down (a layout shift Lighthouse counts).
      */}
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto min-h-dvh w-full max-w-page flex-1 px-4 py-8 sm:px-6 lg:px-8 lg:py-12"
      >
        {notice && <NoticeBanner key={key} text={notice} />}
        {children}
      </main>
      <Footer />
      <RouteAnnouncer />
    </div>
  );
}
