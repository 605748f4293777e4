import {
  ADOPTION_CONTACT_RETENTION_DAYS,
  applicationTexts,
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
              ]
            : [],
      },
    });
    const region = await screen.findByRole('region', { name: 'Requests for my pets' });
    const milo = within(region).getByRole('row', { name: /Milo/ });
    expect(within(milo).getByText('cancelled')).toBeVisible();
    expect(
      within(milo).getAllByText(
        texts.adoptionRequests.contactErased(ADOPTION_CONTACT_RETENTION_DAYS),
      ),
    ).toHaveLength(2);
    expect(within(milo).queryByRole('button')).toBeNull();
    const rex = within(region).getByRole('row', { name: /Rex/ });
    expect(within(rex).getByText('accepted')).toBeVisible();
    expect(within(rex).getByText('01711000000')).toBeVisible();
  });
});
