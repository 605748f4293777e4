import { accountTexts, EMAIL_TAKEN_MESSAGE } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers, type ApiHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { act, renderApp, screen, waitFor } from '@/testing/test-utils';

const invalidLink = () =>
  json({ error: { code: 'BAD_REQUEST', message: accountTexts.linkInvalid } }, 400);

/**
 * Opens the link's page, checks that opening it sent nothing (mail scanners open links), then
 * presses its button, as the person does.
 */
async function renderLink(
  href: string,
  heading: string,
  api: ApiHandlers = {},
  button: string | null = buttonOf(heading),
) {
  const rendered = renderApp(href, { api });
  await screen.findByRole('heading', { level: 1, name: heading });
  const followed = () =>
    rendered.fetchMock.mock.calls.filter(
      ([url, init]) =>
        /\/account\/(verify|confirm|revert)-email/.test(url as string) && init?.method === 'POST',
    );
  if (button === null) return rendered;
  const press = await screen.findByRole('button', { name: button });
  expect(followed()).toEqual([]);
  await rendered.user.click(press);
  return rendered;
}

function buttonOf(heading: string) {
  if (heading === accountTexts.verifyHeading) return accountTexts.verifyButton;
  if (heading === accountTexts.confirmHeading) return accountTexts.confirmButton;
  return accountTexts.revertButton;
}

describe('/verifyEmail', () => {
  it('follows the link and says the address is confirmed, signed out too', async () => {
    const sent: unknown[] = [];
    await renderLink('/verifyEmail?token=tok-1', accountTexts.verifyHeading, {
      'POST /account/verify-email': ({ init }) => {
        sent.push(JSON.parse(init?.body as string));
        return { email: bob.email };
      },
    });
    expect(await screen.findByText(accountTexts.verified(bob.email))).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(accountTexts.pageTitle(accountTexts.verifyHeading)),
    );
    expect(sent).toEqual([{ token: 'tok-1' }]);
    expect(screen.getByRole('link', { name: accountTexts.toDashboard })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByRole('link', { name: accountTexts.toHome })).toHaveAttribute('href', '/');
  });

  it('reads the session again for the signed-in person it confirmed: the banner goes', async () => {
    let verified = false;
    const person = { ...bob, emailVerified: false };
    const session = signedInHandlers(person)['GET /auth/get-session']!;
    const { app, user } = renderApp('/verifyEmail?token=tok-1', {
      api: {
        ...signedInHandlers(person),
        'GET /auth/get-session': async (request) => {
          const answer = (await session(request)) as { user: object };
          return { ...answer, user: { ...answer.user, emailVerified: verified } };
        },
        'POST /account/verify-email': () => {
          verified = true;
          return { email: bob.email };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: accountTexts.verifyButton }));
    expect(await screen.findByText(accountTexts.verified(bob.email))).toBeVisible();
    // The page itself says where the address stands: no banner on it, nor after it.
    expect(screen.queryByRole('region', { name: accountTexts.verifyBannerLabel })).toBeNull();
    await act(() => app.navigate('/contact'));
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: accountTexts.verifyBannerLabel })).toBeNull();
  });

  it('says a used link does not work, and offers a new one to the signed-in person', async () => {
    await renderLink('/verifyEmail?token=used', accountTexts.verifyHeading, {
      ...signedInHandlers({ ...bob, emailVerified: false }),
      'POST /account/verify-email': invalidLink,
    });
    expect(await screen.findByText(accountTexts.linkInvalid)).toBeVisible();
    expect(await screen.findByRole('button', { name: accountTexts.verifyResend })).toBeVisible();
  });

  it('tells a confirmed person whose link was used already (a mail scanner) that all is well', async () => {
    await renderLink('/verifyEmail?token=used', accountTexts.verifyHeading, {
      ...signedInHandlers(bob),
      'POST /account/verify-email': invalidLink,
    });
    expect(await screen.findByText(accountTexts.alreadyVerified)).toBeVisible();
    expect(screen.queryByText(accountTexts.linkInvalid)).toBeNull();
  });

  it('leads a visitor to log in for a new link; a missing token asks nothing', async () => {
    const { fetchMock } = await renderLink('/verifyEmail', accountTexts.verifyHeading, {}, null);
    expect(screen.getByText(accountTexts.linkInvalid)).toBeVisible();
    expect(screen.getByRole('link', { name: accountTexts.logInToResend })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fdashboard%2Fprofile',
    );
    expect(fetchMock.mock.calls.some(([url]) => (url as string).includes('verify-email'))).toBe(
      false,
    );
  });
});

describe('/confirmEmail', () => {
  it('follows the link and says the new address', async () => {
    await renderLink('/confirmEmail?token=tok-2', accountTexts.confirmHeading, {
      'POST /account/confirm-email': () => ({ email: 'bobby@example.com' }),
    });
    expect(await screen.findByText(accountTexts.emailChanged('bobby@example.com'))).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe(accountTexts.pageTitle(accountTexts.confirmHeading)),
    );
  });

  it('says why when the address was taken meanwhile, and leads to the profile', async () => {
    await renderLink('/confirmEmail?token=tok-2', accountTexts.confirmHeading, {
      'POST /account/confirm-email': () =>
        json({ error: { code: 'CONFLICT', message: EMAIL_TAKEN_MESSAGE } }, 409),
    });
    expect(await screen.findByText(EMAIL_TAKEN_MESSAGE)).toBeVisible();
    expect(screen.getByRole('link', { name: accountTexts.toProfile })).toHaveAttribute(
      'href',
      '/dashboard/profile',
    );
  });

  it('says a used link does not work', async () => {
    await renderLink('/confirmEmail?token=used', accountTexts.confirmHeading, {
      'POST /account/confirm-email': invalidLink,
    });
    expect(await screen.findByText(accountTexts.linkInvalid)).toBeVisible();
  });
});

describe('/revertEmail', () => {
  it('takes the address back on its button and leads to a new password', async () => {
    await renderLink('/revertEmail?token=tok-3', accountTexts.revertHeading, {
      'POST /account/revert-email': () => ({ email: bob.email }),
    });
    expect(await screen.findByText(accountTexts.reverted(bob.email))).toHaveFocus();
    expect(screen.getByRole('link', { name: accountTexts.choosePassword })).toHaveAttribute(
      'href',
      '/forgotPassword',
    );
  });
});
