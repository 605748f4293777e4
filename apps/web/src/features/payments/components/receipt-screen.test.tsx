import type { Receipt } from '@pet-adoption/shared';
import { texts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json } from '@/testing/mocks/api';
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
