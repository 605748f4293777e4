import { type LedgerEntry, texts } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import {
  bearer,
  createCampaign,
  createUser,
  giveByTestCard,
  json,
  type SignedInUser,
  testDatabases,
  useCast,
  useTestApp,
} from '../../../test/helpers';
import { HOSTILE_PICTURES } from '../../../test/fixtures';

type FieldErrors = { error: { code: string; message: string; fields?: Record<string, string> } };

const VET_BILL = {
  amount: 120.5,
  date: '2026-11-02',
  description: 'Vet bill: X-ray and cast',
  receiptImage: '/uploads/receipts/vet-bill.jpg',
};

describe.each(testDatabases)('campaign books on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin } = useCast(t);
  let donor: SignedInUser;
  let shy: SignedInUser;

  beforeAll(async () => {
    donor = await createUser(t.app, { name: 'Dana Donor' });
    shy = await createUser(t.app, { name: 'Sam Secret' });
  });

  const books = async (campaignId: string, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/ledger${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<LedgerEntry[]>(response);
  };
  const totals = async (campaignId: string) =>
    json(await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}/ledger/totals` }));
  const post = (by: SignedInUser | undefined, url: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: by === undefined ? {} : bearer(by.token),
      payload,
    });
  const expense = (by: SignedInUser | undefined, campaignId: string, payload: object = VET_BILL) =>
    post(by, `/api/campaigns/${campaignId}/expenses`, payload);
  const correction = (by: SignedInUser | undefined, campaignId: string, payload: object) =>
    post(by, `/api/campaigns/${campaignId}/corrections`, payload);

  it('open empty, and answer 404 for an unknown campaign', async () => {
    const campaignId = await createCampaign(t.app, owner);
    expect(await books(campaignId)).toEqual([]);
    expect(await totals(campaignId)).toEqual({ raised: 0, refunded: 0, spent: 0, balance: 0 });
    for (const url of [
      '/api/campaigns/00000000-0000-4000-8000-000000000000/ledger',
      '/api/campaigns/00000000-0000-4000-8000-000000000000/ledger/totals',
      '/api/campaigns/not-an-id/ledger',
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('show each gift with its donor, or "Anonymous", and its receipt code’s start', async () => {
    const campaignId = await createCampaign(t.app, owner);
    const named = await giveByTestCard(t.app, donor, campaignId, 25);
    const hidden = await giveByTestCard(t.app, shy, campaignId, 10, { anonymous: true });
    const codes = await t.handle.db
      .select({ id: payments.id, receiptCode: payments.receiptCode })
      .from(payments)
      .where(eq(payments.campaignId, campaignId));
    const codeOf = (id: string) => codes.find((row) => row.id === id)?.receiptCode ?? '';
    expect(codeOf(named)).toMatch(/^[0-9a-f]{32}$/);

    const entries = await books(campaignId);
    expect(
      entries.map(({ type, amount, name, receiptCode }) => ({ type, amount, name, receiptCode })),
    ).toEqual([
      { type: 'donation', amount: 10, name: 'Anonymous', receiptCode: codeOf(hidden).slice(0, 6) },
      { type: 'donation', amount: 25, name: 'Dana Donor', receiptCode: codeOf(named).slice(0, 6) },
    ]);
    // Nothing in the public answer names the anonymous donor, even to an admin.
    for (const by of [undefined, owner, admin]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/campaigns/${campaignId}/ledger`,
        headers: by === undefined ? {} : bearer(by.token),
      });
      expect(response.body).not.toContain('Sam Secret');
      expect(response.body).not.toContain(shy.email);
      expect(response.body).not.toContain(codeOf(hidden));
    }
    expect(await totals(campaignId)).toEqual({ raised: 35, refunded: 0, spent: 0, balance: 35 });
  });

  it('take expenses from the creator or an admin only, and show them plainly', async () => {
    const campaignId = await createCampaign(t.app, owner);
    await giveByTestCard(t.app, donor, campaignId, 100);
    expect((await expense(undefined, campaignId)).statusCode).toBe(401);
    expect((await expense(other, campaignId)).statusCode).toBe(403);
    const byCreator = await expense(owner, campaignId);
    expect(byCreator.statusCode, byCreator.body).toBe(201);
    const byAdmin = await expense(admin, campaignId, {
      amount: 30,
      date: '2026-11-03',
      description: 'Food for the month',
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(201);

    const [food, bill] = (await books(campaignId)).filter((entry) => entry.type === 'expense');
    expect(bill).toEqual({
      _id: json<{ insertedId: string }>(byCreator).insertedId,
      type: 'expense',
      amount: 120.5,
      at: '2026-11-02T00:00:00.000Z',
      name: 'Olive Owner',
      description: VET_BILL.description,
      receiptImage: VET_BILL.receiptImage,
      receiptCode: null,
      corrects: null,
      corrected: false,
    });
    expect(food).toMatchObject({ name: 'Ada Admin', amount: 30, receiptImage: null });
    // Spending more than was given is allowed, and the balance says so.
    expect(await totals(campaignId)).toEqual({
      raised: 100,
      refunded: 0,
      spent: 150.5,
      balance: -50.5,
    });
  });

  it('refuse a bad expense with the field it is about', async () => {
    const campaignId = await createCampaign(t.app, owner);
    const cases: [object, string][] = [
      [{ ...VET_BILL, amount: 0 }, 'amount'],
      [{ ...VET_BILL, amount: '12' }, 'amount'],
      [{ ...VET_BILL, amount: 1.234 }, 'amount'],
      [{ ...VET_BILL, date: '2999-01-01' }, 'date'],
      [{ ...VET_BILL, date: '2026-02-30' }, 'date'],
      [{ ...VET_BILL, description: '   ' }, 'description'],
      [{ ...VET_BILL, description: 'x'.repeat(501) }, 'description'],
      ...HOSTILE_PICTURES.map((receiptImage): [object, string] => [
        { ...VET_BILL, receiptImage },
        'receiptImage',
      ]),
    ];
    for (const [payload, field] of cases) {
      const response = await expense(owner, campaignId, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(json<FieldErrors>(response).error.fields, JSON.stringify(payload)).toHaveProperty(
        field,
      );
    }
    expect(await books(campaignId)).toEqual([]);
  });

  it('correct an expense once, by a reversing entry naming it', async () => {
    const campaignId = await createCampaign(t.app, owner);
    await giveByTestCard(t.app, donor, campaignId, 200);
    const billId = json<{ insertedId: string }>(await expense(owner, campaignId)).insertedId;
    const reason = { corrects: billId, reason: 'Entered twice: the clinic billed once.' };

    expect((await correction(undefined, campaignId, reason)).statusCode).toBe(401);
    expect((await correction(other, campaignId, reason)).statusCode).toBe(403);
    const corrected = await correction(owner, campaignId, reason);
    expect(corrected.statusCode, corrected.body).toBe(201);
    const again = await correction(admin, campaignId, reason);
    expect(again.statusCode).toBe(409);
    expect(json<FieldErrors>(again).error.message).toBe(texts.ledger.alreadyCorrected);

    const entries = await books(campaignId);
    expect(entries.find((entry) => entry.type === 'correction')).toMatchObject({
      _id: json<{ insertedId: string }>(corrected).insertedId,
      amount: 120.5,
      description: reason.reason,
      corrects: billId,
      name: 'Olive Owner',
    });
    expect(entries.find((entry) => entry._id === billId)).toMatchObject({ corrected: true });
    expect(await totals(campaignId)).toEqual({ raised: 200, refunded: 0, spent: 0, balance: 200 });

    // A gift is undone by a refund, not by hand; an entry of another campaign is not here.
    const gift = entries.find((entry) => entry.type === 'donation');
    const onGift = await correction(owner, campaignId, { corrects: gift?._id, reason: 'No' });
    expect(onGift.statusCode).toBe(400);
    expect(json<FieldErrors>(onGift).error.fields).toEqual({ corrects: texts.ledger.onlyExpenses });
    const elsewhere = await createCampaign(t.app, owner);
    const stranger = await correction(owner, elsewhere, reason);
    expect(stranger.statusCode).toBe(400);
    expect(json<FieldErrors>(stranger).error.fields).toEqual({
      corrects: texts.ledger.unknownEntry,
    });
    const noReason = await correction(owner, campaignId, { corrects: billId, reason: ' ' });
    expect(json<FieldErrors>(noReason).error.fields).toHaveProperty('reason');
  });

  it('page newest first, like every list', async () => {
    const campaignId = await createCampaign(t.app, owner);
    for (const day of ['01', '02', '03']) {
      await expense(owner, campaignId, { ...VET_BILL, date: `2026-10-${day}` });
    }
    const first = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/ledger?limit=2`,
    });
    expect(first.headers['x-total-count']).toBe('3');
    expect(json<LedgerEntry[]>(first).map((entry) => entry.at.slice(0, 10))).toEqual([
      '2026-10-03',
      '2026-10-02',
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? '';
    const rest = await t.app.inject({ method: 'GET', url: next });
    expect(json<LedgerEntry[]>(rest).map((entry) => entry.at.slice(0, 10))).toEqual(['2026-10-01']);
  });
});
