import { NOTIFICATION_KINDS, texts, type Notification } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { pageResponse } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const t = texts.notifications;

const notice = (overrides: Partial<Notification> = {}): Notification => ({
  _id: 'n1',
  kind: 'adoptionAccepted',
  title: 'Your request for Luna was accepted',
  body: 'Good news: the owner accepted your request to adopt Luna.',
  link: '/dashboard/myAdoptionRequests',
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

describe('the notifications bell', () => {
  it('says how many are unread in its name, and opens the newest with a link to all', async () => {
    const { user } = renderApp('/contact', {
      api: {
        ...signedInHandlers(bob),
        'GET /notifications/unread-count': () => ({ count: 3 }),
        'GET /notifications': () => [notice(), notice({ _id: 'n2', read: true, title: 'Older' })],
      },
    });
    const bell = await screen.findByRole('button', { name: 'Notifications, 3 unread' });
    await user.click(bell);
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    const link = await screen.findByRole('link', { name: /^Your request for Luna was accepted/ });
    expect(link).toHaveAccessibleName(`Your request for Luna was accepted (${t.unread})`);
    expect(link).toHaveAttribute('href', '/dashboard/myAdoptionRequests');
    expect(screen.getByRole('link', { name: 'Older' })).toBeVisible();
    expect(screen.getByRole('link', { name: t.seeAll })).toHaveAttribute(
      'href',
      '/dashboard/notifications',
    );
  });

  it('is not there for a visitor who is not signed in', async () => {
    renderApp('/contact');
    expect(await screen.findByRole('button', { name: 'Open account menu' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
  });
});

describe('/dashboard/notifications', () => {
  it('lists the notices, marks one read, keeping focus on its link, then all', async () => {
    const calls: string[] = [];
    let read = false;
    const { user } = renderApp('/dashboard/notifications', {
      api: {
        ...signedInHandlers(bob),
        'GET /notifications': () => pageResponse([notice({ read })], { total: 1 }),
        'PATCH /notifications/n1/read': () => {
          calls.push('read n1');
          read = true;
          return { modifiedCount: 1 };
        },
        'POST /notifications/read-all': () => {
          calls.push('read all');
          return { modifiedCount: 0 };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | Notifications'));
    const item = (
      await screen.findByText('Good news: the owner accepted your request to adopt Luna.')
    ).closest('li')!;
    await user.click(within(item).getByRole('button', { name: /^Mark read/ }));
    await waitFor(() => expect(calls).toEqual(['read n1']));
    expect(await screen.findByText(t.markedRead)).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Your request for Luna was accepted' });
    await waitFor(() => expect(link).toHaveFocus());
    expect(within(link.closest('li')!).queryByRole('button', { name: /^Mark read/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: t.markAllRead }));
    await waitFor(() => expect(calls).toEqual(['read n1', 'read all']));
    expect(await screen.findByText(t.allMarkedRead)).toBeInTheDocument();
  });

  it('says so when there is nothing yet', async () => {
    renderApp('/dashboard/notifications', { api: signedInHandlers(bob) });
    expect(await within(await screen.findByRole('main')).findByText(t.none)).toBeVisible();
    expect(screen.queryByRole('button', { name: t.markAllRead })).toBeNull();
  });
});

describe('/dashboard/settings', () => {
  it('shows a checkbox per kind as saved, and saves the ticked ones', async () => {
    let saved: unknown = null;
    // Every kind e-mailed but one.
    const email = {
      ...Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])),
      adoptionDeclined: false,
    };
    const { user } = renderApp('/dashboard/settings', {
      api: {
        ...signedInHandlers(bob),
        'GET /notification-settings': () => ({ email }),
        'PUT /notification-settings': ({ init }) => {
          saved = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
          return json(saved);
        },
      },
    });
    const group = await screen.findByRole('group', { name: t.emailLegend });
    expect(
      within(group).getByRole('checkbox', { name: 'My adoption requests declined' }),
    ).not.toBeChecked();
    await user.click(
      within(group).getByRole('checkbox', { name: 'My adoption requests accepted' }),
    );
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByText(t.saved)).toBeInTheDocument();
    expect(saved).toEqual({ email: { ...email, adoptionAccepted: false } });
  });
  it("says the server's sentence when it refuses, and keeps what was ticked", async () => {
    const limited = 'Too many changes. Please wait a minute and try again.';
    const { user } = renderApp('/dashboard/settings', {
      api: {
        ...signedInHandlers(bob),
        'GET /notification-settings': () => ({
          email: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, true])),
        }),
        'PUT /notification-settings': () =>
          json({ error: { code: 'RATE_LIMITED', message: limited } }, 429),
      },
    });
    const group = await screen.findByRole('group', { name: t.emailLegend });
    const accepted = within(group).getByRole('checkbox', { name: 'My adoption requests accepted' });
    await user.click(accepted);
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(limited);
    expect(accepted).not.toBeChecked();
    expect(screen.queryByText(t.saved)).toBeNull();
  });
});
