import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

async function renderAt(route: string, { signedIn = true } = {}) {
  const rendered = renderApp(route, { api: signedIn ? signedInHandlers(bob) : {} });
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}

describe('navbar', () => {
  it('links the logo home and shows the three main links, marking the current one', async () => {
    await renderAt('/petListing');
    const banner = screen.getByRole('banner');

    expect(within(banner).getByRole('link', { name: 'Pet Adoption' })).toHaveAttribute('href', '/');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [texts.nav.home, '/'],
      [texts.nav.petListing, '/petListing'],
      [texts.nav.donationCampaigns, '/donationCampaigns'],
    ]);
    expect(within(nav).getByRole('link', { name: texts.nav.petListing })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: texts.nav.home })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('navigates with the main links', async () => {
    const { user, app } = await renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('link', { name: texts.nav.donationCampaigns }));
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.nav.donationCampaigns }),
    ).toBeVisible();
    expect(app.location().pathname).toBe('/donationCampaigns');
  });

  it('opens and closes the mobile menu from the keyboard', async () => {
    const { user } = await renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeVisible();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(
      within(panel!)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([texts.nav.home, texts.nav.petListing, texts.nav.donationCampaigns]);

    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes the mobile menu after following a link', async () => {
    const { user, app } = await renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    await user.click(within(panel).getByRole('link', { name: texts.nav.petListing }));

    await waitFor(() => expect(app.location().pathname).toBe('/petListing'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("reads 'You are not Log in' in the avatar menu, with Dashboard and Log Out", async () => {
    const { user, app } = await renderAt('/', { signedIn: false });
    const toggle = screen.getByRole('button', { name: 'Open account menu' });
    expect(screen.queryByText(texts.nav.notLoggedIn)).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(texts.nav.notLoggedIn)).toBeVisible();
    expect(screen.getByRole('button', { name: texts.nav.logOut })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    // A click outside closes it.
    await user.click(screen.getByRole('main'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    // The dashboard needs sign-in, so a signed-out visitor lands on the login screen.
    await user.click(screen.getByRole('link', { name: texts.nav.dashboard }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
  });
});
