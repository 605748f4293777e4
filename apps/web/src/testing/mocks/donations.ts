import type {
  Campaign,
  LedgerEntry,
  LedgerTotals,
  MonthlyGift,
  Payment,
} from '@pet-adoption/shared';
import { json } from './api';

export function makeCampaign(overrides: Partial<Campaign> & { _id: string }): Campaign {
  return {
    image: `/images/campaigns/${overrides._id}.webp`,
    petName: `Pet ${overrides._id}`,
    maximumDonation: 500,
    highestTotal: 100,
    lastDate: '2099-12-31',
    shortDescription: 'Help pay for a warm shelter this winter.',
    longDescription:
      'The shelter roof leaks. Your donation buys tiles and a dry bed for every dog.',
    dateAndTime: '2026-01-15T10:30:00.000Z',
    email: 'cleo@example.com',
    donatedTotal: 125,
    donorCount: 3,
    status: 'active',
    paused: false,
    petId: null,
    petAdopted: false,
    ...overrides,
  };
}

export function makePayment(overrides: Partial<Payment> & { _id: string }): Payment {
  return {
    email: 'bob@example.com',
    price: 7,
    transactionId: `pi_${overrides._id}`,
    date: '2026-02-01T09:00:00.000Z',
    status: 'succeeded',
    kind: 'donation',
    campaignId: 'c1',
    adoptionRequestId: null,
    petName: 'Biscuit',
    receiptCode: 'a1b2c3d4'.repeat(4),
    frequency: 'once',
    manageLink: null,
    ...overrides,
  };
}

/** A list answer with docs/product.md §7's paging headers. */
export function pageResponse(items: unknown[], { next, total }: { next?: string; total?: number }) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (next) headers.Link = `</api/list?cursor=${next}>; rel="next"`;
  if (total !== undefined) headers['X-Total-Count'] = String(total);
  return new Response(JSON.stringify(items), { headers });
}

/** Handlers for what a campaign's page reads besides the campaign: its news and its books. */
export function campaignPageHandlers(
  campaignId: string,
  entries: LedgerEntry[] = [],
  totals: LedgerTotals = { raised: 0, refunded: 0, spent: 0, balance: 0 },
) {
  return {
    [`GET /campaigns/${campaignId}/ledger`]: () => pageResponse(entries, { total: entries.length }),
    [`GET /campaigns/${campaignId}/ledger/totals`]: () => totals,
    [`GET /campaigns/${campaignId}/updates`]: () => pageResponse([], { total: 0 }),
  };
}

export function makeLedgerEntry(overrides: Partial<LedgerEntry> & { _id: string }): LedgerEntry {
  return {
    type: 'donation',
    amount: 10,
    at: '2026-11-20T12:00:00.000Z',
    name: 'Bob Baker',
    description: '',
    receiptImage: null,
    receiptCode: 'a1b2c3',
    corrects: null,
    corrected: false,
    ...overrides,
  };
}

export { json };

/** A monthly gift of $25 to Biscuit's campaign, charged on the 28th, with one receipt. */
export const makeMonthlyGift = (overrides: Partial<MonthlyGift> = {}): MonthlyGift => ({
  _id: 'g1',
  campaign: { _id: 'c1', petName: 'Biscuit', active: true },
  pet: null,
  amount: 25,
  coverFee: false,
  anonymous: false,
  status: 'active',
  chargeDay: 28,
  nextChargeOn: '2026-12-28',
  failures: 0,
  charges: [
    {
      date: '2026-11-28T12:00:00.000Z',
      amount: 25,
      status: 'succeeded',
      receiptCode: 'a1b2c3d4'.repeat(4),
    },
  ],
  createdAt: '2026-11-28T12:00:00.000Z',
  ...overrides,
});
