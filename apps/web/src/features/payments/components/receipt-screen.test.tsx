import type { Receipt } from '@pet-adoption/shared';
import { SHELTER_DETAILS_SAVED, texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, signedInHandlers } from '@/testing/mocks/api';
import { bob } from '@/testing/mocks/data';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const CODE = '0123456789abcdef'.repeat(2);

const receipt = (overrides: Partial<Receipt> = {}): Receipt => ({
  code: CODE,
  campaign: { _id: 'c1', petName: 'Biscuit' },
  pet: null,
  amount: 25,
  feeCovered: 0,
  date: '2026-11-20T12:00:00.000Z',
  donor: 'Anonymous',
  status: 'refunded',
  refunded: 25,
  frequency: 'once',
  shelter: { name: 'Hillside Rescue', charityNumber: 'CH-1234', taxSentence: 'No goods given.' },
  ...overrides,
});

describe('a donation receipt', () => {
  it('shows the gift, the donor as they chose, its status and the shelter’s words', async () => {
    renderApp(`/receipts/${CODE}`, { api: { [`GET /receipts/${CODE}`]: () => receipt() } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Donation receipt' }),
    ).toBeVisible();
    expect(await screen.findByText('Receipt', { selector: 'dt' })).toBeVisible();
    const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextSibling;
    expect(value('Receipt')).toHaveTextContent(CODE);
    expect(value('Donor')).toHaveTextContent('Anonymous');
    expect(value('Gift')).toHaveTextContent('$25');
    expect(value('Status')).toHaveTextContent('Refunded');
    expect(value('Refunded')).toHaveTextContent('$25');
    expect(screen.getByRole('link', { name: 'Biscuit' })).toHaveAttribute(
      'href',
      '/campaingsDetails/c1',
    );
    expect(screen.getByText('Hillside Rescue')).toBeVisible();
    expect(screen.getByText('Charity number CH-1234')).toBeVisible();
    expect(screen.getByText('No goods given.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe(texts.titles.receipt));
  });

  it('is the 404 page for a code that opens nothing', async () => {
    renderApp(`/receipts/${CODE}`, {
      api: {
        [`GET /receipts/${CODE}`]: () =>
          json({ error: { code: 'NOT_FOUND', message: 'Receipt was not found.' } }, 404),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: texts.notFound.heading }),
    ).toBeVisible();
  });
});

describe('a yearly statement', () => {
  it('lists the year’s gifts with their receipts and the total', async () => {
    renderApp('/dashboard/statements/2026', {
      api: {
        ...signedInHandlers(bob),
        'GET /statements/2026': () => ({
          year: 2026,
          donor: { name: bob.name, email: bob.email },
          gifts: [
            {
              _id: 'p1',
              date: '2026-03-02T10:00:00.000Z',
              campaignId: 'c1',
              petName: 'Biscuit',
              amount: 25,
              refunded: 0,
              receiptCode: CODE,
              frequency: 'once',
            },
          ],
          total: 25,
          shelter: null,
        }),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yearly statement 2026' }),
    ).toBeVisible();
    const table = await screen.findByRole('region', { name: 'Gifts in 2026' });
    expect(table).toHaveTextContent('Biscuit');
    expect(
      screen.getByRole('link', { name: `${CODE.slice(0, 6)}: receipt for $25` }),
    ).toHaveAttribute('href', `/receipts/${CODE}`);
    expect(screen.getByText('$25', { selector: 'strong' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Statement 2025' })).toHaveAttribute(
      'href',
      '/dashboard/statements/2025',
    );
  });
});

describe('shelter details', () => {
  it('lets an admin save what receipts say about the shelter', async () => {
    let saved: unknown;
    const { user } = renderApp('/dashboard/shelterDetails', {
      api: {
        ...signedInHandlers(bob, { admin: true }),
        'GET /shelter-details': () => ({ name: '', charityNumber: '', taxSentence: '' }),
        'PUT /shelter-details': ({ init }) => {
          saved = JSON.parse(init?.body as string);
          return saved;
        },
      },
    });
    await user.type(await screen.findByLabelText(/^Shelter name/), 'Hillside Rescue');
    await user.type(screen.getByLabelText(/^Charity number/), 'CH-1234');
    await user.click(screen.getByRole('button', { name: 'Save shelter details' }));
    expect(await screen.findByText(SHELTER_DETAILS_SAVED)).toBeInTheDocument();
    expect(saved).toEqual({ name: 'Hillside Rescue', charityNumber: 'CH-1234', taxSentence: '' });
  });
});
