import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { ann, bob, makePet } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const columnsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

describe('myAddedPets and manageAllPets', () => {
  it("shows the owner's pets with their adopted status", async () => {
    let listQuery: URLSearchParams | null = null;
    renderApp('/dashboard/myAddedPets', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing': ({ url }) => {
          listQuery = url.searchParams;
          return [makePet({ _id: 'p1', petName: 'Milo', email: bob.email })];
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'My added pets' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | My added pets'));
    expect(columnsOf(await screen.findByRole('table'))).toContain('Status');
    expect(listQuery!.get('email')).toBe(bob.email);
  });

  it("shows an admin everyone's pets, without the adopted switch, updated on the admin's screen", async () => {
    let listQuery: URLSearchParams | null = null;
    renderApp('/dashboard/manageAllPets', {
      api: {
        ...signedInHandlers(ann, { admin: true }),
        'GET /petListing': ({ url }) => {
          listQuery = url.searchParams;
          return [makePet({ _id: 'p1', petName: 'Milo', email: bob.email })];
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage all pets' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | Manage all pets'));
    const milo = await screen.findByRole('row', { name: /Milo/ });
    expect(columnsOf(screen.getByRole('table'))).not.toContain('Status');
    expect(within(milo).queryByRole('button', { name: /Mark/ })).toBeNull();
    expect(within(milo).getByRole('link', { name: 'Update Milo' })).toHaveAttribute(
      'href',
      '/dashboard/updatePet/p1',
    );
    expect(listQuery!.get('email')).toBeNull();
  });
});
