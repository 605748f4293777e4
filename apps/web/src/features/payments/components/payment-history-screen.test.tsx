import { feeTexts } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { signedInHandlers } from '@/testing/mocks/api';
import { ann, bob } from '@/testing/mocks/data';
import { makePayment } from '@/testing/mocks/donations';
import { renderApp, screen, waitFor } from '@/testing/test-utils';

const payments = () => [makePayment({ _id: 'p1', price: 7 })];

describe('paymentHistory screen', () => {
  it('shows a donor their own donations', async () => {
    renderApp('/dashboard/paymentHistory', {
      api: { ...signedInHandlers(bob), 'GET /payments': payments },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Pet Adoption | Dashboard | Payment history'));
    expect(await screen.findByRole('region', { name: 'My donations' })).toBeVisible();
    expect(screen.getByText(feeTexts.historyIntro)).toBeVisible();
  });

  it('shows an admin every donation, and what a refund does', async () => {
    renderApp('/dashboard/paymentHistory', {
      api: { ...signedInHandlers(ann, { admin: true }), 'GET /payments': payments },
    });
    expect(await screen.findByRole('region', { name: 'All donations' })).toBeVisible();
    expect(screen.getByText(feeTexts.historyIntroAdmin)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'My donations' })).toBeNull();
  });
});
