import type { ReactNode } from 'react';
import { Dropdown } from '@/components/ui/dropdown';
import { AccountMenu, type AccountUser } from './account-menu';
import { Logo } from './logo';
import { NavLinks } from './nav-links';

type NavbarProps = {
  user: AccountUser | null;
  onLogOut?: () => void;
  /** The signed-in person's notifications bell, beside the account menu. */
  bell?: ReactNode;
};

function HamburgerIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 stroke-current" fill="none">
      <path strokeLinecap="round" strokeWidth="2" d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  );
}

export function Navbar({ user, onLogOut, bell }: NavbarProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-base-300 bg-base-100/95 backdrop-blur print:hidden">
      <div className="navbar mx-auto max-w-page gap-2 px-4 sm:px-6 lg:px-8">
        {/*
         * Below lg there is no centre part: the start takes the room the account button leaves
         * instead of daisyUI's half, so at 320 px the logo ends before the button begins.
         */}
        <div className="navbar-start min-w-0 gap-1 max-lg:w-auto max-lg:flex-1">
          <div className="lg:hidden">
            <Dropdown
              label="Open menu"
              trigger={<HamburgerIcon />}
              triggerClassName="btn btn-square btn-ghost"
              panelClassName="w-60"
            >
              <nav aria-label="Main">
                <ul className="menu w-full gap-1 p-0">
                  <NavLinks />
                </ul>
              </nav>
            </Dropdown>
          </div>
          <Logo />
        </div>
        <nav aria-label="Main" className="navbar-center hidden lg:flex">
          <ul className="menu menu-horizontal gap-1 text-base">
            <NavLinks />
          </ul>
        </nav>
        <div className="navbar-end gap-1 max-lg:w-auto">
          {bell}
          <AccountMenu user={user} onLogOut={onLogOut} />
        </div>
      </div>
    </header>
  );
}
