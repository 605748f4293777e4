import type { ContactMessage } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { ann } from '@/testing/mocks/data';
import { pageResponse } from '@/testing/mocks/donations';
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

  it('pages with Next and Previous in the address, keeping focus on Next at the last page', async () => {
    const { user, app } = renderApp('/dashboard/contactMessages', {
      api: {
        ...signedInHandlers(ann, { admin: true }),
        'GET /contact': ({ url }) =>
          url.searchParams.get('cursor') === 'c2'
            ? json([{ ...message, _id: 'm2', name: 'Dev Das' }])
            : pageResponse([message], { next: 'c2' }),
      },
    });
    expect(await screen.findByRole('row', { name: /Cleo Cruz/ })).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const next = within(pager).getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/dashboard/contactMessages?cursor=c2');

    await user.click(next);
    expect(await screen.findByRole('row', { name: /Dev Das/ })).toBeVisible();
    expect(app.location().search).toBe('?cursor=c2');
    expect(within(pager).getByText('Page 2')).toBeVisible();
    // The same link, dimmed now that there is no next page, keeps the keyboard's focus.
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();

    await user.click(within(pager).getByRole('link', { name: 'Previous' }));
    expect(await screen.findByRole('row', { name: /Cleo Cruz/ })).toBeVisible();
    expect(app.location().search).toBe('');
  });
});
