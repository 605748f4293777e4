import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { renderApp, screen } from '@/testing/test-utils';

describe('Login screen', () => {
  it('offers the password form, then Google and GitHub', async () => {
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.login.heading }),
    ).toBeVisible();
    expect(screen.getByText('Welcome back. Sign in to adopt and donate.')).toBeVisible();
    expect(screen.getByRole('button', { name: texts.login.submit })).toBeVisible();
    expect(screen.getByRole('button', { name: texts.login.google })).toBeVisible();
    expect(screen.getByRole('button', { name: texts.login.github })).toBeVisible();
  });

  it('keeps the page the server named (?redirectTo=) on its way to Register', async () => {
    renderApp('/login?redirectTo=%2FpetListing');
    const register = await screen.findByRole('link', { name: texts.login.registerLink });
    expect(register).toHaveAttribute('href', '/signUp?redirectTo=%2FpetListing');
  });

  it('keeps the remembered page on its way to Register', async () => {
    const { user, app } = renderApp('/login', { state: { from: { pathname: '/petListing' } } });
    await user.click(await screen.findByRole('link', { name: texts.login.registerLink }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    expect(app.location().state).toMatchObject({ from: { pathname: '/petListing' } });
  });
});
