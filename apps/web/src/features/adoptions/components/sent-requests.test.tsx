import { adoptionTexts, applicationTexts, texts, type AdoptionRequest } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { dropFocusFromDisabledControls } from '@/testing/focus';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { makeAdoptionRequest } from '@/testing/mocks/adoption-requests';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const sent = (overrides: Partial<AdoptionRequest>): AdoptionRequest =>
  makeAdoptionRequest({ name: bob.name, adoptorEmail: bob.email, ...overrides });

describe('myAdoptionRequests', () => {
  it('lists the requests I sent with picture, status and date; only open ones can be withdrawn', async () => {
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
                  position: null,
                  openRequests: null,
                }),
                sent({ _id: 'a3', petName: 'Luna', status: 'reviewing' }),
              ]
            : [],
        'GET /adoptionUsers/a2/similar': () => [],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Requests I sent', level: 1 })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | Requests I sent'));
    const region = await screen.findByRole('region', { name: 'Requests I sent' });
    const milo = within(region).getByRole('row', { name: /Milo/ });
    expect(within(milo).getByText('Pending', { selector: '.badge' })).toBeVisible();
    // Shown in its own column, or under the status on phones (CSS picks one).
    expect(within(milo).getAllByText('16 Jan 2026')).not.toHaveLength(0);
    expect(milo.querySelector('img')).toHaveAttribute('src', expect.stringContaining('p1'));
    const withdraw = within(milo).getByRole('button', { name: 'Withdraw request for Milo' });
    expect(withdraw).toBeVisible();
    expect(withdraw).toHaveTextContent(/^Withdraw/);
    expect(withdraw).not.toHaveAttribute('aria-label');
    const luna = within(region).getByRole('row', { name: /Luna/ });
    expect(within(luna).getByText('Reviewing', { selector: '.badge' })).toBeVisible();
    expect(within(luna).getByRole('button', { name: 'Withdraw request for Luna' })).toBeVisible();
    const rex = within(region).getByRole('row', { name: /Rex/ });
    expect(within(rex).getByText('Declined', { selector: '.badge' })).toBeVisible();
    expect(within(rex).queryByRole('button')).toBeNull();
  });

  it('tells me my place in line while my request is open, and nothing once it is closed', async () => {
    renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => [
          sent({ position: 2, openRequests: 4 }),
          sent({ _id: 'a2', petName: 'Luna', status: 'reviewing', position: 1, openRequests: 1 }),
          sent({
            _id: 'a3',
            petName: 'Rex',
            status: 'withdrawn',
            position: null,
            openRequests: null,
          }),
        ],
      },
    });
    const region = await screen.findByRole('region', { name: 'Requests I sent' });
    expect(
      within(within(region).getByRole('row', { name: /Milo/ })).getByText(
        'You are 2nd of 4 people waiting',
      ),
    ).toBeVisible();
    expect(
      within(within(region).getByRole('row', { name: /Luna/ })).getByText(
        'You are 1st of 1 person waiting',
      ),
    ).toBeVisible();
    const rex = within(region).getByRole('row', { name: /Rex/ });
    expect(within(rex).getByText('Withdrawn', { selector: '.badge' })).toBeVisible();
    expect(within(rex).queryByText(/waiting/)).toBeNull();
  });

  it("shows the request's timeline in order, with the owner's reason for a decline", async () => {
    const history = [
      { status: 'pending', at: '2026-01-16T10:00:00.000Z', note: null },
      { status: 'reviewing', at: '2026-01-17T09:30:00.000Z', note: null },
      { status: 'declined', at: '2026-01-18T15:45:00.000Z', note: 'Milo needs a garden.' },
    ] as const;
    renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => [
          sent({ status: 'declined', position: null, openRequests: null, history: [...history] }),
        ],
        'GET /adoptionUsers/a1/similar': () => [],
      },
    });
    const timeline = await screen.findByRole('list', { name: 'History of the request for Milo' });
    expect(timeline.tagName).toBe('OL');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      `Pending ${formatDateTime(history[0].at)}`,
      `Reviewing ${formatDateTime(history[1].at)}`,
      `Declined ${formatDateTime(history[2].at)}Milo needs a garden.`,
    ]);
    expect(within(steps[2]!).getByText('Milo needs a garden.')).toBeVisible();
    expect(steps[2]!.querySelector('time')).toHaveAttribute('datetime', history[2].at);
  });

  it('leads from an accepted request to completing the adoption, with its fee, until it is done', async () => {
    renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => [
          sent({ status: 'accepted', position: null, openRequests: null, adoptionFee: 50 }),
          sent({
            _id: 'a2',
            petName: 'Luna',
            status: 'accepted',
            position: null,
            openRequests: null,
            adoptionFee: 25.5,
            feePaid: true,
            termsAcceptedAt: '2026-01-20T10:00:00.000Z',
          }),
          // No fee: accepting the terms completes it.
          sent({
            _id: 'a3',
            petName: 'Rex',
            status: 'accepted',
            position: null,
            openRequests: null,
            termsAcceptedAt: '2026-01-20T10:00:00.000Z',
          }),
        ],
      },
    });
    const region = await screen.findByRole('region', { name: 'Requests I sent' });
    const milo = within(region).getByRole('row', { name: /Milo/ });
    expect(within(milo).getByText('Accepted', { selector: '.badge' })).toBeVisible();
    expect(within(milo).getByText('Adoption fee: $50')).toBeVisible();
    expect(
      within(milo).getByRole('link', { name: 'Complete the adoption of Milo' }),
    ).toHaveAttribute('href', '/dashboard/completeAdoption/a1');
    expect(within(milo).queryByText('Adoption complete')).toBeNull();
    const luna = within(region).getByRole('row', { name: /Luna/ });
    expect(within(luna).getByText('Adoption complete')).toBeVisible();
    expect(within(luna).getByText('Adoption fee: $25.50')).toBeVisible();
    // Done: no way to complete it, one to tell how the pet is doing.
    expect(within(luna).getByRole('link')).toHaveAccessibleName('Share a happy tail of Luna');
    expect(within(luna).getByRole('link')).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/petDetails\/[^/]+\/happyTail$/),
    );
    const rex = within(region).getByRole('row', { name: /Rex/ });
    expect(within(rex).getByText('Adoption complete')).toBeVisible();
    expect(within(rex).queryByText(/Adoption fee/)).toBeNull();
  });

  it('tells me when the owner ended an accepted adoption', async () => {
    renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) =>
          url.searchParams.get('adoptorEmail') === bob.email
            ? [sent({ status: 'cancelled', position: null, openRequests: null })]
            : [],
      },
    });
    const region = await screen.findByRole('region', { name: 'Requests I sent' });
    const milo = within(region).getByRole('row', { name: /Milo/ });
    expect(within(milo).getByText('Cancelled', { selector: '.badge' })).toBeVisible();
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

  it('withdraws an open request after its confirmation; it stays listed as withdrawn', async () => {
    dropFocusFromDisabledControls();
    let requests = [sent({ position: 2, openRequests: 3 })];
    const posted: string[] = [];
    const { user } = renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => requests,
        'POST /adoptionUsers/a1/withdraw': ({ url }) => {
          posted.push(url.pathname);
          requests = [sent({ status: 'withdrawn', position: null, openRequests: null })];
          return { modifiedCount: 1 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw request for Milo' }));
    const dialog = screen.getByRole('dialog', { name: texts.confirmDelete.title });
    expect(within(dialog).getByText(texts.confirmDelete.text)).toBeVisible();
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: adoptionTexts.withdrawConfirm }));
    expect(await screen.findByText('Your request for Milo is withdrawn.')).toBeInTheDocument();
    expect(posted).toEqual(['/api/adoptionUsers/a1/withdraw']);
    const milo = screen.getByRole('row', { name: /Milo/ });
    await waitFor(() =>
      expect(within(milo).getByText('Withdrawn', { selector: '.badge' })).toBeVisible(),
    );
    expect(within(milo).queryByRole('button')).toBeNull();
    expect(within(milo).queryByText(/waiting/)).toBeNull();
    // The row kept no action: focus is on the table, not lost to the page.
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Requests I sent' })).toHaveFocus(),
    );
  });

  it('keeps the request when the question is cancelled', async () => {
    let withdrawn = false;
    const { user } = renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => [sent({})],
        'POST /adoptionUsers/a1/withdraw': () => {
          withdrawn = true;
          return { modifiedCount: 1 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw request for Milo' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('row', { name: /Milo/ })).toBeVisible();
    expect(withdrawn).toBe(false);
  });

  it("says the server's sentence when a withdraw is refused", async () => {
    const { user } = renderApp('/dashboard/myAdoptionRequests', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': () => [sent({})],
        'POST /adoptionUsers/a1/withdraw': () =>
          json({ error: { code: 'CONFLICT', message: adoptionTexts.withdrawOnlyOpen } }, 409),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Withdraw request for Milo' }));
    await user.click(screen.getByRole('button', { name: adoptionTexts.withdrawConfirm }));
    expect(await screen.findByText(adoptionTexts.withdrawOnlyOpen)).toBeInTheDocument();
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
