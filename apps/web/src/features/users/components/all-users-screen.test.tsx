import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { ann, users } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

describe('makeAdmin screen', () => {
  it('lists every user, the signed-in admin marked as such', async () => {
    renderApp('/dashboard/makeAdmin', {
      api: { ...signedInHandlers(ann, { admin: true }), 'GET /users': () => users },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'All users' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | All users'));
    const own = await screen.findByRole('row', { name: /Ann Admin/ });
    expect(within(own).getByText('You cannot ban yourself')).toBeVisible();
    expect(within(own).getByText(texts.dashboard.adminNow)).toBeVisible();
  });
});
