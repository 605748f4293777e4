import { type Favorite, favoriteTexts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob, makePet } from '@/testing/mocks/data';
import { pageResponse } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const favorite = (overrides: Partial<Favorite> & { petId: string; petName: string }): Favorite => ({
  image: `/images/pets/${overrides.petId}.webp`,
  savedAt: '2026-11-20T10:00:00.000Z',
  state: 'available',
  pet: makePet({ _id: overrides.petId, petName: overrides.petName }),
  ...overrides,
});

describe('/dashboard/favorites', () => {
  it('lists each favorite with where it stands, a link while listed, and Remove', async () => {
    let list = [
      favorite({ petId: 'p1', petName: 'Pip' }),
      favorite({
        petId: 'p2',
        petName: 'Rex',
        state: 'adopted',
        pet: makePet({ _id: 'p2', petName: 'Rex', adopted: true }),
      }),
      favorite({ petId: 'f3', petName: 'Moss', state: 'removed', pet: null }),
    ];
    const removed: string[] = [];
    const { user } = renderApp('/dashboard/favorites', {
      api: {
        ...signedInHandlers(bob),
        'GET /favorites': () => pageResponse(list, { total: list.length }),
        'DELETE /favorites/f3': () => {
          removed.push('f3');
          list = list.filter((each) => each.petId !== 'f3');
          return { petId: 'f3', favorite: false };
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: favoriteTexts.heading });
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | My favorites'));
    expect(screen.getByRole('link', { name: 'Pip' })).toHaveAttribute('href', '/petDetails/p1');
    expect(screen.getByRole('link', { name: 'Rex' })).toHaveAttribute('href', '/petDetails/p2');
    expect(screen.queryByRole('link', { name: 'Moss' })).toBeNull();
    const moss = screen.getByRole('heading', { name: 'Moss' }).closest('li')!;
    expect(within(moss).getByText('No longer listed')).toBeVisible();
    const rex = screen.getByRole('heading', { name: 'Rex' }).closest('li')!;
    expect(within(rex).getByText('Adopted')).toBeVisible();

    await user.click(within(moss).getByRole('button', { name: 'Remove: Moss' }));
    await waitFor(() => expect(removed).toEqual(['f3']));
    expect((await screen.findAllByText(favoriteTexts.removed('Moss'))).length).toBeGreaterThan(0);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Moss' })).toBeNull());
    // The card went: focus stays in the list, on the card before it, never on the page.
    await waitFor(() => expect(rex).toContainElement(document.activeElement as HTMLElement));
  });

  it('says there are none yet, with a link to the listing', async () => {
    renderApp('/dashboard/favorites', {
      api: { ...signedInHandlers(bob), 'GET /favorites': () => pageResponse([], { total: 0 }) },
    });
    expect(await screen.findByText(favoriteTexts.none)).toBeVisible();
    expect(screen.getByRole('link', { name: favoriteTexts.browse })).toHaveAttribute(
      'href',
      '/petListing',
    );
  });

  it('is in the dashboard menu of every signed-in person', async () => {
    renderApp('/dashboard/favorites', {
      api: { ...signedInHandlers(bob), 'GET /favorites': () => pageResponse([], { total: 0 }) },
    });
    const menu = await screen.findByRole('navigation', { name: 'User Dashboard' });
    expect(within(menu).getByRole('link', { name: favoriteTexts.heading })).toHaveAttribute(
      'href',
      '/dashboard/favorites',
    );
  });
});
