import { favoriteTexts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob, makeApplication, makePet } from '@/testing/mocks/data';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const pip = makePet({ _id: 'p1', petName: 'Pip' });

describe('the favorites heart', () => {
  it('saves and removes a pet from a listing card, pressed at once and said aloud', async () => {
    const calls: string[] = [];
    let saved: string[] = [];
    const { user } = renderApp('/petListing', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': () => [pip],
        'GET /favorites/ids': () => ({ petIds: saved }),
        'PUT /favorites/p1': () => {
          calls.push('save');
          saved = ['p1'];
          return { petId: 'p1', favorite: true };
        },
        'DELETE /favorites/p1': () => {
          calls.push('remove');
          saved = [];
          return { petId: 'p1', favorite: false };
        },
      },
    });
    const heart = await screen.findByRole('button', { name: favoriteTexts.save('Pip') });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    await user.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText(favoriteTexts.saved('Pip'))).toBeInTheDocument();
    expect(heart).toHaveFocus();

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(await screen.findByText(favoriteTexts.removed('Pip'))).toBeInTheDocument();
    expect(calls).toEqual(['save', 'remove']);
  });

  it('goes back to as it was when the server refuses, and says why', async () => {
    const { user } = renderApp('/petListing', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': () => [pip],
        'PUT /favorites/p1': () =>
          json({ error: { code: 'CONFLICT', message: favoriteTexts.tooMany } }, 409),
      },
    });
    const heart = await screen.findByRole('button', { name: favoriteTexts.save('Pip') });
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect((await screen.findAllByText(favoriteTexts.tooMany)).length).toBeGreaterThan(0);
  });

  it('is a form that works without scripts: to the favorites action, or to sign in', async () => {
    const { unmount } = renderApp('/petDetails/p1', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/p1': () => pip,
        'GET /petListing/p1/application': () => makeApplication(),
      },
    });
    const heart = await screen.findByRole('button', { name: favoriteTexts.save('Pip') });
    const form = heart.closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/dashboard/favorites');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      intent: 'save',
      id: 'p1',
      petName: 'Pip',
      back: '/petDetails/p1',
      // Added once the scripts run (here they do): the answer then comes in place.
      answer: 'inPlace',
    });
    unmount();

    renderApp('/petDetails/p1', { api: { 'GET /petListing/p1': () => pip } });
    const signedOut = await screen.findByRole('button', { name: favoriteTexts.save('Pip') });
    expect(signedOut).toHaveAttribute('aria-pressed', 'false');
    const login = signedOut.closest('form')!;
    expect(login).toHaveAttribute('method', 'get');
    expect(login).toHaveAttribute('action', '/login');
    expect(Object.fromEntries(new FormData(login))).toEqual({ redirectTo: '/petDetails/p1' });
  });

  it('takes a signed-out visitor to sign in first', async () => {
    const { user } = renderApp('/petDetails/p1', { api: { 'GET /petListing/p1': () => pip } });
    await user.click(await screen.findByRole('button', { name: favoriteTexts.save('Pip') }));
    expect(await screen.findByRole('heading', { name: 'Login Now' })).toBeVisible();
  });
});
