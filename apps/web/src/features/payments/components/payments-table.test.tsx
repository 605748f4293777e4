import { feeTexts, type Payment } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { ann, bob } from '@/testing/mocks/data';
import { makeCampaign, makePayment, pageResponse } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

describe('paymentHistory', () => {
  it('lists my payments with e-mail, amount, transaction id, date, status and the count', async () => {
    renderApp('/dashboard/paymentHistory', {
      api: {
        ...signedInHandlers(bob),
        'GET /payments': () =>
          pageResponse(
            [
              makePayment({ _id: 'p1', price: 7, transactionId: 'pi_123' }),
              makePayment({ _id: 'p2', price: 12.5, status: 'refunded' }),
            ],
            { total: 2 },
          ),
      },
    });
    expect(await screen.findByText('Total payments: 2')).toBeVisible();
    const row = screen.getByRole('row', { name: /pi_123/ });
    expect(within(row).getByText(bob.email)).toBeVisible();
    expect(within(row).getByText('$7')).toBeVisible();
    expect(within(row).getByText('succeeded')).toBeVisible();
    expect(row).toHaveTextContent(/1 Feb 2026/);
    expect(
      within(screen.getByRole('row', { name: /\$12\.50/ })).getByText('refunded'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /Refund/ })).toBeNull();
  });

  it('links the donor’s own monthly charges to their gift’s page', async () => {
    const manageLink = `/gifts/manage/${'ab'.repeat(16)}`;
    renderApp('/dashboard/paymentHistory', {
      api: {
        ...signedInHandlers(bob),
        'GET /payments': () =>
          pageResponse(
            [
              makePayment({ _id: 'p1', frequency: 'monthly', manageLink }),
              makePayment({ _id: 'p2', transactionId: 'pi_once' }),
            ],
            { total: 2 },
          ),
      },
    });
    expect(await screen.findByText('Total payments: 2')).toBeVisible();
    const monthly = screen.getByRole('row', { name: /pi_p1/ });
    expect(
      within(monthly).getByRole('link', { name: /^Manage monthly gift\s*for Biscuit$/ }),
    ).toHaveAttribute('href', manageLink);
    const once = screen.getByRole('row', { name: /pi_once/ });
    expect(within(once).queryByRole('link', { name: /^Manage monthly gift/ })).toBeNull();
  });

  it('lets an admin refund a payment after confirming', async () => {
    let payments: Payment[] = [makePayment({ _id: 'p1', price: 7, email: 'cleo@example.com' })];
    let refunded = '';
    const { user } = renderApp('/dashboard/paymentHistory', {
      api: {
        ...signedInHandlers(ann, { admin: true }),
        'GET /payments': () => payments,
        'POST /payments/p1/refund': () => {
          refunded = 'p1';
          payments = payments.map((payment) => ({ ...payment, status: 'refunded' }));
          return { modifiedCount: 1 };
        },
      },
    });
    const refund = await screen.findByRole('button', { name: 'Refund $7 to cleo@example.com' });
    expect(refund).toHaveTextContent(/^Refund/);
    expect(refund).not.toHaveAttribute('aria-label');
    await user.click(refund);
    const dialog = screen.getByRole('dialog', { name: 'Refund this donation?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, refund it' }));
    expect(await screen.findByText('$7 was refunded to cleo@example.com')).toBeInTheDocument();
    expect(refunded).toBe('p1');
    await waitFor(() =>
      expect(within(screen.getByRole('row', { name: /cleo/ })).getByText('refunded')).toBeVisible(),
    );
    // The refunded row has no action left: focus goes to the table, not to the page.
    await waitFor(() => expect(screen.getByRole('region')).toHaveFocus());
  });
});

