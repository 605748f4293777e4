import type { LedgerEntry, MonthlyGift, MonthlyGiftChange, Payment } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { createNotify } from '../../messaging/notify';
import { campaignBody, petBody } from '../../../test/fixtures';
import {
  bearer,
  cardProcessorFor,
  createUser,
  giveByTestCard,
  json,
  manageCodeOf,
  noticesOf,
  type SignedInUser,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import { chargeMonthlyGifts } from './monthly-charges';

/** Succeeds when given, then declined each month after (Stripe's published test number). */
const DECLINED_LATER = '4000 0000 0000 0341';
const DAY_MS = 24 * 60 * 60_000;

/** Noon UTC of a YYYY-MM-DD date: a charging run on that day. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

describe.each(testDatabases)('monthly gifts on %s', (database) => {
  const t = useTestApp({ database });
  const notify = createNotify();
  /**
   * A charging run as the schedule starts it, at `now`, as `gift` saw it (the other tests' gifts
   * are charged in the same runs): empty when the run left it alone.
   */
  const runAt = async (now: Date, gift: { id: () => Promise<string> }) => {
    const outcomes = await chargeMonthlyGifts(
      { db: t.handle.db, provider: await cardProcessorFor(t.handle), notify },
      now,
    );
    const outcome = outcomes.get(await gift.id());
    return outcome === undefined ? [] : [outcome];
  };

  async function campaignOf(
    owner: SignedInUser,
    overrides: Parameters<typeof campaignBody>[0] = {},
  ) {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(owner.token),
      payload: campaignBody(overrides),
    });
    expect(created.statusCode, created.body).toBe(201);
    return json<{ insertedId: string }>(created).insertedId;
  }

  /**
   * The monthly gift a payment started, by the link in its donor's payment history. Its code is
   * replaced after each change, so `manage` keeps the one the last change answered with.
   */
  async function giftOfPayment(donor: SignedInUser, paymentId: string) {
    const gift = {
      code: await manageCodeOf(t.app, donor, paymentId),
      read: async () =>
        json<MonthlyGift>(await t.app.inject({ url: `/api/gifts/manage/${gift.code}` })),
      id: async () => (await gift.read())._id,
    };
    return gift;
  }

  /** A change to `gift` from its link, signed out unless `by` is given. */
  async function manage(gift: { code: string }, path: string, payload?: object, by?: SignedInUser) {
    const response = await t.app.inject({
      method: path === '' ? 'PATCH' : 'POST',
      url: `/api/gifts/manage/${gift.code}${path}`,
      ...(payload === undefined ? {} : { payload }),
      ...(by === undefined ? {} : { headers: bearer(by.token) }),
    });
    if (response.statusCode === 200) {
      gift.code = json<MonthlyGiftChange>(response).manageLink.split('/').at(-1) ?? '';
    }
    return response;
  }

  const ledgerOf = async (campaignId: string) =>
    json<LedgerEntry[]>(await t.app.inject({ url: `/api/campaigns/${campaignId}/ledger` }));

  it('charges the same day each month, once a month however many runs, with a receipt each', async () => {
    const owner = await createUser(t.app);
    const campaignId = await campaignOf(owner);
    const carol = await createUser(t.app, { name: 'Carol Monthly' });
    const first = await giveByTestCard(t.app, carol, campaignId, 25, { frequency: 'monthly' });
    const gift = await giftOfPayment(carol, first);
    const started = await gift.read();
    expect(started).toMatchObject({ status: 'active', amount: 25, failures: 0 });
    expect(started.charges).toHaveLength(1);
    const nextChargeOn = started.nextChargeOn ?? '';
    expect(nextChargeOn > new Date().toISOString().slice(0, 10)).toBe(true);

    // Before its day nothing is charged; on it, once, even with two copies running at once.
    expect(await runAt(new Date(noonOf(nextChargeOn).getTime() - DAY_MS), gift)).toEqual([]);
    const [one, two] = await Promise.all([
      runAt(noonOf(nextChargeOn), gift),
      runAt(noonOf(nextChargeOn), gift),
    ]);
    expect(
      [...(one ?? []), ...(two ?? [])].filter((outcome) => outcome === 'charged'),
    ).toHaveLength(1);
    expect(await runAt(noonOf(nextChargeOn), gift)).toEqual([]);

    const after = await gift.read();
    expect(after.charges).toHaveLength(2);
    expect((after.nextChargeOn ?? '') > nextChargeOn).toBe(true);
    expect(after.chargeDay).toBe(started.chargeDay);
    const donations = (await ledgerOf(campaignId)).filter((entry) => entry.type === 'donation');
    expect(donations.map((entry) => [entry.amount, entry.name])).toEqual([
      [25, 'Carol Monthly'],
      [25, 'Carol Monthly'],
    ]);
    const receipts = await noticesOf(t.app, carol, 'donationReceipt');
    expect(receipts).toHaveLength(2);
    expect(receipts[0]?.title).toBe('Receipt: your monthly gift of $25 for Biscuit');
    const own = json<Payment[]>(
      await t.app.inject({ url: '/api/payments', headers: bearer(carol.token) }),
    );
    expect(own.map((payment) => payment.frequency)).toEqual(['monthly', 'monthly']);
    const csv = await t.app.inject({
      url: `/api/campaigns/${campaignId}/donations.csv`,
      headers: bearer(owner.token),
    });
    const lines = csv.body.trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).toContain(',succeeded,monthly,');
    expect(new Set(own.map((payment) => payment.receiptCode)).size).toBe(2);
  });

  it('tries a refused card again, tells the donor, and pauses after three refusals', async () => {
    const owner = await createUser(t.app);
    const campaignId = await campaignOf(owner);
    const donor = await createUser(t.app, { name: 'Fay Failing' });
    const first = await giveByTestCard(t.app, donor, campaignId, 10, {
      frequency: 'monthly',
      cardNumber: DECLINED_LATER,
    });
    const gift = await giftOfPayment(donor, first);
    const due = noonOf((await gift.read()).nextChargeOn ?? '');

    expect(await runAt(due, gift)).toEqual(['failed']);
    expect(await runAt(due, gift)).toEqual([]);
    const failed = await noticesOf(t.app, donor, 'monthlyGiftFailed');
    expect(failed).toHaveLength(1);
    expect(failed[0]?.body).toContain('We will try again on');
    // The notice leads to the donor's payment history: no manage code is kept with it.
    expect(failed[0]?.link).toBe('/dashboard/paymentHistory');

    expect(await runAt(new Date(due.getTime() + 3 * DAY_MS), gift)).toEqual(['failed']);
    expect(await runAt(new Date(due.getTime() + 6 * DAY_MS), gift)).toEqual(['paused']);
    expect(await runAt(new Date(due.getTime() + 40 * DAY_MS), gift)).toEqual([]);
    const paused = await gift.read();
    expect(paused).toMatchObject({ status: 'paused', failures: 3, nextChargeOn: null });
    expect(paused.charges).toHaveLength(1);
    expect(await noticesOf(t.app, donor, 'monthlyGiftPaused')).toHaveLength(1);
    expect(await noticesOf(t.app, donor, 'monthlyGiftFailed')).toHaveLength(2);
  });

  it('skips a month, takes a new amount, pauses, resumes and cancels from its link', async () => {
    const owner = await createUser(t.app);
    const campaignId = await campaignOf(owner);
    const donor = await createUser(t.app);
    const gift = await giftOfPayment(
      donor,
      await giveByTestCard(t.app, donor, campaignId, 20, { frequency: 'monthly' }),
    );
    const firstDue = (await gift.read()).nextChargeOn ?? '';

    const skipped = await manage(gift, '/skip');
    expect(skipped.statusCode, skipped.body).toBe(200);
    const afterSkip = json<MonthlyGiftChange>(skipped);
    expect(afterSkip.message).toContain('The next month is skipped');
    expect((afterSkip.gift.nextChargeOn ?? '') > firstDue).toBe(true);
    expect(await runAt(noonOf(firstDue), gift)).toEqual([]);

    const changed = await manage(gift, '', { amount: 35 }, donor);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(json<MonthlyGiftChange>(changed).message).toBe(
      'Done. From the next charge on, you give $35 each month.',
    );
    expect((await manage(gift, '', { amount: 0 })).statusCode).toBe(400);
    expect(await runAt(noonOf(afterSkip.gift.nextChargeOn ?? ''), gift)).toEqual(['charged']);
    expect((await gift.read()).charges.map((charge) => charge.amount)).toEqual([35, 20]);

    expect(json<MonthlyGiftChange>(await manage(gift, '/pause')).gift.status).toBe('paused');
    expect((await manage(gift, '/pause')).statusCode).toBe(409);
    expect(await runAt(new Date(Date.now() + 400 * DAY_MS), gift)).toEqual([]);
    const resumed = json<MonthlyGiftChange>(await manage(gift, '/resume'));
    expect(resumed.gift.status).toBe('active');
    expect(resumed.message).toMatch(
      /^Your monthly gift is on again\. The next charge is on \d{1,2} [A-Z][a-z]+ \d{4}\.$/,
    );

    const cancelled = json<MonthlyGiftChange>(await manage(gift, '/cancel'));
    expect(cancelled.gift).toMatchObject({ status: 'cancelled', nextChargeOn: null });
    expect(await runAt(new Date(Date.now() + 400 * DAY_MS), gift)).toEqual([]);
    expect((await manage(gift, '/resume')).statusCode).toBe(409);
    expect((await manage(gift, '', { amount: 5 })).statusCode).toBe(409);
  });

  it('opens a gift only by its own code, and never names an anonymous donor', async () => {
    const owner = await createUser(t.app);
    const campaignId = await campaignOf(owner);
    const [a, b] = [await createUser(t.app), await createUser(t.app, { name: 'Hidden Name' })];
    const giftA = await giftOfPayment(
      a,
      await giveByTestCard(t.app, a, campaignId, 5, { frequency: 'monthly' }),
    );
    const giftB = await giftOfPayment(
      b,
      await giveByTestCard(t.app, b, campaignId, 7, { frequency: 'monthly', anonymous: true }),
    );
    expect(giftA.code).not.toBe(giftB.code);
    expect((await giftA.read()).amount).toBe(5);
    const shownB = await t.app.inject({ url: `/api/gifts/manage/${giftB.code}` });
    expect(shownB.headers['cache-control']).toBe('private, no-store');
    expect(shownB.body).not.toContain('Hidden Name');
    expect(shownB.body).not.toContain(b.email);

    for (const code of ['0'.repeat(32), giftA.code.toUpperCase(), 'nope', `${giftA.code}0`]) {
      const unknown = await t.app.inject({ url: `/api/gifts/manage/${code}` });
      expect(unknown.statusCode).toBe(404);
      expect(json<{ error: { message: string } }>(unknown).error.message).toBe(
        'This link does not open a monthly gift. Use the link in your latest receipt e-mail, or sign in and open My donations.',
      );
    }
    expect((await manage({ code: '0'.repeat(32) }, '/cancel')).statusCode).toBe(404);
    expect((await manage(giftA, '/explode')).statusCode).toBe(400);

    const due = noonOf((await giftB.read()).nextChargeOn ?? '');
    await runAt(due, giftB);
    const entries = (await ledgerOf(campaignId)).filter((entry) => entry.amount === 7);
    expect(entries.map((entry) => entry.name)).toEqual(['Anonymous', 'Anonymous']);
  });

  it('follows a sponsored pet: held when adopted, moved by the donor to another campaign', async () => {
    const owner = await createUser(t.app);
    const pip = json<{ insertedId: string }>(
      await t.app.inject({
        method: 'POST',
        url: '/api/petListing',
        headers: bearer(owner.token),
        payload: petBody({ petName: 'Pip' }),
      }),
    ).insertedId;
    const pipCampaign = await campaignOf(owner, { petId: pip, petName: 'Pip' });
    const otherCampaign = await campaignOf(owner, { petName: 'Moss' });
    const donor = await createUser(t.app);
    const gift = await giftOfPayment(
      donor,
      await giveByTestCard(t.app, donor, pipCampaign, 15, { frequency: 'monthly' }),
    );
    const due = noonOf((await gift.read()).nextChargeOn ?? '');

    const adopted = await t.app.inject({
      method: 'PATCH',
      url: `/api/petListing/${pip}`,
      headers: bearer(owner.token),
      payload: { adopted: true },
    });
    expect(adopted.statusCode, adopted.body).toBe(200);
    expect((await gift.read()).status).toBe('awaitingMove');
    const asked = await noticesOf(t.app, donor, 'monthlyGiftPetAdopted');
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      title: 'Pip has found a home: where should your monthly gift go?',
      link: '/dashboard/paymentHistory',
    });
    expect(await runAt(due, gift)).toEqual([]);

    const same = await manage(gift, '/move', { campaignId: pipCampaign });
    expect(same.statusCode).toBe(400);
    const moved = await manage(gift, '/move', { campaignId: otherCampaign }, donor);
    expect(moved.statusCode, moved.body).toBe(200);
    const movedGift = json<MonthlyGiftChange>(moved);
    expect(movedGift.message).toMatch(/^Your monthly gift now goes to the campaign for Moss\./);
    expect(movedGift.gift).toMatchObject({ status: 'active', campaign: { _id: otherCampaign } });
    expect(await runAt(noonOf(movedGift.gift.nextChargeOn ?? ''), gift)).toEqual(['charged']);
    expect((await ledgerOf(otherCampaign)).map((entry) => entry.amount)).toEqual([15]);
    expect((await ledgerOf(pipCampaign)).map((entry) => entry.amount)).toEqual([15]);
  });

  it('holds a gift whose campaign ended and asks the donor where it should go', async () => {
    const owner = await createUser(t.app);
    const soon = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
    const campaignId = await campaignOf(owner, { lastDate: soon, petName: 'Juniper' });
    const donor = await createUser(t.app);
    const gift = await giftOfPayment(
      donor,
      await giveByTestCard(t.app, donor, campaignId, 12, { frequency: 'monthly' }),
    );
    expect(await runAt(noonOf((await gift.read()).nextChargeOn ?? ''), gift)).toEqual(['held']);
    expect((await gift.read()).status).toBe('awaitingMove');
    const told = await noticesOf(t.app, donor, 'monthlyGiftCampaignEnded');
    expect(told.map((notice) => notice.title)).toEqual([
      'The campaign for Juniper has ended: where should your monthly gift go?',
    ]);
  });
});
