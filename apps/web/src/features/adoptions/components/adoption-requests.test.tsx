import {
  ADOPTION_CONTACT_RETENTION_DAYS,
  adoptionTexts,
  applicationTexts,
  DECLINE_NOTE_MAX,
  texts,
  type AdoptionRequest,
} from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { dropFocusFromDisabledControls } from '@/testing/focus';
import { signedInHandlers } from '@/testing/mocks/api';
import { makeAdoptionRequest } from '@/testing/mocks/adoption-requests';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const request: AdoptionRequest = makeAdoptionRequest({ email: bob.email });

describe('petAdoptor', () => {
  it('shows what the adopter sent behind a disclosure, and nothing when they sent nothing', async () => {
    const answered: AdoptionRequest = {
      ...request,
      _id: 'a2',
      name: 'Dan Diaz',
      answers: [
        { questionId: 'garden', question: 'Is there a garden?', answer: 'yes' },
        { questionId: 'why', question: 'Why Milo?', answer: 'He likes naps.' },
      ],
      profile: { adults: 2, children: [], ownOrRent: 'rent', landlordAllowsPets: true },
    };
    const { user } = renderApp('/dashboard/petAdoptor', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) =>
          url.searchParams.get('email') ? [request, answered] : [],
      },
    });
    const region = await screen.findByRole('region', { name: 'Requests for my pets' });
    const withNothing = within(region).getByRole('row', { name: /Cleo Cruz/ });
    expect(within(withNothing).queryByText(applicationTexts.answersAndProfile)).toBeNull();
    const row = within(region).getByRole('row', { name: /Dan Diaz/ });
    const disclosure = within(row).getByText(
      (_, element) =>
        element?.tagName === 'SUMMARY' &&
        element.textContent === `${applicationTexts.answersAndProfile} from Dan Diaz for Milo`,
    );
    expect(within(row).getByText('He likes naps.')).not.toBeVisible();
    // A native <details>: the browser opens it by keyboard as by pointer.
    await user.click(disclosure);
    expect(within(row).getByText('He likes naps.')).toBeVisible();
    const terms = within(row)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual([
      'Is there a garden?',
      'Why Milo?',
      applicationTexts.labels.adults,
      applicationTexts.labels.children,
      applicationTexts.labels.ownOrRent,
      applicationTexts.labels.landlordAllowsPets,
    ]);
    expect(
      within(row)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Yes', 'He likes naps.', '2', applicationTexts.noChildren, 'Rent', 'Yes']);
  });

  it("rejects a request: DELETE, then 'Request has been deleted'", async () => {
    let received = [request];
    let deleted = '';
    const { user } = renderApp('/dashboard/petAdoptor', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) => (url.searchParams.get('email') ? received : []),
        'DELETE /adoptionUsers/a1': ({ url }) => {
          deleted = url.pathname;
          received = [];
          return { deletedCount: 1 };
        },
      },
    });
    const region = await screen.findByRole('region', { name: 'Requests for my pets' });
    const row = within(region).getByRole('row', { name: /Milo/ });
    expect(within(row).getByText('cleo@example.com')).toBeVisible();
    expect(within(row).getByText('01711000000')).toBeVisible();
    expect(within(row).getByText('12 Lake Road, Dhaka')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Reject Cleo Cruz for Milo' }));
    expect(await screen.findByText(texts.dashboard.requestDeleted)).toBeInTheDocument();
    expect(deleted).toBe('/api/adoptionUsers/a1');
    await waitFor(() => expect(screen.getByText('No adoption requests yet.')).toBeVisible());
  });

  it('accepts a request with PATCH /accept', async () => {
    let patched = '';
    const { user } = renderApp('/dashboard/petAdoptor', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) => (url.searchParams.get('email') ? [request] : []),
        'PATCH /adoptionUsers/a1/accept': ({ url }) => {
          patched = url.pathname;
          return { modifiedCount: 1 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Accept Cleo Cruz for Milo' }));
    expect(await screen.findByText('Milo is adopted by Cleo Cruz')).toBeInTheDocument();
    expect(patched).toBe('/api/adoptionUsers/a1/accept');
  });

  it('keeps focus in the table after a reject or an accept', async () => {
    dropFocusFromDisabledControls();
    const rex = { ...request, _id: 'a2', petId: 'p2', petName: 'Rex', name: 'Dan Dey' };
    let received = [request, rex];
    const { user } = renderApp('/dashboard/petAdoptor', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) => (url.searchParams.get('email') ? received : []),
        'DELETE /adoptionUsers/a1': () => {
          received = [rex];
          return { deletedCount: 1 };
        },
        'PATCH /adoptionUsers/a2/accept': () => {
          received = [{ ...rex, status: 'accepted' }];
          return { modifiedCount: 1 };
        },
      },
    });
    const reject = await screen.findByRole('button', { name: 'Reject Cleo Cruz for Milo' });
    expect(reject).toHaveTextContent(/^Reject/);
    expect(reject).not.toHaveAttribute('aria-label');
    await user.click(reject);
    // Milo's row went: the next row's Reject has focus.
    const rejectRex = screen.getByRole('button', { name: 'Reject Dan Dey for Rex' });
    await waitFor(() => expect(rejectRex).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Accept Dan Dey for Rex' }));
    // Accepted, the row keeps no action: focus goes to the table.
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Accept/ })).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Requests for my pets' })).toHaveFocus(),
    );
  });

  it('lists ended and erased requests without actions, saying why phone and address are gone', async () => {
    renderApp('/dashboard/petAdoptor', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) =>
          url.searchParams.get('email')
            ? [
                { ...request, status: 'cancelled', phoneNumber: '', address: '' },
                { ...request, _id: 'a2', petName: 'Rex', status: 'accepted' },
                {
                  ...request,
                  _id: 'a3',
                  petName: 'Tess',
                  status: 'withdrawn',
                  phoneNumber: '',
                  address: '',
                },
              ]
            : [],
      },
    });
    const region = await screen.findByRole('region', { name: 'Requests for my pets' });
    const milo = within(region).getByRole('row', { name: /Milo/ });
    expect(within(milo).getByText('Cancelled', { selector: '.badge' })).toBeVisible();
    expect(
      within(milo).getAllByText(
        texts.adoptionRequests.contactErased(ADOPTION_CONTACT_RETENTION_DAYS),
      ),
    ).toHaveLength(2);
    expect(within(milo).queryByRole('button')).toBeNull();
    const rex = within(region).getByRole('row', { name: /Rex/ });
    expect(within(rex).getByText('Accepted', { selector: '.badge' })).toBeVisible();
    expect(within(rex).getByText('01711000000')).toBeVisible();
    const tess = within(region).getByRole('row', { name: /Tess/ });
    expect(
      within(tess).getAllByText(texts.adoptionRequests.contactRemoved('withdrawn')),
    ).toHaveLength(2);
  });

  it('marks a pending request as reviewing; then only Accept, Reject and Decline remain', async () => {
    dropFocusFromDisabledControls();
    let received = [request];
    const bodies: unknown[] = [];
    const { user } = renderApp('/dashboard/petAdoptor', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) => (url.searchParams.get('email') ? received : []),
        'PATCH /adoptionUsers/a1/status': ({ init }) => {
          bodies.push(JSON.parse(init?.body as string));
          received = [
            {
              ...request,
              status: 'reviewing',
              history: [
                ...request.history,
                { status: 'reviewing', at: '2026-01-17T10:00:00.000Z', note: null },
              ],
            },
          ];
          return { modifiedCount: 1 };
        },
      },
    });
    const row = await screen.findByRole('row', { name: /Milo/ });
    expect(within(row).getByText('Pending', { selector: '.badge' })).toBeVisible();
    await user.click(
      within(row).getByRole('button', { name: 'Mark as reviewing Cleo Cruz for Milo' }),
    );
    expect(
      await screen.findByText('Cleo Cruz’s request for Milo is marked as reviewing.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ status: 'reviewing' }]);
    await waitFor(() =>
      expect(within(row).getByText('Reviewing', { selector: '.badge' })).toBeVisible(),
    );
    expect(within(row).queryByRole('button', { name: /^Mark as reviewing/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'Accept Cleo Cruz for Milo' })).toBeVisible();
    expect(within(row).getByRole('button', { name: 'Decline Cleo Cruz for Milo' })).toBeVisible();
    // The button went: focus moves on to the row's next control, Reject.
    await waitFor(() =>
      expect(within(row).getByRole('button', { name: 'Reject Cleo Cruz for Milo' })).toHaveFocus(),
    );
    const timeline = within(row).getByRole('list', {
      name: 'History of the request from Cleo Cruz for Milo',
    });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((step) => step.firstChild?.textContent),
    ).toEqual(['Pending', 'Reviewing']);
  });

  it('declines with the reason the applicant sees, or with none', async () => {
    let received = [request, { ...request, _id: 'a2', petName: 'Rex', name: 'Dan Dey' }];
    const bodies: [string, unknown][] = [];
    const decline = (id: string) => (call: { url: URL; init: RequestInit | undefined }) => {
      bodies.push([id, JSON.parse(call.init?.body as string)]);
      received = received.map((each) =>
        each._id === id ? { ...each, status: 'declined' as const } : each,
      );
      return { modifiedCount: 1 };
    };
    const { user } = renderApp('/dashboard/petAdoptor', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) => (url.searchParams.get('email') ? received : []),
        'PATCH /adoptionUsers/a1/status': decline('a1'),
        'PATCH /adoptionUsers/a2/status': decline('a2'),
      },
    });
    const milo = await screen.findByRole('row', { name: /Milo/ });
    const reason = within(milo).getByRole('textbox', {
      name: `${adoptionTexts.declineReason} for Cleo Cruz for Milo`,
    });
    expect(reason).toHaveAttribute('maxlength', String(DECLINE_NOTE_MAX));
    await user.type(reason, '  Milo needs a garden.  ');
    await user.click(within(milo).getByRole('button', { name: 'Decline Cleo Cruz for Milo' }));
    expect(
      await screen.findByText('Cleo Cruz’s request for Milo is declined.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(within(milo).getByText('Declined', { selector: '.badge' })).toBeVisible(),
    );
    expect(within(milo).queryByRole('button')).toBeNull();

    const rex = screen.getByRole('row', { name: /Rex/ });
    await user.click(within(rex).getByRole('button', { name: 'Decline Dan Dey for Rex' }));
    expect(await screen.findByText('Dan Dey’s request for Rex is declined.')).toBeInTheDocument();
    expect(bodies).toEqual([
      ['a1', { status: 'declined', note: 'Milo needs a garden.' }],
      ['a2', { status: 'declined', note: null }],
    ]);
  });

  it('names every status, and shows the reason a request was declined', async () => {
    const statuses = [
      'pending',
      'reviewing',
      'accepted',
      'declined',
      'withdrawn',
      'cancelled',
    ] as const;
    renderApp('/dashboard/petAdoptor', {
      api: {
        ...signedInHandlers(bob),
        'GET /adoptionUsers': ({ url }) =>
          url.searchParams.get('email')
            ? statuses.map((status, index) => ({
                ...request,
                _id: `a${index}`,
                petName: `Pet ${status}`,
                status,
                history:
                  status === 'declined'
                    ? [
                        ...request.history,
                        { status, at: '2026-01-18T10:00:00.000Z', note: 'Too far away.' },
                      ]
                    : request.history,
              }))
            : [],
      },
    });
    const region = await screen.findByRole('region', { name: 'Requests for my pets' });
    for (const status of statuses) {
      const row = within(region).getByRole('row', { name: new RegExp(`Pet ${status}`) });
      expect(
        within(row).getByText(adoptionTexts.statusLabels[status], { selector: '.badge' }),
      ).toBeVisible();
      const open = status === 'pending' || status === 'reviewing';
      expect(within(row).queryByRole('button', { name: /^Decline/ }) !== null).toBe(open);
    }
    const declinedRow = within(region).getByRole('row', { name: /Pet declined/ });
    expect(within(declinedRow).getByText('Too far away.')).toBeVisible();
  });
});
