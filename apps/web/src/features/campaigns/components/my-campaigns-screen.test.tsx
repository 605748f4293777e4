import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { makeCampaign } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

describe('myDonationCampaign screen', () => {
  it('lists my campaigns and leads to creating another', async () => {
    let listQuery: URLSearchParams | null = null;
    const { user, app } = renderApp('/dashboard/myDonationCampaign', {
      api: {
        ...signedInHandlers(bob),
        'GET /campaigns': ({ url }) => {
          listQuery = url.searchParams;
          return [makeCampaign({ _id: 'c1', petName: 'Biscuit', email: bob.email })];
        },
      },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'My donation campaigns' });
    expect(heading).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Pet Adoption | Dashboard | My donation campaigns'),
    );
    expect(await screen.findByRole('row', { name: /Biscuit/ })).toBeVisible();
    expect(listQuery!.get('adderEmail')).toBe(bob.email);

    // The one beside the heading; the dashboard's menu has its own.
    await user.click(
      within(heading.parentElement!).getByRole('link', { name: 'Create donation campaign' }),
    );
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard/createDonationCampaign'));
  });

  it('shows a campaign’s donators on a page of their own when View Donator is sent without scripts', async () => {
    const id = '3f1e2d4c-5b6a-4789-8abc-def012345678';
    const { user, app } = renderApp(`/dashboard/myDonationCampaign?cursor=abc&donators=${id}`, {
      api: {
        ...signedInHandlers(bob),
        'GET /campaigns': () => [makeCampaign({ _id: id, petName: 'Biscuit', email: bob.email })],
        [`GET /campaigns/${id}`]: () =>
          makeCampaign({ _id: id, petName: 'Biscuit', email: bob.email }),
        [`GET /campaigns/${id}/donators`]: () => [
          {
            _id: 'pay1',
            campaignId: id,
            email: 'cleo@example.com',
            name: 'Cleo Cruz',
            anonymous: false,
            amount: 7,
            date: '2026-02-01T09:00:00.000Z',
          },
        ],
      },
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Donators for Biscuit' });
    expect(heading).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Pet Adoption | Dashboard | Donators for Biscuit'),
    );
    const donor = await screen.findByRole('row', { name: /cleo@example\.com/ });
    expect(within(donor).getByText('$7')).toBeVisible();
    expect(screen.getByText(/^That is every donation/)).toBeVisible();

    // Back to the table's page it came from.
    await user.click(screen.getByRole('link', { name: 'Back to the campaigns' }));
    await waitFor(() => expect(app.location().search).toBe('?cursor=abc'));
    const row = await screen.findByRole('row', { name: /Biscuit/ });
    // The row's View Donator is a GET form asking for this page, keeping the table's address.
    const view = within(row).getByRole('button', { name: 'View Donator for Biscuit' });
    expect(view).toHaveAttribute('type', 'submit');
    expect(view).toHaveAttribute('name', 'donators');
    expect(view).toHaveAttribute('value', id);
    const form = view.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(new FormData(form, view).get('cursor')).toBe('abc');
  });
});
