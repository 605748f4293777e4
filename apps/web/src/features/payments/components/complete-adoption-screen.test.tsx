import { adoptionTexts, feeTexts, type AdoptionRequest } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers, type ApiHandlers } from '@/testing/mocks/api';
import { bob, makeApplication } from '@/testing/mocks/data';
import { expectMarkedRequired } from '@/testing/required-field';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

/** Bob's request for Milo, accepted, with a $150 fee and nothing done yet. */
function accepted(overrides: Partial<AdoptionRequest> = {}): AdoptionRequest {
  return {
    _id: 'a1',
    petId: 'p1',
    name: bob.name,
    adoptorEmail: bob.email,
    phoneNumber: '01711000000',
    address: '12 Lake Road, Dhaka',
    status: 'accepted',
    image: '/images/pets/p1.webp',
    petName: 'Milo',
    petAge: 12,
    date: '2026-01-15',
    petLocation: 'Dhaka',
    longDescription: 'A calm cat.',
    category: 'cat',
    email: 'cleo@example.com',
    dateAndTime: '2026-01-16T10:00:00.000Z',
    answers: [],
    profile: null,
    history: [],
    position: null,
    openRequests: null,
    adoptionFee: 150,
    feePaid: false,
    termsAcceptedAt: null,
    ...overrides,
  };
}

type Body = Record<string, unknown>;
const bodyOf = (init: RequestInit | undefined) => JSON.parse(init?.body as string) as Body;

/** Complete the adoption of request a1, its state kept as the API would, calls recorded. */
function renderComplete(
  start: AdoptionRequest,
  {
    terms = 'Be kind.\nVisit the vet yearly.',
    overrides = {},
  }: { terms?: string; overrides?: ApiHandlers } = {},
) {
  let current = start;
  const calls: [string, Body | null][] = [];
  const rendered = renderApp('/dashboard/completeAdoption/a1', {
    api: {
      ...signedInHandlers(bob),
      'GET /config': () => ({
        socialProviders: { google: false, github: false },
        paymentProvider: 'test',
        stripePublishableKey: null,
      }),
      'GET /adoptionUsers': ({ url }) => {
        expect(url.searchParams.get('adoptorEmail')).toBe(bob.email);
        return [current];
      },
      'GET /petListing/p1/application': () => makeApplication({ terms, adoptionFee: 150 }),
      'POST /adoptionUsers/a1/accept-terms': () => {
        calls.push(['accept-terms', null]);
        current = { ...current, termsAcceptedAt: '2026-02-01T09:00:00.000Z' };
        return { modifiedCount: 1 };
      },
      'POST /adoptionUsers/a1/fee-intent': () => {
        calls.push(['fee-intent', null]);
        return { clientSecret: 'pi_fee_secret_x', paymentIntentId: 'pi_fee' };
      },
      'POST /test-provider/confirm': ({ init }) => {
        calls.push(['confirm', bodyOf(init)]);
        return { paymentIntent: { id: 'pi_fee', status: 'succeeded', amount: 150 } };
      },
      'POST /adoptionUsers/a1/fee-payment': ({ init }) => {
        calls.push(['fee-payment', bodyOf(init)]);
        current = { ...current, feePaid: true };
        return { paymentResult: { insertedId: '6f3a9c2e-0b1d-4e5f-9a8b-7c6d5e4f3a2b' } };
      },
      ...overrides,
    },
  });
  return { ...rendered, calls };
}

