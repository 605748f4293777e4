import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { ann } from '@/testing/mocks/data';
import { makeCampaign } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

describe('allDonations screen', () => {
  it("opens a campaign's donations from its row and closes them again", async () => {
    const { user } = renderApp('/dashboard/allDonations', {
      api: {
        ...signedInHandlers(ann, { admin: true }),
        'GET /campaigns': () => [makeCampaign({ _id: 'c1', petName: 'Biscuit' })],
        'GET /payments': () => [],
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All donation campaigns' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Pet Adoption | Dashboard | All donation campaigns'),
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    const row = await screen.findByRole('row', { name: /Biscuit/ });
    await user.click(within(row).getByRole('button', { name: 'Donations for Biscuit' }));
    const dialog = screen.getByRole('dialog', { name: 'Donations for Biscuit' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
