import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('Register screen', () => {
  it('says what an account is for and offers the form', async () => {
    renderApp('/signUp');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(texts.titles.signUp));
    expect(screen.getByText('Create an account to adopt pets and donate.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
  });

  it('keeps the page the server named (?redirectTo=) on its way to Log in', async () => {
    renderApp('/signUp?redirectTo=%2FpetListing');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2FpetListing',
    );
  });

  it('keeps the remembered page on its way to Log in', async () => {
    const { user, app } = renderApp('/signUp', {
      state: { from: { pathname: '/donationCampaigns' } },
    });
    await user.click(await screen.findByRole('link', { name: 'Log in' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.login.heading }),
    ).toBeVisible();
    expect(app.location().state).toMatchObject({ from: { pathname: '/donationCampaigns' } });
  });
});
