import { listingTexts, texts, type Pet } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { dropFocusFromDisabledControls } from '@/testing/focus';
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
        // The route's action reads the pet for its notice.
        'GET /petListing/p1': () => pets[0],
        'GET /petListing/p2': () => pets[1],
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

    await user.click(within(milo).getByRole('button', { name: 'Mark adopted (Milo)' }));
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

  it('names each action by its visible text first, then the pet', async () => {
    renderApp('/dashboard/myAddedPets', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': () => [
          makePet({ _id: 'p1', petName: 'Milo', email: bob.email, adopted: true }),
        ],
      },
    });
    const milo = await screen.findByRole('row', { name: /Milo/ });
    for (const [role, visible, name] of [
      ['link', 'Update', 'Update Milo'],
      ['button', 'Delete', 'Delete Milo'],
      ['button', 'Mark available', 'Mark available (Milo)'],
    ] as const) {
      const control = within(milo).getByRole(role, { name });
      expect(control).toHaveTextContent(new RegExp(`^${visible}`));
      expect(control).not.toHaveAttribute('aria-label');
    }
  });

  it('keeps focus on the adopted switch, then on the row after a deleted one', async () => {
    dropFocusFromDisabledControls();
    let pets: Pet[] = ['Milo', 'Luna', 'Coco'].map((petName, index) =>
      makePet({ _id: `p${index + 1}`, petName, email: bob.email }),
    );
    const { user } = renderApp('/dashboard/myAddedPets', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': () => pets,
        'GET /petListing/p1': () => petOf('p1'),
        'GET /petListing/p2': () => petOf('p2'),
        'GET /petListing/p3': () => petOf('p3'),
        'PATCH /petListing/p1': () => {
          pets = pets.map((pet) => (pet._id === 'p1' ? { ...pet, adopted: true } : pet));
          return { modifiedCount: 1 };
        },
        'DELETE /petListing/p1': () => remove('p1'),
        'DELETE /petListing/p2': () => remove('p2'),
        'DELETE /petListing/p3': () => remove('p3'),
      },
    });
    const petOf = (id: string) => pets.find((pet) => pet._id === id);
    const remove = (id: string) => {
      pets = pets.filter((pet) => pet._id !== id);
      return { deletedCount: 1 };
    };
    const confirmDelete = async (name: string) => {
      await user.click(screen.getByRole('button', { name }));
      const dialog = screen.getByRole('dialog', { name: texts.confirmDelete.title });
      await user.click(within(dialog).getByRole('button', { name: texts.confirmDelete.confirm }));
    };

    await user.click(await screen.findByRole('button', { name: 'Mark adopted (Milo)' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mark available (Milo)' })).toHaveFocus(),
    );

    // The middle row: focus moves to the Delete of the row that took its place.
    await confirmDelete('Delete Luna');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Coco' })).toHaveFocus());
    // The last row: to the row before it.
    await confirmDelete('Delete Coco');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Milo' })).toHaveFocus());
    // The only row: to what replaces the table.
    await confirmDelete('Delete Milo');
    const empty = await screen.findByText('No pets added yet.');
    await waitFor(() => expect(empty.parentElement).toHaveFocus());
  });

  it('says a paused pet is out of the listing and how to list it again', async () => {
    renderApp('/dashboard/myAddedPets', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': () => [
          makePet({ _id: 'p1', petName: 'Milo', email: bob.email, paused: true }),
          makePet({ _id: 'p2', petName: 'Luna', email: bob.email }),
        ],
      },
    });
    const milo = await screen.findByRole('row', { name: /Milo/ });
    expect(within(milo).getByText(listingTexts.paused)).toBeVisible();
    expect(
      within(milo).getByText(
        'Milo is not shown in the pet listing because it was not updated for a long time. Update it to list it again.',
      ),
    ).toBeVisible();
    expect(
      within(screen.getByRole('row', { name: /Luna/ })).queryByText(listingTexts.paused),
    ).toBeNull();
  });
});
