import { applicationTexts, texts, type AdoptionRequest } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { makeAdoptionRequest } from '@/testing/mocks/adoption-requests';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const sent = (overrides: Partial<AdoptionRequest>): AdoptionRequest =>
  makeAdoptionRequest({ name: bob.name, adoptorEmail: bob.email, ...overrides });

describe('myAdoptionRequests', () => {
  it('lists the requests I sent with picture, status and date; only pending ones can be withdrawn', async () => {
    renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) =>
          url.searchParams.get('adoptorEmail') === bob.email
            ? [
                sent({}),
                sent({
                  _id: 'a2',
                  petName: 'Rex',
                  status: 'declined',
                  image: '/images/pets/rex.webp',
                }),
              ]
            : [],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Requests I sent', level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | Requests I sent'));
    const region = await screen.findByRole('region', { name: 'Requests I sent' });
    const milo = within(region).getByRole('row', { name: /Milo/ });
    expect(within(milo).getByText('pending')).toBeVisible();
    // Shown in its own column, or under the status on phones (CSS picks one).
    expect(within(milo).getAllByText('16 Jan 2026')).not.toHaveLength(0);
    expect(milo.querySelector('img')).toHaveAttribute('src', expect.stringContaining('p1'));
    const withdraw = within(milo).getByRole('button', { name: 'Withdraw request for Milo' });
    expect(withdraw).toBeVisible();
    expect(withdraw).toHaveTextContent(/^Withdraw/);
    expect(withdraw).not.toHaveAttribute('aria-label');
    const rex = within(region).getByRole('row', { name: /Rex/ });
    expect(within(rex).getByText('declined')).toBeVisible();
    expect(within(rex).queryByRole('button')).toBeNull();
  });

  it('tells me when the owner ended an accepted adoption', async () => {
    renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) =>
          url.searchParams.get('adoptorEmail') === bob.email ? [sent({ status: 'cancelled' })] : [],
      },
    });
    const region = await screen.findByRole('region', { name: 'Requests I sent' });
    const milo = within(region).getByRole('row', { name: /Milo/ });
    expect(within(milo).getByText('cancelled')).toBeVisible();
    expect(within(milo).getByText(texts.adoptionRequests.cancelledNote)).toBeVisible();
    expect(within(milo).queryByRole('button')).toBeNull();
  });

  it('shows what I sent with a request, as it was then', async () => {
    const { user } = renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => [
          sent({
            answers: [{ questionId: 'why', question: 'Why Milo?', answer: 'Naps.' }],
            profile: { homeType: 'apartment', yard: 'none' },
          }),
        ],
      },
    });
    const region = await screen.findByRole('region', { name: 'Requests I sent' });
    const milo = within(region).getByRole('row', { name: /Milo/ });
    await user.click(within(milo).getByText(applicationTexts.answersAndProfile));
    expect(within(milo).getByText('Naps.')).toBeVisible();
    expect(within(milo).getByText(applicationTexts.options.homeType.apartment)).toBeVisible();
    expect(within(milo).getByText(applicationTexts.options.yard.none)).toBeVisible();
  });

  it('withdraws a pending request after the delete confirmation', async () => {
    let requests = [sent({})];
    let deleted = '';
    const { user } = renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => requests,
        'DELETE /adoptionUsers/a1': ({ url }) => {
          deleted = url.pathname;
          requests = [];
          return { deletedCount: 1 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw request for Milo' }));
    const dialog = screen.getByRole('dialog', { name: texts.confirmDelete.title });
    expect(within(dialog).getByText(texts.confirmDelete.text)).toBeVisible();
    expect(deleted).toBe('');
    await user.click(within(dialog).getByRole('button', { name: texts.confirmDelete.confirm }));
    expect(await screen.findByText(texts.dashboard.requestDeleted)).toBeInTheDocument();
    expect(deleted).toBe('/api/adoptionUsers/a1');
    await waitFor(() => expect(screen.getByText(texts.adoptionRequests.noneSent)).toBeVisible());
    // The table gave way to the note: focus is on it, not lost to the page.
    await waitFor(() =>
      expect(document.activeElement).toHaveTextContent(texts.adoptionRequests.noneSent),
    );
  });

  it('keeps the request when the question is cancelled', async () => {
    let deleted = false;
    const { user } = renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => [sent({})],
        'DELETE /adoptionUsers/a1': () => {
          deleted = true;
          return { deletedCount: 1 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw request for Milo' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('row', { name: /Milo/ })).toBeVisible();
    expect(deleted).toBe(false);
  });

  it('says so when I have asked for no pet yet, with a way to the listing', async () => {
    renderApp('/dashboard/myAdoptionRequests', {
      api: { ...signedInHandlers(bob), 'GET /adoptionUsers': () => [] },
    });
    expect(await screen.findByText(texts.adoptionRequests.noneSent)).toBeVisible();
    expect(screen.getByRole('link', { name: texts.adoptionRequests.findAPet })).toHaveAttribute(
      'href',
      '/petListing',
    );
  });
});
