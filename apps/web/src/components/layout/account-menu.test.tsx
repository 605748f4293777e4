import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers, type ApiHandlers } from '@/testing/mocks/api';
import { ann } from '@/testing/mocks/data';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

async function openMenu(api: ApiHandlers) {
  const rendered = renderApp('/', { api: { ...signedInHandlers(ann), ...api } });
  const toggle = await screen.findByRole('button', { name: 'Open account menu' });
  await waitFor(() => expect(screen.getByRole('img', { name: "Ann Admin's photo" })).toBeVisible());
  await rendered.user.click(toggle);
  return rendered;
}

describe('avatar menu, signed in', () => {
  it("shows the user's photo and e-mail with Dashboard and Log Out", async () => {
    await openMenu({});
    expect(screen.getByRole('img', { name: "Ann Admin's photo" })).toHaveAttribute(
      'src',
      ann.photoURL,
    );
    expect(screen.getByText(ann.email)).toBeVisible();
    expect(screen.queryByText(texts.nav.notLoggedIn)).toBeNull();
    expect(screen.getByRole('link', { name: texts.nav.dashboard })).toBeVisible();
    expect(screen.getByRole('button', { name: texts.nav.logOut })).toBeEnabled();
  });

  it("logs out with 'Log Out successfully!', forgetting the token", async () => {
    let signedOut = false;
    const { user } = await openMenu({
      'POST /auth/sign-out': () => {
        signedOut = true;
        return { success: true };
      },
    });
    expect(window.localStorage.getItem('access-token')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: texts.nav.logOut }));

    // Toasts fade in, so jsdom never sees them as visible; being rendered is the check.
    expect(await screen.findByText(texts.logOut.success)).toBeInTheDocument();
    expect(signedOut).toBe(true);
    expect(window.localStorage.getItem('access-token')).toBeNull();
    // The menu is still open and now says so; focus stays on Log Out, now unavailable.
    expect(screen.getByText(texts.nav.notLoggedIn)).toBeVisible();
    const logOut = screen.getByRole('button', { name: texts.nav.logOut });
    expect(logOut).toHaveAttribute('aria-disabled', 'true');
    expect(logOut).toHaveFocus();
  });

  it("says 'Something wrong. Please Try again' when logging out fails", async () => {
    const { user } = await openMenu({
      'POST /auth/sign-out': () => json({ message: 'down' }, 500),
    });
    await user.click(screen.getByRole('button', { name: texts.nav.logOut }));
    expect(await screen.findByText(texts.logOut.failure)).toBeInTheDocument();
    expect(window.localStorage.getItem('access-token')).not.toBeNull();
  });
});
