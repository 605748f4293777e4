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
});
