import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { pending, signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('the browser-side guard (RequireAccess, read from the pages table)', () => {
  it.each(['/petListing', '/donationCampaigns', '/dashboard/addPet', '/dashboard/makeAdmin'])(
    'sends a signed-out visitor of %s to /login, remembering the page',
    async (href) => {
      const { app } = renderApp(href);
      expect(
        await screen.findByRole('heading', { level: 1, name: texts.login.heading }),
      ).toBeVisible();
      expect(app.location().pathname).toBe('/login');
      expect(app.location().state).toMatchObject({ from: { pathname: href } });
    },
  );

  // Nothing shows until the first page's loaders have run; waiting for the navbar first makes
  // sure the guard is the one deciding.
  it('shows a spinner while the session is being resolved', async () => {
    renderApp('/petListing', { api: { 'GET /auth/get-session': pending } });
    await screen.findByRole('banner');
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('keeps the spinner until the access token has arrived', async () => {
    const { fetchMock } = renderApp('/petListing', {
      api: { ...signedInHandlers(bob), 'POST /jwt': pending },
    });
    await screen.findByRole('banner');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => (url as string).endsWith('/jwt'))).toBe(true),
    );
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('lets a signed-in user in', async () => {
    renderApp('/petListing', { api: signedInHandlers(bob) });
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.petListing.bannerTitle }),
    ).toBeVisible();
  });

  it.each([
    '/dashboard/makeAdmin',
    '/dashboard/manageAllPets',
    '/dashboard/updatePet/p1',
    '/dashboard/allDonations',
    '/dashboard/updateDonation/c1',
  ])('sends a non-admin on %s to /dashboard/addPet', async (href) => {
    const { app } = renderApp(href, { api: signedInHandlers(bob) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a pet' })).toBeVisible();
    expect(app.location().pathname).toBe('/dashboard/addPet');
    expect(screen.getByRole('heading', { name: texts.dashboard.userHeading })).toBeVisible();
  });

  it('sends to /login after a sign-out in the browser, remembering the page', async () => {
    const { app, user } = renderApp('/dashboard/addPet', {
      api: { ...signedInHandlers(bob), 'POST /auth/sign-out': () => ({ success: true }) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a pet' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Open account menu' }));
    await user.click(screen.getByRole('button', { name: texts.nav.logOut }));
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.login.heading }),
    ).toBeVisible();
    expect(app.location().pathname).toBe('/login');
    expect(app.location().state).toMatchObject({ from: { pathname: '/dashboard/addPet' } });
  });

  it('removes a stored token when nobody is signed in', async () => {
    window.localStorage.setItem('access-token', 'stale');
    renderApp('/');
    await waitFor(() => expect(window.localStorage.getItem('access-token')).toBeNull());
  });
});
