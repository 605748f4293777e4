import { accountTexts, applicationTexts, favoriteTexts, texts } from '@pet-adoption/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { OpenButton } from '@/components/ui/open-button';
import { CAMPAIGN_DONATIONS_PARAM, paths } from '@/config/paths';

type SidebarLink = {
  to: string;
  label: string;
  /** Another entry's page that is this entry's when the address says so (its query). */
  claims?: (pathname: string, params: URLSearchParams) => boolean;
};

const d = paths.dashboard;

// The dashboard sidebar, in the order docs/product.md §2 gives.
export const userDashboardLinks: SidebarLink[] = [
  { to: d.addPet.getHref(), label: 'Add a pet' },
  { to: d.createDonationCampaign.getHref(), label: 'Create donation campaign' },
  { to: d.myAddedPets.getHref(), label: 'My added pets' },
  { to: d.myDonationCampaign.getHref(), label: 'My donation campaigns' },
  { to: d.petAdoptor.getHref(), label: 'Adoption requests' },
  { to: d.myAdoptionRequests.getHref(), label: texts.adoptionRequests.sentHeading },
  { to: d.favorites.getHref(), label: favoriteTexts.heading },
  { to: d.applicationSettings.getHref(), label: applicationTexts.settingsHeading },
  { to: d.adopterProfile.getHref(), label: applicationTexts.profileHeading },
  { to: d.paymentHistory.getHref(), label: 'My donations' },
  { to: d.savedSearches.getHref(), label: 'Saved searches' },
  { to: d.notifications.getHref(), label: texts.notifications.heading },
  { to: d.profile.getHref(), label: accountTexts.profileHeading },
  { to: d.settings.getHref(), label: texts.notifications.settingsHeading },
];

export const adminDashboardLinks: SidebarLink[] = [
  { to: d.makeAdmin.getHref(), label: 'All users' },
  { to: d.manageAllPets.getHref(), label: 'Manage all pets' },
  {
    to: d.allDonations.getHref(),
    label: 'All donation campaigns',
    // One campaign's donations are reached from its row here, not from My donations.
    claims: (pathname, params) =>
      pathname === d.paymentHistory.getHref() && params.has(CAMPAIGN_DONATIONS_PARAM),
  },
  { to: d.contactMessages.getHref(), label: 'Contact messages' },
  { to: d.auditLog.getHref(), label: texts.audit.heading },
  { to: d.shelterDetails.getHref(), label: 'Shelter details' },
  // Then everyone's entries, but for My donation campaigns: an admin reaches every campaign,
  // theirs included, from All donation campaigns.
  ...userDashboardLinks.filter(({ to }) => to !== d.myDonationCampaign.getHref()),
];

// Each a link until the script runs (OpenButton), so the drawer opens and closes without one.
const menuButtonClass = 'btn btn-outline btn-sm mb-6 lg:hidden';
const closeButtonClass = 'btn btn-circle btn-ghost btn-sm lg:hidden';

const MenuIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 stroke-current" fill="none">
    <path strokeLinecap="round" strokeWidth="2" d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

const CloseIcon = () => (
  <svg viewBox="0 0 24 24" aria-hidden="true" className="size-5 stroke-current" fill="none">
    <path strokeLinecap="round" strokeWidth="2" d="M6 6l12 12M18 6L6 18" />
  </svg>
);

/**
 * The entry the visitor is on: one whose `claims` takes the address, else the one whose page it
 * is or holds (`/dashboard/updatePet/…` is not any entry's; `/dashboard/favorites` is its own).
 */
function currentEntry(links: readonly SidebarLink[], pathname: string, search: string) {
  const params = new URLSearchParams(search);
  return (
    links.find((link) => link.claims?.(pathname, params)) ??
    links.find((link) => pathname === link.to || pathname.startsWith(`${link.to}/`))
  );
}

type DashboardLayoutProps = {
  isAdmin: boolean;
  children: ReactNode;
};

/**
 * Sidebar beside the dashboard screen on large screens; below `lg` it becomes a drawer that
 * slides in over the page. Hidden (visibility) while closed, so its links are not in the tab
 * order; Escape, the close button, the backdrop, a link or tabbing out closes it. Before the
 * page's script runs, and without one, the menu and close controls are links to the drawer and
 * away from it, and the drawer opens while it is the address's target (`:target`).
 */
export function DashboardLayout({ isAdmin, children }: DashboardLayoutProps) {
  const [open, setOpen] = useState(false);
  const sidebarId = useId();
  const headingId = useId();
  const openButtonRef = useRef<HTMLButtonElement>(null);
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (open) closeButtonRef.current?.focus();
  }, [open]);

  // Opened through its link before the script ran: the script's drawer takes over, still open.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      if (window.location.hash === `#${sidebarId}`) setOpen(true);
    });
    return () => cancelAnimationFrame(frame);
  }, [sidebarId]);

  const shut = () => {
    setOpen(false);
    // Still the address's target, it would stay open: the fragment goes, with no history entry.
    if (window.location.hash === `#${sidebarId}`) window.location.replace('#');
  };

  const close = (returnFocus: boolean) => {
    shut();
    if (returnFocus) openButtonRef.current?.focus();
  };

  const heading = isAdmin ? texts.dashboard.adminHeading : texts.dashboard.userHeading;
  const links = isAdmin ? adminDashboardLinks : userDashboardLinks;
  const { pathname, search } = useLocation();
  const current = currentEntry(links, pathname, search);

  return (
    <div className="lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start lg:gap-8">
      <OpenButton
        href={`#${sidebarId}`}
        onOpen={() => setOpen(true)}
        className={menuButtonClass}
        aria-expanded={open}
        aria-controls={sidebarId}
        buttonRef={openButtonRef}
      >
        <MenuIcon />
        Dashboard menu
      </OpenButton>

      {open && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-40 bg-neutral/50 lg:hidden"
          onClick={() => close(false)}
        />
      )}

      {/* A div, not <aside>: a complementary landmark may not sit inside <main>. */}
      <div
        ref={panelRef}
        id={sidebarId}
        className={`fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] overflow-y-auto bg-base-200 p-4 shadow-xl transition-transform lg:visible lg:sticky lg:top-24 lg:z-auto lg:w-auto lg:max-w-none lg:translate-x-0 lg:rounded-box lg:shadow-none ${
          open ? 'visible translate-x-0' : 'invisible -translate-x-full'
        } target:visible target:translate-x-0`}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close(true);
        }}
        onBlur={(event) => {
          const next = event.relatedTarget;
          if (!open || !next) return;
          if (next instanceof Node && panelRef.current?.contains(next)) return;
          shut();
        }}
      >
        <div className="flex items-center justify-between gap-2 px-2 pb-3">
          <h2 id={headingId} className="text-lg font-bold">
            {heading}
          </h2>
          <OpenButton
            href="#"
            onOpen={() => close(true)}
            className={closeButtonClass}
            aria-label="Close dashboard menu"
            buttonRef={closeButtonRef}
          >
            <CloseIcon />
          </OpenButton>
        </div>
        <nav aria-labelledby={headingId}>
          <ul className="menu w-full gap-1 p-0">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  aria-current={link === current ? 'page' : undefined}
                  className={link === current ? 'menu-active font-semibold' : undefined}
                  // The next page's address has no fragment: nothing else to undo.
                  onClick={() => setOpen(false)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="min-w-0">{children}</div>
    </div>
  );
}