describe('payment kinds', () => {
  it('tells a donation from an adoption fee, naming the pet a fee was paid for', async () => {
    renderApp('/dashboard/paymentHistory', {
      api: {
        ...signedInHandlers(bob),
        'GET /payments': () => [
          makePayment({ _id: 'p1', price: 7, transactionId: 'pi_gift', petName: 'Biscuit' }),
          makePayment({
            _id: 'p2',
            price: 150,
            transactionId: 'pi_fee',
            kind: 'fee',
            campaignId: '',
            adoptionRequestId: 'a1',
            petName: 'Milo',
          }),
        ],
      },
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Kind' })).toBeVisible();
    const gift = screen.getByRole('row', { name: /pi_gift/ });
    expect(within(gift).getByText('Donation')).toBeVisible();
    expect(within(gift).getByText('Biscuit')).toBeVisible();
    const fee = screen.getByRole('row', { name: /pi_fee/ });
    expect(within(fee).getByText('Adoption fee')).toBeVisible();
    expect(within(fee).getByText('Milo')).toBeVisible();
    expect(within(fee).queryByRole('link')).toBeNull();
  });

  it("asks an admin about a fee's refund without a campaign total", async () => {
    const { user } = renderApp('/dashboard/paymentHistory', {
      api: {
        ...signedInHandlers(ann, { admin: true }),
        'GET /payments': () => [
          makePayment({ _id: 'p2', price: 150, kind: 'fee', campaignId: '', petName: 'Milo' }),
        ],
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Refund $150 to bob@example.com' }));
    const dialog = screen.getByRole('dialog', { name: feeTexts.refundFeeTitle });
    expect(dialog).toHaveTextContent(feeTexts.refundFeeText('$150', 'bob@example.com'));
  });
});

describe('allDonations refunds', () => {
  it("opens one campaign's donations for an admin", async () => {
    let paymentQuery: URLSearchParams | null = null;
    const { user } = renderApp('/dashboard/allDonations', {
      api: {
        ...signedInHandlers(ann, { admin: true }),
        'GET /campaigns': () => [makeCampaign({ _id: 'c1', petName: 'Biscuit' })],
        'GET /payments': ({ url }) => {
          paymentQuery = url.searchParams;
          return [makePayment({ _id: 'p1', price: 7, email: 'cleo@example.com' })];
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Donations for Biscuit' }));
    const dialog = screen.getByRole('dialog', { name: 'Donations for Biscuit' });
    expect(
      await within(dialog).findByRole('button', { name: 'Refund $7 to cleo@example.com' }),
    ).toBeVisible();
    expect(paymentQuery!.get('campaignId')).toBe('c1');
  });

  it("refunds from the dialog through Payment history's action", async () => {
    let payments: Payment[] = [makePayment({ _id: 'p1', price: 7, email: 'cleo@example.com' })];
    const { user, app } = renderApp('/dashboard/allDonations', {
      api: {
        ...signedInHandlers(ann, { admin: true }),
        'GET /campaigns': () => [makeCampaign({ _id: 'c1', petName: 'Biscuit' })],
        'GET /payments': () => payments,
        'POST /payments/p1/refund': () => {
          payments = payments.map((payment) => ({ ...payment, status: 'refunded' }));
          return { modifiedCount: 1 };
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Donations for Biscuit' }));
    const dialog = screen.getByRole('dialog', { name: 'Donations for Biscuit' });
    const refund = await within(dialog).findByRole('button', {
      name: 'Refund $7 to cleo@example.com',
    });
    expect(refund.closest('form')).toHaveAttribute('action', '/dashboard/paymentHistory');
    await user.click(refund);
    const question = screen.getByRole('dialog', { name: 'Refund this donation?' });
    await user.click(within(question).getByRole('button', { name: 'Yes, refund it' }));
    expect(await screen.findByText('$7 was refunded to cleo@example.com')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(dialog).getByRole('row', { name: /cleo/ })).toHaveTextContent('refunded'),
    );
    // Answered in place: All donations and its dialog stay.
    expect(app.location().pathname).toBe('/dashboard/allDonations');
    expect(dialog).toBeVisible();
  });

  it('lists one campaign’s donations on Payment history when Donations is sent without scripts', async () => {
    const id = '3f1e2d4c-5b6a-4789-8abc-def012345678';
    const queries: URLSearchParams[] = [];
    const { user, app } = renderApp('/dashboard/allDonations', {
      api: {
        ...signedInHandlers(ann, { admin: true }),
        'GET /campaigns': () => [makeCampaign({ _id: id, petName: 'Biscuit' })],
        'GET /payments': ({ url }) => {
          queries.push(url.searchParams);
          return [
            makePayment({ _id: 'p1', price: 7, email: 'cleo@example.com', petName: 'Biscuit' }),
          ];
        },
      },
    });
    // The row's Donations is a GET form to Payment history, for the browser to send itself.
    const button = await screen.findByRole('button', { name: 'Donations for Biscuit' });
    const form = button.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/dashboard/paymentHistory');
    expect(button).toHaveAttribute('name', 'campaign');
    expect(button).toHaveAttribute('value', id);

    await app.navigate(`/dashboard/paymentHistory?campaign=${id}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Donations for Biscuit' }),
    ).toBeVisible();
    const table = screen.getByRole('region', { name: 'Donations for Biscuit' });
    expect(
      await within(table).findByRole('button', { name: 'Refund $7 to cleo@example.com' }),
    ).toBeVisible();
    expect(queries.at(-1)?.get('campaignId')).toBe(id);
    await user.click(screen.getByRole('link', { name: 'Show every payment' }));
    await waitFor(() => expect(app.location().search).toBe(''));
  });

  it('names the campaign on a later page from that page’s own payments', async () => {
    const campaign = '3f1e2d4c-5b6a-4789-8abc-def012345678';
    const queries: URLSearchParams[] = [];
    renderApp(`/dashboard/paymentHistory?campaign=${campaign}&cursor=c2`, {
      api: {
        ...signedInHandlers(ann, { admin: true }),
        'GET /payments': ({ url }) => {
          queries.push(url.searchParams);
          return [
            makePayment({ _id: 'p9', price: 3, email: 'dan@example.com', petName: 'Biscuit' }),
          ];
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Donations for Biscuit' }),
    ).toBeVisible();
    // The first page is not asked for only to name the pet.
    expect(queries.map((query) => query.get('cursor'))).toEqual(queries.map(() => 'c2'));
  });
});