describe('completeAdoption', () => {
  it("shows the pet and the lister's terms with their line breaks, then asks to accept them", async () => {
    renderComplete(accepted());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete the adoption' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(document.title).toBe('Pet Adoption | Dashboard | Complete the adoption'),
    );
    // The heading comes first; the request, with its pet, when it is loaded.
    expect(await screen.findByRole('link', { name: 'Milo' })).toHaveAttribute(
      'href',
      '/petDetails/p1',
    );
    const terms = await screen.findByRole('region', { name: feeTexts.termsBox });
    expect(terms.textContent).toBe('Be kind.\nVisit the vet yearly.');
    expect(terms).toHaveClass('whitespace-pre-line');
    expectMarkedRequired(screen.getByLabelText(feeTexts.acceptTerms), feeTexts.acceptTerms);
    // The fee waits for the terms.
    expect(screen.queryByRole('heading', { name: /Pay the adoption fee/ })).toBeNull();
  });

  it('says so when the owner wrote no terms', async () => {
    renderComplete(accepted(), { terms: '' });
    expect(await screen.findByText(feeTexts.noTerms)).toBeVisible();
  });

  it('will not go on until the box is ticked, and says why at the box', async () => {
    const { user, calls } = renderComplete(accepted());
    await user.click(await screen.findByRole('button', { name: feeTexts.submitTerms }));
    const box = screen.getByLabelText(feeTexts.acceptTerms);
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(feeTexts.acceptTermsRequired);
    expect(calls).toEqual([]);
  });

  it('accepts the terms, says so, then asks for the fee; paying it completes the adoption', async () => {
    const { user, calls } = renderComplete(accepted());
    await user.click(await screen.findByLabelText(feeTexts.acceptTerms));
    await user.click(screen.getByRole('button', { name: feeTexts.submitTerms }));
    const acceptedNote = await screen.findByText(feeTexts.termsAccepted);
    expect(acceptedNote).toHaveAttribute('role', 'status');
    await waitFor(() => expect(acceptedNote).toHaveFocus());
    expect(calls).toEqual([['accept-terms', null]]);

    expect(
      await screen.findByRole('heading', { name: 'Pay the adoption fee of $150' }),
    ).toBeVisible();
    // The amount is the adoption's, not the payer's to type.
    expect(screen.queryByLabelText('Donation amount')).toBeNull();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: feeTexts.payButton }));

    const done = await screen.findByRole('status', { name: feeTexts.done });
    expect(done).toHaveTextContent('You paid the adoption fee of $150.');
    // The code the receipt e-mail gives: the payment id's first eight characters.
    expect(done).toHaveTextContent('Receipt 6F3A9C2E');
    await waitFor(() => expect(done).toHaveFocus());
    expect(calls.map(([call]) => call)).toEqual([
      'accept-terms',
      'fee-intent',
      'confirm',
      'fee-payment',
    ]);
    expect(calls[2]?.[1]).toMatchObject({ clientSecret: 'pi_fee_secret_x', email: bob.email });
    expect(calls[3]?.[1]).toEqual({ transactionId: 'pi_fee' });
    expect(within(done).getByRole('link', { name: feeTexts.toHistory })).toHaveAttribute(
      'href',
      '/dashboard/paymentHistory',
    );
  });

  it("shows the server's sentence when the fee cannot be paid, and keeps the form", async () => {
    const { user } = renderComplete(accepted({ termsAcceptedAt: '2026-02-01T09:00:00.000Z' }), {
      overrides: {
        'POST /adoptionUsers/a1/fee-intent': () =>
          json({ error: { code: 'CONFLICT', message: adoptionTexts.termsFirst } }, 409),
      },
    });
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: feeTexts.payButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(adoptionTexts.termsFirst);
    expect(screen.getByRole('button', { name: feeTexts.payButton })).toBeVisible();
  });

  it('shows a fee already paid as done, with nothing left to fill in', async () => {
    renderComplete(accepted({ termsAcceptedAt: '2026-02-01T09:00:00.000Z', feePaid: true }));
    expect(await screen.findByRole('heading', { name: feeTexts.done })).toBeVisible();
    expect(screen.getByText('You paid the adoption fee of $150.')).toBeVisible();
    expect(await screen.findByText(feeTexts.termsAccepted)).toBeVisible();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it('completes an adoption without a fee once the terms are accepted', async () => {
    renderComplete(accepted({ adoptionFee: 0, termsAcceptedAt: '2026-02-01T09:00:00.000Z' }));
    expect(await screen.findByRole('heading', { name: feeTexts.done })).toBeVisible();
    expect(screen.getByText(feeTexts.noFeeDone)).toBeVisible();
    expect(screen.queryByLabelText('Card number')).toBeNull();
  });

  it.each([
    ['not accepted', accepted({ status: 'pending' })],
    ['not theirs', accepted({ _id: 'someone-elses' })],
  ])('finds nothing to complete for a request %s', async (_case, request) => {
    renderComplete(request);
    expect(await screen.findByText(feeTexts.notFound)).toBeVisible();
    expect(screen.getByRole('link', { name: feeTexts.toRequests })).toHaveAttribute(
      'href',
      '/dashboard/myAdoptionRequests',
    );
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
