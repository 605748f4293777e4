import { texts, type Pet } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob, makePet } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

describe('myAddedPets', () => {
  it('lists my pets with adopted status, marks one adopted, deletes after the confirmation', async () => {
    let pets: Pet[] = [
      makePet({ _id: 'p1', petName: 'Milo', email: bob.email }),
      makePet({ _id: 'p2', petName: 'Luna', email: bob.email, adopted: true }),
    ];
    let listQuery: URLSearchParams | null = null;
    let patched: unknown = null;
    const { user } = renderApp('/dashboard/myAddedPets', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': ({ url }) => {
          listQuery = url.searchParams;
          return pets;
        },
        'PATCH /petListing/p1': ({ init }) => {
          patched = JSON.parse(init?.body as string);
          pets = pets.map((pet) => (pet._id === 'p1' ? { ...pet, adopted: true } : pet));
          return { modifiedCount: 1 };
        },
        'DELETE /petListing/p2': () => {
          pets = pets.filter((pet) => pet._id !== 'p2');
          return { deletedCount: 1 };
        },
      },
    });
    const milo = await screen.findByRole('row', { name: /Milo/ });
    expect(listQuery!.get('email')).toBe(bob.email);
    expect(listQuery!.get('includeAdopted')).toBe('true');
    expect(within(milo).getByText('Available')).toBeVisible();
    expect(within(screen.getByRole('row', { name: /Luna/ })).getByText('Adopted')).toBeVisible();
    expect(within(milo).getByRole('link', { name: 'Update Milo' })).toHaveAttribute(
      'href',
      '/dashboard/updatePetUser/p1',
    );

    await user.click(within(milo).getByRole('button', { name: 'Mark adopted: Milo' }));
    expect(await screen.findByText('Milo is marked adopted')).toBeInTheDocument();
    expect(patched).toEqual({ adopted: true });
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /Milo/ })).getByText('Adopted')).toBeVisible(),
    );

    await user.click(screen.getByRole('button', { name: 'Delete Luna' }));
    const dialog = screen.getByRole('dialog', { name: texts.confirmDelete.title });
    await user.click(within(dialog).getByRole('button', { name: texts.confirmDelete.confirm }));
    expect(await screen.findByText('Luna was deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /Luna/ })).toBeNull());
  });
});
