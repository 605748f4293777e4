import { adoptionTexts, texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_KEY } from '@/lib/access-token';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob, makeApplication, makePet } from '@/testing/mocks/data';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('pet details', () => {
  it('asks for the pet without a token: the details are public', async () => {
    window.localStorage.setItem(ACCESS_TOKEN_KEY, 'token-from-last-visit');
    const calls: { address: string; authorization: string | null }[] = [];
    renderApp('/petDetails/4b7c1f5e-2a1d-4c55-9a0e-123456789abc', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/4b7c1f5e-2a1d-4c55-9a0e-123456789abc': ({ url, init }) => {
          calls.push({
            address: url.pathname,
            authorization: new Headers(init?.headers).get('Authorization'),
          });
          return makePet({ _id: '4b7c1f5e-2a1d-4c55-9a0e-123456789abc', petName: 'Milo' });
        },
        // Whether it takes applications: asked with the visitor's token, as it is theirs to know.
        'GET /petListing/4b7c1f5e-2a1d-4c55-9a0e-123456789abc/application': () => makeApplication(),
      },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Milo' })).toBeVisible();
    expect(calls).toEqual([
      { address: '/api/petListing/4b7c1f5e-2a1d-4c55-9a0e-123456789abc', authorization: null },
    ]);
  });

  it("says why adoption is not offered for the viewer's own pet and for an adopted one", async () => {
    const { unmount } = renderApp('/petDetails/p1', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/p1': () => makePet({ _id: 'p1', petName: 'Milo', email: bob.email }),
      },
    });
    expect(
      await screen.findByText('This is your pet, so you cannot ask to adopt it.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: texts.petDetails.adoptNow })).toBeNull();
    unmount();

    renderApp('/petDetails/p1', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/p1': () => makePet({ _id: 'p1', petName: 'Milo', adopted: true }),
      },
    });
    expect(await screen.findByText('Milo has already been adopted.')).toBeVisible();
    expect(screen.queryByRole('button', { name: texts.petDetails.adoptNow })).toBeNull();
  });

  it('sends a signed-out visitor to sign in first, remembering the pet', async () => {
    const { user, app } = renderApp('/petDetails/p1', {
      api: { 'GET /petListing/p1': () => makePet({ _id: 'p1', petName: 'Milo' }) },
    });
    await user.click(await screen.findByRole('button', { name: texts.petDetails.adoptNow }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().state).toMatchObject({ from: { pathname: '/petDetails/p1' } });
  });

  it('shows the 404 page for a pet that does not exist', async () => {
    renderApp('/petDetails/nope', {
      api: {
        'GET /petListing/nope': () =>
          json({ error: { code: 'NOT_FOUND', message: 'No such pet.' } }, 404),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.notFound.heading }),
    ).toBeVisible();
    expect(screen.getByText(texts.notFound.sorry)).toBeVisible();
    expect(screen.getByRole('link', { name: texts.notFound.homeLink })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('contentinfo')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(texts.titles.notFound));
  });

  it('shows the adoption fee and how soon the owner usually replies, when known', async () => {
    const { unmount } = renderApp('/petDetails/p1', {
      api: {
        'GET /petListing/p1': () =>
          makePet({ _id: 'p1', petName: 'Milo', adoptionFee: 150, repliesWithinDays: 2 }),
      },
    });
    expect(await screen.findByText('Adoption fee: $150')).toBeVisible();
    expect(screen.getByText('Usually replies within 2 days')).toBeVisible();
    unmount();

    renderApp('/petDetails/p1', {
      api: {
        'GET /petListing/p1': () =>
          makePet({ _id: 'p1', petName: 'Milo', adoptionFee: 0, repliesWithinDays: null }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Milo' })).toBeVisible();
    expect(screen.queryByText(/Adoption fee/)).toBeNull();
    expect(screen.queryByText(/Usually replies within/)).toBeNull();
    expect(adoptionTexts.repliesWithin(1)).toBe('Usually replies within 1 day');
  });
});
