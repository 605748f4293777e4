import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { campaignPageHandlers, makeCampaign, makeLedgerEntry } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor, within } from '@/testing/test-utils';

const campaignTexts = texts.campaigns;

describe('campaign details', () => {
  it("shows the campaign's figures with progress and donors; Donate Now → Donate opens the payment screen", async () => {
    let sentToken: string | null = 'unset';
    const { user, app } = renderApp('/campaingsDetails/c1', {
      api: {
        ...signedInHandlers(bob),
        ...campaignPageHandlers('c1'),
        'GET /campaigns/c1': ({ init }) => {
          sentToken = new Headers(init?.headers).get('Authorization');
          return makeCampaign({
            _id: 'c1',
            petName: 'Biscuit',
            maximumDonation: 800,
            highestTotal: 300,
            donatedTotal: 200,
            donorCount: 4,
            lastDate: '2099-03-01',
          });
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Biscuit' })).toBeVisible();
    expect(screen.getByText('Maximum donation').nextSibling).toHaveTextContent('$800');
    expect(screen.getByText('Highest donation').nextSibling).toHaveTextContent('$300');
    expect(screen.getByText('Last date').nextSibling).toHaveTextContent('1 Mar 2099');
    expect(screen.getByText('Donors').nextSibling).toHaveTextContent('4');
    expect(screen.getByText(/Your donation buys tiles/)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Donations for Biscuit' })).toHaveAttribute(
      'value',
      '25',
    );
    // Loaded by id without a token.
    expect(sentToken).toBeNull();

    await user.click(screen.getByRole('button', { name: campaignTexts.donateNow }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Donate to Biscuit' });
    await user.click(within(dialog).getByRole('button', { name: campaignTexts.donate }));
    await waitFor(() => expect(app.location().pathname).toBe('/dashboard/payment'));
    expect(app.location().search).toBe('?campaign=c1');
  });

  it.each([
    ['paused', { status: 'paused', paused: true } as const, /paused by its owner/],
    ['ended', { status: 'ended', lastDate: '2020-01-31' } as const, /ended on 31 Jan 2020/],
    ['without a goal', { maximumDonation: 0 } as const, /no donation goal/],
  ])('keeps Donate off for a campaign %s and says why', async (_, overrides, reason) => {
    const { user } = renderApp('/campaingsDetails/c1', {
      api: {
        ...signedInHandlers(bob),
        ...campaignPageHandlers('c1'),
        'GET /campaigns/c1': () => makeCampaign({ _id: 'c1', petName: 'Biscuit', ...overrides }),
      },
    });
    await user.click(await screen.findByRole('button', { name: campaignTexts.donateNow }));
    // The dialog's code loads when it is first opened.
    const dialog = await screen.findByRole('dialog', { name: 'Donate to Biscuit' });
    const donate = within(dialog).getByRole('button', { name: campaignTexts.donate });
    expect(donate).toBeDisabled();
    expect(donate).toHaveAccessibleDescription(reason);
  });

  it('sends a signed-out visitor to sign in first, remembering the campaign', async () => {
    const { user, app } = renderApp('/campaingsDetails/c1', {
      api: {
        ...campaignPageHandlers('c1'),
        'GET /campaigns/c1': () => makeCampaign({ _id: 'c1', petName: 'Biscuit' }),
      },
    });
    await user.click(await screen.findByRole('button', { name: campaignTexts.donateNow }));
    await waitFor(() => expect(app.location().pathname).toBe('/login'));
    expect(app.location().state).toMatchObject({
      from: { pathname: '/campaingsDetails/c1' },
    });
  });

  it('says so when the pet has found a home, and links to the pet', async () => {
    renderApp('/campaingsDetails/c1', {
      api: {
        ...campaignPageHandlers('c1'),
        'GET /campaigns/c1': () =>
          makeCampaign({ _id: 'c1', petName: 'Pip', petId: 'p7', petAdopted: true }),
      },
    });
    expect(await screen.findByText(campaignTexts.petFoundHome('Pip'))).toBeVisible();
    expect(screen.getByRole('link', { name: 'Meet Pip' })).toHaveAttribute(
      'href',
      '/petDetails/p7',
    );
  });

  describe('the public books', () => {
    const entries = [
      makeLedgerEntry({
        _id: 'e3',
        type: 'expense',
        amount: 120.5,
        at: '2026-11-22T00:00:00.000Z',
        name: 'Bob Baker',
        description: 'Vet bill',
        receiptImage: '/uploads/bill.webp',
        receiptCode: null,
      }),
      makeLedgerEntry({ _id: 'e2', name: 'Anonymous', amount: 10, receiptCode: 'f00d12' }),
      makeLedgerEntry({ _id: 'e1', name: 'Cleo Cole', amount: 25 }),
    ];
    const totals = { raised: 35, refunded: 0, spent: 120.5, balance: -85.5 };
    const api = (email: string) => ({
      ...signedInHandlers(bob),
      ...campaignPageHandlers('c1', entries, totals),
      'GET /campaigns/c1': () => makeCampaign({ _id: 'c1', petName: 'Biscuit', email }),
    });

    it('show totals and every entry to anyone, and say plainly when more was spent', async () => {
      renderApp('/campaingsDetails/c1', { api: api('cleo@example.com') });
      const books = await screen.findByRole('region', { name: texts.ledger.heading });
      expect(await within(books).findByText('Spent')).toBeVisible();
      expect(within(books).getByText('Spent').nextSibling).toHaveTextContent('$120.50');
      expect(within(books).getByText('Balance').nextSibling).toHaveTextContent('-$85.50');
      expect(within(books).getByText(texts.ledger.overspent)).toBeVisible();
      const items = within(within(books).getByRole('list')).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual([
        expect.stringMatching(/^Expense.*Bob Baker.*22 Nov 2026.*−\$120\.50.*Vet bill/),
        expect.stringMatching(/^Gift.*Anonymous.*\+\$10.*Receipt f00d12/),
        expect.stringMatching(/^Gift.*Cleo Cole.*\+\$25/),
      ]);
      expect(
        within(books).getByRole('link', { name: 'Receipt picture of “Vet bill”' }),
      ).toHaveAttribute('href', '/uploads/bill.webp');
      // Bob did not create this campaign: he keeps no books here.
      expect(within(books).queryByRole('link', { name: texts.ledger.recordExpense })).toBeNull();
      expect(within(books).queryByRole('link', { name: /^Correct/ })).toBeNull();
    });

    it('let the creator record an expense and correct one', async () => {
      renderApp('/campaingsDetails/c1', { api: api(bob.email) });
      const books = await screen.findByRole('region', { name: texts.ledger.heading });
      expect(
        await within(books).findByRole('link', { name: texts.ledger.recordExpense }),
      ).toHaveAttribute('href', '/dashboard/recordExpense/c1');
      expect(
        within(books).getByRole('link', { name: 'Correct the expense “Vet bill”' }),
      ).toHaveAttribute('href', '/dashboard/correctExpense/c1/e3');
    });
  });

  it('shows the 404 page when the campaign does not exist', async () => {
    renderApp('/campaingsDetails/nope', {
      api: {
        'GET /campaigns/nope': () =>
          json({ error: { code: 'NOT_FOUND', message: 'No campaign.' } }, 404),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.notFound.heading }),
    ).toBeVisible();
    expect(screen.getByText(texts.notFound.sorry)).toBeVisible();
    expect(screen.getByRole('link', { name: texts.notFound.homeLink })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('contentinfo')).toBeVisible();
    await waitFor(() => expect(document.title).toBe(texts.titles.notFound));
  });
});
