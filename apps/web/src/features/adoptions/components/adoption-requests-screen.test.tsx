import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

describe('petAdoptor screen', () => {
  it("asks for the owner's received requests and leads to the ones they sent", async () => {
    let receivedFor: string | null = null;
    const { user, app } = renderApp('/dashboard/petAdoptor', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) => {
          receivedFor = url.searchParams.get('email');
          return [];
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Adoption requests' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Pet Adoption | Dashboard | Adoption requests'),
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Requests for my pets' })).toBeVisible();
    expect(await screen.findByText('No adoption requests yet.')).toBeVisible();
    expect(receivedFor).toBe(bob.email);

    const pointer = screen.getByText(/The requests you sent to other owners/);
    await user.click(within(pointer).getByRole('link', { name: 'Requests I sent' }));
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard/myAdoptionRequests'));
  });
});
