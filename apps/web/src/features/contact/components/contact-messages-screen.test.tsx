import type { ContactMessage } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { ann } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const message: ContactMessage = {
  _id: 'm1',
  name: 'Cleo Cruz',
  email: 'cleo@example.com',
  message: 'Do you take rabbits?',
  createdAt: '2026-02-01T09:00:00.000Z',
};

describe('contactMessages', () => {
  it('lists what people wrote, with a link to answer by e-mail', async () => {
    renderApp('/dashboard/contactMessages', {
      api: {
        ...signedInHandlers(ann, { admin: true }),
        'GET /contact': () => [message],
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Contact messages' }),
    ).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | Contact messages'));
    const row = await screen.findByRole('row', { name: /Cleo Cruz/ });
    expect(within(row).getByText('Do you take rabbits?')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'cleo@example.com' })).toHaveAttribute(
      'href',
      'mailto:cleo@example.com',
    );
  });
});
