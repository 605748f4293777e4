import { describe, expect, it, vi } from 'vitest';
import { json, pending } from '@/testing/mocks/api';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('/auth/popup/:provider', () => {
  it('says which provider it is opening while it asks the server', async () => {
    const asked: unknown[] = [];
    renderApp('/auth/popup/github', {
      api: {
        'POST /auth/sign-in/social': ({ init }) => {
          asked.push(JSON.parse(init?.body as string));
          return pending();
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Opening GitHub…' })).toBeVisible();
    expect(screen.getByRole('status', { name: 'Opening GitHub' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Sign in with GitHub'));
    expect(asked).toEqual([expect.objectContaining({ provider: 'github' })]);
  });

  it('says why sign-in could not start and tells the window that opened it', async () => {
    const opener = { postMessage: vi.fn() };
    vi.stubGlobal('opener', opener);
    renderApp('/auth/popup/google', {
      api: {
        'POST /auth/sign-in/social': () =>
          json({ error: { code: 'NOT_FOUND', message: 'Google sign-in is not set up.' } }, 404),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sign-in could not start' })).toBeVisible();
    expect(
      screen.getByText('Google sign-in is not set up. You can close this window.'),
    ).toBeVisible();
    expect(opener.postMessage).toHaveBeenCalledWith(
      { type: 'pet-adoption:social-sign-in', error: 'Google sign-in is not set up.' },
      window.location.origin,
    );
  });

  it('asks nothing for a provider it does not know', async () => {
    let asked = false;
    renderApp('/auth/popup/myspace', {
      api: {
        'POST /auth/sign-in/social': () => {
          asked = true;
          return pending();
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sign-in could not start' })).toBeVisible();
    expect(
      screen.getByText('This sign-in provider is not known. You can close this window.'),
    ).toBeVisible();
    expect(asked).toBe(false);
  });
});
