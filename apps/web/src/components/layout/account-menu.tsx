import { texts } from '@pet-adoption/shared';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { Dropdown } from '@/components/ui/dropdown';
import { paths } from '@/config/paths';

/** What the navbar needs to know about the signed-in person; the auth layer provides it. */
export type AccountUser = {
  email: string;
  name?: string | null;
  photoURL?: string | null;
};

type AccountMenuProps = {
  user: AccountUser | null;
  onLogOut?: () => void;
};

function AccountAvatar({ user }: { user: AccountUser | null }) {
  if (user) {
    const name = user.name || user.email;
    return (
      <Avatar
        name={name}
        photoURL={user.photoURL}
        alt={user.name ? `${user.name}'s photo` : 'Your photo'}
      />
    );
  }
  return (
    <span className="flex size-10 items-center justify-center rounded-full bg-base-300 text-base-content">
      <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 fill-current">
        <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2.25c-4.2 0-8.25 2.1-8.25 5.25V21h16.5v-1.5c0-3.15-4.05-5.25-8.25-5.25Z" />
      </svg>
    </span>
  );
}

/**
 * The avatar menu shows the user's e-mail, or 'You are not Log in' when signed out, plus Dashboard
 * and Log Out. Signed out, Log Out has nothing to do, so it says it is unavailable; it stays
 * focusable (aria-disabled, not disabled) so that logging out with the keyboard leaves focus on
 * it, in the open menu that now reads 'You are not Log in', not on the page's start.
 */
export function AccountMenu({ user, onLogOut }: AccountMenuProps) {
  const canLogOut = Boolean(user && onLogOut);
  return (
    <Dropdown
      label="Open account menu"
      align="end"
      trigger={<AccountAvatar user={user} />}
      triggerClassName="btn btn-circle btn-ghost size-12"
      panelClassName="w-64"
    >
      <p className="truncate px-3 py-2 text-sm font-medium text-base-content/80">
        {user ? user.email : texts.nav.notLoggedIn}
      </p>
      <div className="flex flex-col gap-2 p-2">
        <Link to={paths.dashboard.root.getHref()} className="btn btn-sm btn-primary">
          {texts.nav.dashboard}
        </Link>
        {/* A form, so that Log Out works before the page's script runs and without one; the
            script logs out itself instead (the app's own state and a toast). One button in
            both states, so focus stays on it once logged out. */}
        <form
          method="post"
          action={paths.logOut.getHref()}
          className="contents"
          onSubmit={(event) => {
            event.preventDefault();
            if (canLogOut) onLogOut?.();
          }}
        >
          <button
            type={canLogOut ? 'submit' : 'button'}
            className="btn btn-sm btn-outline"
            aria-disabled={!canLogOut}
          >
            {texts.nav.logOut}
          </button>
        </form>
      </div>
    </Dropdown>
  );
}
