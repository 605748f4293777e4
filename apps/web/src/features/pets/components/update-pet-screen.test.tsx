import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob, makePet } from '@/testing/mocks/data';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

describe('updatePetUser', () => {
  it('is prefilled and keeps the current image when no new one is chosen', async () => {
    const pet = makePet({ _id: 'p1', petName: 'Milo', email: bob.email, category: 'dog' });
    let body: Record<string, unknown> | null = null;
    const { user } = renderApp('/dashboard/updatePetUser/p1', {
      api: {
        ...signedInHandlers(bob),
        'GET /petListing/p1': () => pet,
        'PATCH /petListing/p1': ({ init }) => {
          body = JSON.parse(init?.body as string) as Record<string, unknown>;
          return { modifiedCount: 1 };
        },
      },
    });
    const name = await screen.findByLabelText('Pet Name');
    expect(name).toHaveValue('Milo');
    expect(screen.getByLabelText('Category')).toHaveValue('dog');
    expect(screen.getByLabelText('Age (months)')).toHaveValue(12);
    await user.clear(name);
    await user.type(name, 'Milo Jr');
    await user.click(screen.getByRole('button', { name: 'Update Pet' }));
    await waitFor(() => expect(body).not.toBeNull());
    expect(body).toMatchObject({ petName: 'Milo Jr', image: pet.image, category: 'dog' });
    expect(await screen.findByText('Milo Jr was updated')).toBeInTheDocument();
  });
});
