import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen } from '@/testing/test-utils';

describe('addPet form', () => {
  it.each([
    ['Image'],
    ['Pet Name'],
    ['Category'],
    ['Age'],
    ['Location'],
    ['Date'],
    ['Short Description'],
    ['Long Description'],
  ])("an empty form shows 'This %s field is required'", async (field) => {
    let posted = false;
    const { user } = renderApp('/dashboard/addPet', {
      api: {
        ...signedInHandlers(bob),
        'POST /petListing': () => {
          posted = true;
          return { insertedId: 'p9' };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add Pet' }));
    expect(screen.getByText(texts.fieldRequired(field))).toBeVisible();
    expect(posted).toBe(false);
  });

  it('counts words in the descriptions', async () => {
    const { user } = renderApp('/dashboard/addPet', { api: signedInHandlers(bob) });
    await user.type(await screen.findByLabelText('Short Description'), 'A very calm cat');
    expect(screen.getByText(/4 words · about 20 words/)).toBeVisible();
  });
});
