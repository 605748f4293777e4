import { texts } from '@pet-adoption/shared';
import { describe, expect, it, vi } from 'vitest';
import { signedInHandlers, type ApiHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { act, renderApp, screen, waitFor } from '@/testing/test-utils';
import { socialMessages } from './social-sign-in';

const bothConfigured: ApiHandlers = {
  'GET /config': () => ({ socialProviders: { google: true, github: true } }),
};

/** Stands in for the popup window; `closed` flips when the test says the person closed it. */
function fakePopup() {
  const popup = { closed: false };
  const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return { popup, open };
}

function report(error: string | null, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'pet-adoption:social-sign-in', error },
        origin,
      }),
    );
  });
}

async function renderLogin(api: ApiHandlers, state?: unknown) {
  const rendered = renderApp('/login', { api: { ...bothConfigured, ...api }, state });
  await screen.findByRole('heading', { level: 1, name: texts.login.heading });
  await waitFor(() =>
    expect(screen.getByRole('button', { name: texts.login.google })).toBeEnabled(),
  );
  return rendered;
}

describe('Google and GitHub popups', () => {
  it('opens the popup route in the click, signs in on its report and records the user', async () => {
    const { open } = fakePopup();
    let signedIn = false;
    let recorded: unknown;
    const session = signedInHandlers(bob);
    const { user, app } = await renderLogin(
      {
        ...session,
        'GET /auth/get-session': (request) =>
          signedIn ? session['GET /auth/get-session']!(request) : null,
        'POST /users': ({ init }) => {
          recorded = JSON.parse(init?.body as string);
          return { insertedId: null };
        },
      },
      { from: { pathname: '/donationCampaigns' } },
    );
    await user.click(screen.getByRole('button', { name: texts.login.google }));
    expect(open).toHaveBeenCalledWith('/auth/popup/google', expect.any(String), expect.any(String));

    // A message from another origin is ignored.
    report(null, 'https://evil.example');
    signedIn = true;
    report(null);

    expect(await screen.findByText(texts.login.googleSuccess)).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/donationCampaigns'));
    expect(recorded).toEqual({ email: bob.email, name: bob.name });
  });

  it("shows 'Invalid login credentials' when GitHub sign-in fails", async () => {
    fakePopup();
    const { user, app } = await renderLogin({});
    await user.click(screen.getByRole('button', { name: texts.login.github }));
    report('unable_to_get_user_info');
    expect(await screen.findByText(texts.login.githubFailure)).toBeInTheDocument();
    expect(app.location().pathname).toBe('/login');
  });

  it('says so when the popup is blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const { user } = await renderLogin({});
    await user.click(screen.getByRole('button', { name: texts.login.google }));
    expect(await screen.findByRole('alert')).toHaveTextContent(socialMessages.blocked);
  });

  it('says so when the popup is closed before finishing, once a late report can no longer come', async () => {
    const { popup } = fakePopup();
    const { user } = await renderLogin({});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(screen.getByRole('button', { name: texts.login.google }));
      popup.closed = true;
      // Seen closed, and nobody signed in: a slow popup may still report for a few seconds.
      await act(() => vi.advanceTimersByTimeAsync(6000));
      expect(screen.queryByRole('alert')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(await screen.findByRole('alert')).toHaveTextContent(socialMessages.closed);
      expect(screen.getByRole('button', { name: texts.login.google })).toBeEnabled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('signs in when the popup is gone before it could report, but the session is there', async () => {
    // A slow phone: back from the provider, the popup is out of this window's reach (its own
    // browsing context group) and its page has not yet run the script that reports.
    const { popup } = fakePopup();
    let signedIn = false;
    const session = signedInHandlers(bob);
    const { user, app } = await renderLogin(
      {
        ...session,
        'GET /auth/get-session': (request) =>
          signedIn ? session['GET /auth/get-session']!(request) : null,
        'POST /users': () => ({ insertedId: null }),
      },
      { from: { pathname: '/donationCampaigns' } },
    );
    await user.click(screen.getByRole('button', { name: texts.login.google }));
    signedIn = true;
    popup.closed = true;
    expect(await screen.findByText(texts.login.googleSuccess)).toBeInTheDocument();
    await waitFor(() => expect(app.location().pathname).toBe('/donationCampaigns'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
