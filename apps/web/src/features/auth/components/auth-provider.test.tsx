import { texts } from '@pet-adoption/shared';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { api } from '@/lib/api-client';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { act, renderApp, screen, waitFor } from '@/testing/test-utils';

describe('forced sign-out after a 401 or 403', () => {
  it.each([401, 403])(
    'a %i on an authenticated call signs out and goes to /login',
    async (status) => {
      let signOutCalled = false;
      const { app, queryClient } = renderApp('/dashboard/makeAdmin', {
        api: {
          ...signedInHandlers(bob),
          [`GET /users/admin/${encodeURIComponent(bob.email)}`]: () =>
            json({ error: { code: 'UNAUTHORIZED', message: 'Your session has ended.' } }, status),
          'POST /auth/sign-out': () => {
            signOutCalled = true;
            return { success: true };
          },
        },
      });

      expect(
        await screen.findByRole('heading', { level: 1, name: texts.login.heading }),
      ).toBeVisible();
      expect(app.location().pathname).toBe('/login');
      expect(window.localStorage.getItem('access-token')).toBeNull();
      await waitFor(() => expect(signOutCalled).toBe(true));
      expect(queryClient.getQueryData(['users', 'admin', bob.email])).toBeUndefined();
    },
  );

  it('does not treat a failed sign-in (no token) as a forced sign-out', async () => {
    const { user, app } = renderApp('/login', {
      api: {
        'POST /auth/sign-in/email': () => json({ message: 'Invalid email or password' }, 401),
      },
    });
    await screen.findByRole('heading', { level: 1, name: texts.login.heading });
    await user.type(screen.getByLabelText('Email'), bob.email);
    await user.type(screen.getByLabelText('Password'), 'wrong1!');
    await user.click(screen.getByRole('button', { name: texts.login.submit }));
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(app.location().pathname).toBe('/login');
  });
});

describe('token renewal', () => {
  async function signedInAtHome(jwt: () => unknown) {
    let issued = 0;
    const rendered = renderApp('/', {
      api: {
        ...signedInHandlers(bob),
        'POST /jwt': () => {
          issued += 1;
          return issued === 1 ? { token: 'first' } : jwt();
        },
        'POST /auth/sign-out': () => ({ success: true }),
      },
    });
    await waitFor(() => expect(window.localStorage.getItem('access-token')).toBe('first'));
    // The renewal check is an effect of the signed-in user, set up by the render that follows
    // the stored token: let that render happen before leaving the tab.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
    return { ...rendered, issuedCount: () => issued };
  }

  function returnToTabAfter(minutes: number) {
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + minutes * 60 * 1000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }

  it('asks for a new token when the tab comes back before the 15-minute token expires', async () => {
    const { issuedCount } = await signedInAtHome(() => ({ token: 'second' }));
    returnToTabAfter(5);
    expect(issuedCount()).toBe(1);

    // Eleven minutes in: four before the token would expire.
    returnToTabAfter(6);
    await waitFor(() => expect(window.localStorage.getItem('access-token')).toBe('second'));
    expect(issuedCount()).toBe(2);
  });

  it('renews a due token before an API call, as after a laptop slept through the timer', async () => {
    const { issuedCount } = await signedInAtHome(() => ({ token: 'second' }));
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 11 * 60 * 1000);

    // No timer tick and no return to the tab: the call itself finds the token due.
    await api.get('/petListing', z.unknown());
    expect(issuedCount()).toBe(2);
    const listingCall = vi
      .mocked(fetch)
      .mock.calls.findLast(
        ([input]) => typeof input === 'string' && input.includes('/api/petListing'),
      );
    expect(new Headers(listingCall?.[1]?.headers).get('Authorization')).toBe('Bearer second');
  });

  it('signs out when the session has ended meanwhile', async () => {
    const { app } = await signedInAtHome(() =>
      json({ error: { code: 'UNAUTHORIZED', message: 'Please sign in.' } }, 401),
    );
    returnToTabAfter(11);
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(window.localStorage.getItem('access-token')).toBeNull();
  });
});

describe('the visitor the server rendered the page for', () => {
  function signedInOnServer(jwt: () => unknown) {
    const calls = { sessionReads: 0, tokens: 0 };
    const rendered = renderApp('/', {
      initialUser: bob,
      api: {
        ...signedInHandlers(bob),
        'GET /auth/get-session': () => {
          calls.sessionReads += 1;
          return null;
        },
        'POST /jwt': () => {
          calls.tokens += 1;
          return jwt();
        },
        'POST /auth/sign-out': () => ({ success: true }),
      },
    });
    return { ...rendered, calls };
  }

  it('is shown signed in at once, and the browser only fetches their token', async () => {
    const { calls } = signedInOnServer(() => ({ token: 'from-the-server-session' }));
    // The account menu names them.
    expect(await screen.findByText(bob.email)).toBeInTheDocument();
    await waitFor(() =>
      expect(window.localStorage.getItem('access-token')).toBe('from-the-server-session'),
    );
    expect(calls).toEqual({ sessionReads: 0, tokens: 1 });
  });

  it('is signed out when the token is refused, as their session has ended', async () => {
    window.localStorage.setItem('access-token', 'left-from-an-earlier-visit');
    const { calls } = signedInOnServer(() =>
      json({ error: { code: 'UNAUTHORIZED', message: 'Please sign in.' } }, 401),
    );
    // The account menu says so.
    expect(await screen.findByText(texts.nav.notLoggedIn)).toBeInTheDocument();
    expect(screen.queryByText(bob.email)).toBeNull();
    expect(window.localStorage.getItem('access-token')).toBeNull();
    expect(calls).toEqual({ sessionReads: 0, tokens: 1 });
  });
});
