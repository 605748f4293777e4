import { accountTexts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const unconfirmed = { ...bob, emailVerified: false };

describe('the unconfirmed address banner', () => {
  it('reminds a signed-in person under the navbar, in a named region, without taking focus', async () => {
    renderApp('/contact', { api: signedInHandlers(unconfirmed) });
    const banner = await screen.findByRole('region', { name: accountTexts.verifyBannerLabel });
    expect(within(banner).getByText(accountTexts.verifyBanner(bob.email))).toBeVisible();
    // Between the navbar and the page's content, not inside either.
    const header = screen.getByRole('banner');
    const main = screen.getByRole('main');
    expect(header.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(banner).not.toContainElement(document.activeElement as HTMLElement);
    // A form the browser can send itself, to the profile page's action.
    const form = within(banner)
      .getByRole('button', { name: accountTexts.verifyResend })
      .closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/dashboard/profile');
    expect(within(form).getByDisplayValue('/contact')).toHaveAttribute('name', 'returnTo');
  });

  it('sends the link again and says where it went', async () => {
    let calls = 0;
    const { user } = renderApp('/contact', {
      api: {
        ...signedInHandlers(unconfirmed),
        'POST /account/verification-email': () => {
          calls += 1;
          return { sentTo: bob.email };
        },
      },
    });
    const banner = await screen.findByRole('region', { name: accountTexts.verifyBannerLabel });
    await user.click(within(banner).getByRole('button', { name: accountTexts.verifyResend }));
    expect(await screen.findByText(accountTexts.verifySent(bob.email))).toBeInTheDocument();
    expect(calls).toBe(1);
  });

  it('goes once the server says the address is confirmed already', async () => {
    let verified = false;
    const session = signedInHandlers(unconfirmed)['GET /auth/get-session']!;
    const { user } = renderApp('/contact', {
      api: {
        ...signedInHandlers(unconfirmed),
        'GET /auth/get-session': async (request) => {
          const answer = (await session(request)) as { user: object };
          return { ...answer, user: { ...answer.user, emailVerified: verified } };
        },
        'POST /account/verification-email': () => {
          verified = true;
          return json(
            { error: { code: 'BAD_REQUEST', message: accountTexts.alreadyVerified } },
            400,
          );
        },
      },
    });
    const banner = await screen.findByRole('region', { name: accountTexts.verifyBannerLabel });
    await user.click(within(banner).getByRole('button', { name: accountTexts.verifyResend }));
    expect(await screen.findByText(accountTexts.alreadyVerified)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: accountTexts.verifyBannerLabel })).toBeNull(),
    );
  });

  it('is not there for a confirmed address, or for a visitor', async () => {
    const { unmount } = renderApp('/contact', { api: signedInHandlers(bob) });
    expect(await screen.findByRole('button', { name: /^Notifications/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: accountTexts.verifyBannerLabel })).toBeNull();
    unmount();
    renderApp('/contact');
    expect(await screen.findByRole('button', { name: 'Open account menu' })).toBeVisible();
    expect(screen.queryByRole('region', { name: accountTexts.verifyBannerLabel })).toBeNull();
  });
});
