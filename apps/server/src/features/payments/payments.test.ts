import {
  type Campaign,
  type Donator,
  type Payment,
  PaymentSchema,
  TEST_CARDS,
  coverFeeCents,
  texts,
} from '@pet-adoption/shared';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaigns, paymentIntents, payments, users } from '../../db/schema';
import {
  bearer,
  createUser,
  json,
  noticesOf,
  type SignedInUser,
  useCast,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import { campaignBody } from '../../../test/fixtures';
import {
  ALREADY_REFUNDED_MESSAGE,
  CLOSED_MESSAGES,
  NOT_CONFIRMED_MESSAGE,
  OTHER_AMOUNT_MESSAGE,
  OTHER_CAMPAIGN_MESSAGE,
  SOMEONE_ELSES_MESSAGE,
  UNKNOWN_PAYMENT_MESSAGE,
} from './payment-messages';
import { TEST_MODE_IN_PRODUCTION } from './providers';

type FieldErrors = { error: { code: string; message: string; fields: Record<string, string> } };
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' };

describe.each(testDatabases)('donations with the test provider on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin, banned } = useCast(t);
  let donor: SignedInUser;

  async function addCampaign(lastDate = '2999-12-31') {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(owner.token),
      payload: campaignBody(),
    });
    expect(response.statusCode).toBe(201);
    const id = json<{ insertedId: string }>(response).insertedId;
    if (lastDate !== '2999-12-31') {
      await t.handle.db.update(campaigns).set({ lastDate }).where(eq(campaigns.id, id));
    }
    return id;
  }

  const intent = (by: SignedInUser | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: by === undefined ? {} : bearer(by.token),
      payload,
    });

  async function newIntent(by: SignedInUser, campaignId: string, price: number) {
    const response = await intent(by, { campaignId, price });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ clientSecret: string; paymentIntentId: string }>(response);
  }

  const confirm = (by: SignedInUser | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test-provider/confirm',
      headers: by === undefined ? {} : bearer(by.token),
      payload: { name: 'anonymous', email: 'x@example.com', ...GOOD_CARD, ...payload },
    });

  const record = (by: SignedInUser | undefined, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: by === undefined ? {} : bearer(by.token),
      payload,
    });

  /** The whole donation as the payment screen makes it: intent, card, record. */
  async function donate(by: SignedInUser, campaignId: string, price: number) {
    const { clientSecret, paymentIntentId } = await newIntent(by, campaignId, price);
    const confirmed = await confirm(by, { clientSecret });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const recorded = await record(by, { campaignId, transactionId: paymentIntentId, price });
    expect(recorded.statusCode, recorded.body).toBe(201);
    return {
      transactionId: paymentIntentId,
      insertedId: json<{ paymentResult: { insertedId: string } }>(recorded).paymentResult
        .insertedId,
    };
  }

  const readCampaign = async (id: string) =>
    json<Campaign>(await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}` }));
  const paymentCount = async () =>
    (await t.handle.db.select({ n: count() }).from(payments))[0]?.n ?? 0;

  beforeAll(async () => {
    donor = await createUser(t.app, { name: 'Dana Donor' });
  });

  it('GET /api/config says the test provider takes donations', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(json(response)).toMatchObject({ paymentProvider: 'test', stripePublishableKey: null });
  });

  describe('access matrix', () => {
    type Caller = 'anonymous' | 'payer' | 'other' | 'admin' | 'banned';
    const expected: Record<
      Caller,
      {
        intent: number;
        confirm: number;
        record: number;
        list: number;
        listPayer: number;
        refund: number;
      }
    > = {
      anonymous: { intent: 401, confirm: 401, record: 401, list: 401, listPayer: 401, refund: 401 },
      payer: { intent: 200, confirm: 200, record: 201, list: 200, listPayer: 200, refund: 403 },
      other: { intent: 200, confirm: 403, record: 403, list: 200, listPayer: 403, refund: 403 },
      admin: { intent: 200, confirm: 403, record: 403, list: 200, listPayer: 200, refund: 200 },
      banned: { intent: 403, confirm: 403, record: 403, list: 403, listPayer: 403, refund: 403 },
    };
    const who = (caller: Caller): SignedInUser | undefined =>
      ({ anonymous: undefined, payer: donor, other, admin, banned })[caller];

    it.each(Object.keys(expected) as Caller[])('%s', async (caller) => {
      const by = who(caller);
      const campaignId = await addCampaign();
      expect((await intent(by, { campaignId, price: 5 })).statusCode).toBe(expected[caller].intent);

      // The payer's own intent, as the others try to use it.
      const { clientSecret, paymentIntentId } = await newIntent(donor, campaignId, 5);
      expect((await confirm(by, { clientSecret })).statusCode).toBe(expected[caller].confirm);
      if (caller !== 'payer') expect((await confirm(donor, { clientSecret })).statusCode).toBe(200);
      const recorded = await record(by, { campaignId, transactionId: paymentIntentId, price: 5 });
      expect(recorded.statusCode).toBe(expected[caller].record);

      const headers = by === undefined ? {} : bearer(by.token);
      const list = await t.app.inject({ method: 'GET', url: '/api/payments', headers });
      expect(list.statusCode).toBe(expected[caller].list);
      const listPayer = await t.app.inject({
        method: 'GET',
        url: `/api/payments?email=${encodeURIComponent(donor.email)}`,
        headers,
      });
      expect(listPayer.statusCode).toBe(expected[caller].listPayer);

      const paid =
        recorded.statusCode === 201
          ? recorded
          : await record(donor, { campaignId, transactionId: paymentIntentId, price: 5 });
      const { insertedId } = json<{ paymentResult: { insertedId: string } }>(paid).paymentResult;
      const refund = await t.app.inject({
        method: 'POST',
        url: `/api/payments/${insertedId}/refund`,
        headers,
      });
      expect(refund.statusCode).toBe(expected[caller].refund);
    });
  });

  describe('a donation', () => {
    it('is recorded once the card is charged, and counts in the campaign at once', async () => {
      const campaignId = await addCampaign();
      const { clientSecret, paymentIntentId } = await newIntent(donor, campaignId, 7);
      expect(clientSecret.startsWith(`${paymentIntentId}_secret_`)).toBe(true);

      const confirmed = await confirm(donor, { clientSecret });
      expect(confirmed.statusCode).toBe(200);
      expect(json(confirmed)).toEqual({
        paymentIntent: { id: paymentIntentId, status: 'succeeded', amount: 7 },
      });

      const recorded = await record(donor, {
        campaignId,
        transactionId: paymentIntentId,
        price: 7,
        // The original client sends these too; they are ignored.
        email: other.email,
        date: '2000-01-01',
        status: 'refunded',
      });
      expect(recorded.statusCode).toBe(201);
      const { insertedId } = json<{ paymentResult: { insertedId: string } }>(
        recorded,
      ).paymentResult;

      expect(await readCampaign(campaignId)).toMatchObject({ donatedTotal: 7, donorCount: 1 });
      const mine = await t.app.inject({
        method: 'GET',
        url: '/api/payments',
        headers: bearer(donor.token),
      });
      expect(mine.headers['cache-control']).toBe('no-store');
      const [payment] = json<Payment[]>(mine).map((p) =>
        z.strictObject(PaymentSchema.shape).parse(p),
      );
      expect(payment).toEqual({
        _id: insertedId,
        email: donor.email,
        price: 7,
        transactionId: paymentIntentId,
        date: payment?.date,
        status: 'succeeded',
        kind: 'donation',
        campaignId,
        adoptionRequestId: null,
        petName: 'Biscuit',
        receiptCode: payment?.receiptCode,
        frequency: 'once',
        manageLink: null,
      });
      expect(payment?.receiptCode).toMatch(/^[0-9a-f]{32}$/);
    });

    it('gives the same record for the same transaction, however often and at once', async () => {
      const campaignId = await addCampaign();
      const { transactionId, insertedId } = await donate(donor, campaignId, 12.5);
      const before = await paymentCount();
      const again = await Promise.all(
        Array.from({ length: 5 }, () => record(donor, { campaignId, transactionId, price: 12.5 })),
      );
      for (const response of again) {
        expect(response.statusCode).toBe(200);
        expect(json(response)).toEqual({ paymentResult: { insertedId } });
      }
      expect(await paymentCount()).toBe(before);
      expect((await readCampaign(campaignId)).donatedTotal).toBe(12.5);
    });

    it('records a transaction once when its first submits race', async () => {
      const campaignId = await addCampaign();
      const { clientSecret, paymentIntentId } = await newIntent(donor, campaignId, 3);
      expect((await confirm(donor, { clientSecret })).statusCode).toBe(200);
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          record(donor, { campaignId, transactionId: paymentIntentId, price: 3 }),
        ),
      );
      const ids = new Set(
        answers.map(
          (a) => json<{ paymentResult: { insertedId: string } }>(a).paymentResult.insertedId,
        ),
      );
      expect(ids.size).toBe(1);
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
      expect((await readCampaign(campaignId)).donatedTotal).toBe(3);
    });

    it('charges a card once when Donate is pressed twice', async () => {
      const campaignId = await addCampaign();
      const { clientSecret } = await newIntent(donor, campaignId, 5);
      const [first, second] = await Promise.all([
        confirm(donor, { clientSecret }),
        confirm(donor, { clientSecret }),
      ]);
      expect(first?.statusCode).toBe(200);
      expect(second?.body).toBe(first?.body);
    });

    it('keeps totals exact under 50 donations at once', async () => {
      const campaignId = await addCampaign();
      const donors = [donor, other, admin, owner];
      // 1.01, 2.02, ... 50.50 dollars: the sum has cents, so a float total would show.
      const amounts = Array.from({ length: 50 }, (_, i) => (i + 1) * 1.01);
      await Promise.all(
        amounts.map((amount, i) =>
          donate(donors[i % donors.length] ?? donor, campaignId, Math.round(amount * 100) / 100),
        ),
      );
      const campaign = await readCampaign(campaignId);
      expect(campaign.donatedTotal).toBe(1287.75);
      expect(campaign.donorCount).toBe(4);
      // The public books agree, one gift entry each.
      const totals = await t.app.inject({
        method: 'GET',
        url: `/api/campaigns/${campaignId}/ledger/totals`,
      });
      expect(json(totals)).toEqual({ raised: 1287.75, refunded: 0, spent: 0, balance: 1287.75 });
      const books = await t.app.inject({
        method: 'GET',
        url: `/api/campaigns/${campaignId}/ledger?limit=100`,
      });
      expect(books.headers['x-total-count']).toBe('50');
    });

    it('covers the card fee on top when asked, and the campaign counts the whole gift', async () => {
      const campaignId = await addCampaign();
      const fee = coverFeeCents(1000);
      expect(fee).toBe(61);
      const intentAnswer = await intent(donor, { campaignId, price: 10, coverFee: true });
      expect(intentAnswer.statusCode, intentAnswer.body).toBe(200);
      const { clientSecret, paymentIntentId } = json<{
        clientSecret: string;
        paymentIntentId: string;
      }>(intentAnswer);
      const confirmed = await confirm(donor, { clientSecret });
      // The card is charged the gift and the fee.
      expect(json(confirmed)).toMatchObject({ paymentIntent: { amount: 10.61 } });
      // The record names the gift, as before; the charged total is not a gift of its own.
      const wrong = await record(donor, {
        campaignId,
        transactionId: paymentIntentId,
        price: 10.61,
      });
      expect(wrong.statusCode).toBe(400);
      const recorded = await record(donor, {
        campaignId,
        transactionId: paymentIntentId,
        price: 10,
      });
      expect(recorded.statusCode, recorded.body).toBe(201);
      expect((await readCampaign(campaignId)).donatedTotal).toBe(10);
      const [row] = await t.handle.db
        .select({ amountCents: payments.amountCents, fee: payments.feeCoveredCents })
        .from(payments)
        .where(eq(payments.transactionId, paymentIntentId));
      expect(row).toEqual({ amountCents: 1000, fee: 61 });
      const bad = await intent(donor, { campaignId, price: 10, coverFee: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(json<FieldErrors>(bad).error.fields).toHaveProperty('coverFee');
    });

    it('makes the same amount given again and again a gift each time', async () => {
      const campaignId = await addCampaign();
      for (let gift = 1; gift <= 3; gift += 1) await donate(donor, campaignId, 7);
      expect((await readCampaign(campaignId)).donatedTotal).toBe(21);
    });
  });

  describe('the test card processor', () => {
    it.each(TEST_CARDS.filter((card) => card.error !== undefined))(
      'answers $number ($description) with 402 and the provider’s message, recording nothing',
      async (card) => {
        const campaignId = await addCampaign();
        const { clientSecret, paymentIntentId } = await newIntent(donor, campaignId, 9);
        const response = await confirm(donor, { clientSecret, cardNumber: card.number });
        expect(response.statusCode).toBe(402);
        expect(json(response)).toEqual({ error: card.error });
        const recorded = await record(donor, {
          campaignId,
          transactionId: paymentIntentId,
          price: 9,
        });
        expect(recorded.statusCode).toBe(409);
        expect(json<FieldErrors>(recorded).error.message).toBe(NOT_CONFIRMED_MESSAGE);
        expect((await readCampaign(campaignId)).donatedTotal).toBe(0);
      },
    );

    it('refuses an unknown card number as Stripe test mode does, and succeeds after a retry', async () => {
      const campaignId = await addCampaign();
      const { clientSecret } = await newIntent(donor, campaignId, 9);
      const unknown = await confirm(donor, { clientSecret, cardNumber: '4111111111111111' });
      expect(unknown.statusCode).toBe(402);
      expect(json(unknown)).toEqual({
        error: { code: 'incorrect_number', message: 'Your card number is incorrect.' },
      });
      const mastercard = await confirm(donor, { clientSecret, cardNumber: '5555555555554444' });
      expect(mastercard.statusCode).toBe(200);
    });

    it.each([
      ['cardNumber', { cardNumber: '4242424242424241' }, 'Enter a valid card number.'],
      ['cardNumber', { cardNumber: '' }, 'Enter a valid card number.'],
      ['expiry', { expiry: '1299' }, 'Enter the expiry as MM/YY.'],
      ['expiry', { expiry: '01/20' }, "Your card's expiry date is in the past."],
      ['cvc', { cvc: '12' }, 'Enter the 3- or 4-digit security code (CVC).'],
      [
        'clientSecret',
        { clientSecret: 'pi_test_000000000000000000000000_secret_forged' },
        'This payment is not valid. Please start the donation again.',
      ],
    ])('refuses a bad %s with 400 naming it', async (field, change, message) => {
      const campaignId = await addCampaign();
      const { clientSecret } = await newIntent(donor, campaignId, 9);
      const response = await confirm(donor, { clientSecret, ...change });
      expect(response.statusCode).toBe(400);
      expect(json<FieldErrors>(response).error.fields).toEqual({ [field]: message });
    });

    it('is for the intent’s payer only, and only while the campaign is active', async () => {
      const campaignId = await addCampaign();
      const { clientSecret } = await newIntent(donor, campaignId, 9);
      expect((await confirm(undefined, { clientSecret })).statusCode).toBe(401);
      expect((await confirm(banned, { clientSecret })).statusCode).toBe(403);
      const someoneElse = await confirm(other, { clientSecret });
      expect(someoneElse.statusCode).toBe(403);
      expect(json<FieldErrors>(someoneElse).error.message).toBe(SOMEONE_ELSES_MESSAGE);

      await t.handle.db.update(campaigns).set({ paused: true }).where(eq(campaigns.id, campaignId));
      const paused = await confirm(donor, { clientSecret });
      expect(paused.statusCode).toBe(409);
      expect(json<FieldErrors>(paused).error.message).toBe(CLOSED_MESSAGES.paused);
    });
  });

  describe('payment intents', () => {
    it('need a signed-in, unbanned caller', async () => {
      const campaignId = await addCampaign();
      expect((await intent(undefined, { campaignId, price: 5 })).statusCode).toBe(401);
      expect((await intent(banned, { campaignId, price: 5 })).statusCode).toBe(403);
    });

    it('are computed on the server from the validated amount', async () => {
      const campaignId = await addCampaign();
      const { paymentIntentId } = await newIntent(donor, campaignId, 19.99);
      const [row] = await t.handle.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, paymentIntentId));
      expect(row).toMatchObject({
        amountCents: 1999,
        currency: 'usd',
        campaignId,
        payerId: donor.id,
        provider: 'test',
      });
    });

    it.each([
      ['price', null, texts.fieldRequired('Donation amount')],
      // Numbers only on the wire: text that reads as one is still refused.
      ['price', '5', 'Enter an amount in dollars, like 25 or 25.50.'],
      ['price', undefined, texts.fieldRequired('Donation amount')],
      ['price', 0, 'The donation amount must be more than 0.'],
      ['price', -5, 'The donation amount must be more than 0.'],
      ['price', 1.001, 'Enter the amount with at most two decimals (cents).'],
      ['price', 100000.01, 'The amount can be at most $100,000.'],
      ['price', 'ten', 'Enter an amount in dollars, like 25 or 25.50.'],
      ['campaignId', undefined, 'Choose the campaign to donate to.'],
      ['campaignId', '', 'Choose the campaign to donate to.'],
    ])('refuses %s = %j with 400 naming it', async (field, value, message) => {
      const campaignId = await addCampaign();
      const response = await intent(donor, { campaignId, price: 5, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(json<FieldErrors>(response).error.fields).toEqual({ [field]: message });
    });

    it('do not keep a campaign from being deleted until one is paid', async () => {
      const campaignId = await addCampaign();
      const { clientSecret } = await newIntent(donor, campaignId, 5);
      const remove = () =>
        t.app.inject({
          method: 'DELETE',
          url: `/api/campaigns/${campaignId}`,
          headers: bearer(owner.token),
        });
      expect(
        (await confirm(donor, { clientSecret, cardNumber: TEST_CARDS[2]?.number })).statusCode,
      ).toBe(402);
      expect(json(await remove())).toEqual({ deletedCount: 1 });
      const left = await t.handle.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.campaignId, campaignId));
      expect(left).toEqual([]);
    });

    it('answer 404 for an unknown campaign and 409 for one that ended or is paused', async () => {
      for (const campaignId of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        expect((await intent(donor, { campaignId, price: 5 })).statusCode).toBe(404);
      }
      const ended = await addCampaign('2020-01-01');
      const endedAnswer = await intent(donor, { campaignId: ended, price: 5 });
      expect(endedAnswer.statusCode).toBe(409);
      expect(json<FieldErrors>(endedAnswer).error.message).toBe(CLOSED_MESSAGES.ended);

      const paused = await addCampaign();
      await t.handle.db.update(campaigns).set({ paused: true }).where(eq(campaigns.id, paused));
      const pausedAnswer = await intent(donor, { campaignId: paused, price: 5 });
      expect(pausedAnswer.statusCode).toBe(409);
      expect(json<FieldErrors>(pausedAnswer).error.message).toBe(CLOSED_MESSAGES.paused);
    });
  });

  describe('forged payments record nothing', () => {
    it('an unknown transaction, or one never asked for here', async () => {
      const campaignId = await addCampaign();
      const before = await paymentCount();
      for (const transactionId of [
        'pi_test_000000000000000000000000',
        'pi_3Nforged',
        "x' OR 1=1",
      ]) {
        const response = await record(donor, { campaignId, transactionId, price: 5 });
        expect(response.statusCode).toBe(400);
        expect(json<FieldErrors>(response).error.fields).toEqual({
          transactionId: UNKNOWN_PAYMENT_MESSAGE,
        });
      }
      expect(await paymentCount()).toBe(before);
    });

    it('a wrong amount, another person’s intent, another campaign, an unconfirmed intent', async () => {
      const campaignId = await addCampaign();
      const elsewhere = await addCampaign();
      const { clientSecret, paymentIntentId } = await newIntent(donor, campaignId, 20);
      const before = await paymentCount();

      const unconfirmed = await record(donor, {
        campaignId,
        transactionId: paymentIntentId,
        price: 20,
      });
      expect(unconfirmed.statusCode).toBe(409);
      expect(json<FieldErrors>(unconfirmed).error.message).toBe(NOT_CONFIRMED_MESSAGE);

      expect((await confirm(donor, { clientSecret })).statusCode).toBe(200);
      const cheaper = await record(donor, {
        campaignId,
        transactionId: paymentIntentId,
        price: 200,
      });
      expect(cheaper.statusCode).toBe(400);
      expect(json<FieldErrors>(cheaper).error.fields).toEqual({ price: OTHER_AMOUNT_MESSAGE });

      const stolen = await record(other, { campaignId, transactionId: paymentIntentId, price: 20 });
      expect(stolen.statusCode).toBe(403);
      expect(json<FieldErrors>(stolen).error.message).toBe(SOMEONE_ELSES_MESSAGE);

      const moved = await record(donor, {
        campaignId: elsewhere,
        transactionId: paymentIntentId,
        price: 20,
      });
      expect(moved.statusCode).toBe(400);
      expect(json<FieldErrors>(moved).error.fields).toEqual({ campaignId: OTHER_CAMPAIGN_MESSAGE });

      expect(await paymentCount()).toBe(before);
      expect((await readCampaign(elsewhere)).donatedTotal).toBe(0);

      // Once recorded, the same checks guard the record.
      expect(
        (await record(donor, { campaignId, transactionId: paymentIntentId, price: 20 })).statusCode,
      ).toBe(201);
      expect(
        (await record(other, { campaignId, transactionId: paymentIntentId, price: 20 })).statusCode,
      ).toBe(403);
      expect(
        (await record(donor, { campaignId, transactionId: paymentIntentId, price: 2 })).statusCode,
      ).toBe(400);
    });

    it('anything without a valid body or token', async () => {
      const campaignId = await addCampaign();
      expect(
        (await record(undefined, { campaignId, transactionId: 'pi_x', price: 5 })).statusCode,
      ).toBe(401);
      expect(
        (await record(banned, { campaignId, transactionId: 'pi_x', price: 5 })).statusCode,
      ).toBe(403);
      for (const [field, change] of [
        ['transactionId', { transactionId: '' }],
        ['transactionId', { transactionId: undefined }],
        ['price', { price: 0 }],
        ['price', { price: '1.234' }],
        ['campaignId', { campaignId: undefined }],
      ] as const) {
        const response = await record(donor, {
          campaignId,
          transactionId: 'pi_x',
          price: 5,
          ...change,
        });
        expect(response.statusCode, field).toBe(400);
        expect(Object.keys(json<FieldErrors>(response).error.fields)).toEqual([field]);
      }
    });
  });

  describe('payment lists', () => {
    it('show payers their own, admins everyone’s with filters, newest first in pages', async () => {
      const payer = await createUser(t.app, { name: 'Pat Payer' });
      const first = await addCampaign();
      const second = await addCampaign();
      const made = [
        await donate(payer, first, 1),
        await donate(payer, second, 2),
        await donate(payer, second, 3),
      ];
      // A second apart: PGlite's clock may give two quick inserts the same time.
      for (const [i, { insertedId }] of made.entries()) {
        await t.handle.db
          .update(payments)
          .set({ createdAt: new Date(Date.UTC(2026, 0, 1) + i * 1000) })
          .where(eq(payments.id, insertedId));
      }
      const list = (by: SignedInUser, query = '') =>
        t.app.inject({ method: 'GET', url: `/api/payments${query}`, headers: bearer(by.token) });

      const own = json<Payment[]>(await list(payer));
      expect(own.map((p) => p.price)).toEqual([3, 2, 1]);
      expect(new Set(own.map((p) => p.email))).toEqual(new Set([payer.email]));
      expect(json<Payment[]>(await list(owner)).every((p) => p.email === owner.email)).toBe(true);
      expect((await list(owner, `?email=${encodeURIComponent(payer.email)}`)).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/payments' })).statusCode).toBe(401);

      const all = await list(admin, '?limit=100');
      expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(3);
      const byCampaign = await list(admin, `?campaignId=${second}`);
      expect(json<Payment[]>(byCampaign).map((p) => p.price)).toEqual([3, 2]);
      expect(byCampaign.headers['x-total-count']).toBe('2');
      const byEmail = await list(admin, `?email=${encodeURIComponent(payer.email.toUpperCase())}`);
      expect(json<Payment[]>(byEmail)).toHaveLength(3);
      expect((await list(admin, '?campaignId=nope')).statusCode).toBe(400);

      const page = await list(payer, '?limit=2');
      expect(json<Payment[]>(page)).toHaveLength(2);
      const next = /^<([^>]+)>; rel="next"$/.exec(String(page.headers.link))?.[1];
      expect(next).toBeDefined();
      const rest = await t.app.inject({
        method: 'GET',
        url: next ?? '',
        headers: bearer(payer.token),
      });
      expect(json<Payment[]>(rest).map((p) => p.price)).toEqual([1]);
    });
  });

  describe('giving anonymously', () => {
    const donatorsAs = async (by: SignedInUser, campaignId: string) =>
      json<Donator[]>(
        await t.app.inject({
          method: 'GET',
          url: `/api/campaigns/${campaignId}/donators`,
          headers: bearer(by.token),
        }),
      );

    /** A donation as the payment screen makes it, with the intent asked for as `payload`. */
    async function give(by: SignedInUser, campaignId: string, price: number, payload: object) {
      const asked = await intent(by, { campaignId, price, ...payload });
      expect(asked.statusCode, asked.body).toBe(200);
      const { clientSecret, paymentIntentId } = json<{
        clientSecret: string;
        paymentIntentId: string;
      }>(asked);
      expect((await confirm(by, { clientSecret })).statusCode).toBe(200);
      const recorded = await record(by, { campaignId, transactionId: paymentIntentId, price });
      expect(recorded.statusCode, recorded.body).toBe(201);
    }

    it('hides the name and address from the creator; an admin still sees who gave', async () => {
      const campaignId = await addCampaign();
      await give(donor, campaignId, 10, { anonymous: true });
      await give(other, campaignId, 25, { anonymous: false });

      const nameOf = async (person: SignedInUser) =>
        (
          await t.handle.db.select({ name: users.name }).from(users).where(eq(users.id, person.id))
        )[0]?.name;
      const [donorName, otherName] = [await nameOf(donor), await nameOf(other)];
      const seenByCreator = await donatorsAs(owner, campaignId);
      expect(seenByCreator).toEqual([
        expect.objectContaining({ name: otherName, email: other.email, anonymous: false }),
        expect.objectContaining({ name: 'Anonymous', email: '', anonymous: true, amount: 10 }),
      ]);
      expect(JSON.stringify(seenByCreator)).not.toContain(donor.email);
      expect(JSON.stringify(seenByCreator)).not.toContain(donorName);

      const seenByAdmin = await donatorsAs(admin, campaignId);
      expect(seenByAdmin[1]).toMatchObject({
        name: donorName,
        email: donor.email,
        anonymous: true,
      });
      // The amount stays public.
      expect(await readCampaign(campaignId)).toMatchObject({ donatedTotal: 35, donorCount: 2 });
    });

    it('records the choice of the request that was paid', async () => {
      const campaignId = await addCampaign();
      expect((await intent(donor, { campaignId, price: 12 })).statusCode).toBe(200);
      await give(donor, campaignId, 12, { anonymous: true });
      const rows = await t.handle.db
        .select({ anonymous: payments.anonymous })
        .from(payments)
        .where(eq(payments.campaignId, campaignId));
      expect(rows).toEqual([{ anonymous: true }]);
    });

    it('refuses an anonymous that is not true or false, naming it', async () => {
      const campaignId = await addCampaign();
      const response = await intent(donor, { campaignId, price: 5, anonymous: 'yes' });
      expect(response.statusCode).toBe(400);
      expect(json<FieldErrors>(response).error.fields).toEqual({
        anonymous: 'Write anonymous as true or false.',
      });
    });
  });

  describe('the goal', () => {
    const goalNotices = () => noticesOf(t.app, owner, 'campaignGoalReached');

    it('tells the creator once, when the donation that reaches it is recorded', async () => {
      const before = (await goalNotices()).length;
      const campaignId = await addCampaign();
      await donate(donor, campaignId, 300);
      expect(await goalNotices()).toHaveLength(before);

      // Two donations at once take the total past 500: exactly one of them tells.
      await Promise.all([donate(donor, campaignId, 150), donate(other, campaignId, 150)]);
      const told = await goalNotices();
      expect(told).toHaveLength(before + 1);
      expect(told[0]).toMatchObject({
        title: 'Biscuit’s campaign reached its goal',
        body: 'Donations for Biscuit have reached the goal of $500. Thank your donors; donations go on until the last date unless you pause the campaign.',
        link: `/campaingsDetails/${campaignId}`,
      });
      expect(await readCampaign(campaignId)).toMatchObject({ donatedTotal: 600, status: 'active' });

      // Donations go on, and the creator is not told again.
      await donate(donor, campaignId, 5);
      expect(await goalNotices()).toHaveLength(before + 1);
    });

    it('counts money given net of refunds', async () => {
      const before = (await goalNotices()).length;
      const campaignId = await addCampaign();
      const refunded = await donate(donor, campaignId, 400);
      const refund = await t.app.inject({
        method: 'POST',
        url: `/api/payments/${refunded.insertedId}/refund`,
        headers: bearer(admin.token),
      });
      expect(refund.statusCode).toBe(200);
      await donate(other, campaignId, 400);
      expect(await goalNotices()).toHaveLength(before);
      await donate(other, campaignId, 100);
      expect(await goalNotices()).toHaveLength(before + 1);
    });
  });

  describe('refunds', () => {
    it('are for admins; the totals follow; twice is a 409', async () => {
      const campaignId = await addCampaign();
      const kept = await donate(donor, campaignId, 10);
      const refunded = await donate(other, campaignId, 4);
      expect(await readCampaign(campaignId)).toMatchObject({
        donatedTotal: 14,
        highestTotal: 14,
        donorCount: 2,
      });

      const refund = (by: SignedInUser | undefined, id: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/payments/${id}/refund`,
          headers: by === undefined ? {} : bearer(by.token),
        });
      expect((await refund(undefined, refunded.insertedId)).statusCode).toBe(401);
      expect((await refund(other, refunded.insertedId)).statusCode).toBe(403);
      expect((await refund(owner, refunded.insertedId)).statusCode).toBe(403);
      expect((await refund(banned, refunded.insertedId)).statusCode).toBe(403);

      const done = await refund(admin, refunded.insertedId);
      expect(done.statusCode).toBe(200);
      expect(json(done)).toEqual({ modifiedCount: 1 });
      expect(await readCampaign(campaignId)).toMatchObject({
        donatedTotal: 10,
        highestTotal: 10,
        donorCount: 1,
      });
      const [row] = await t.handle.db
        .select()
        .from(payments)
        .where(eq(payments.id, refunded.insertedId));
      expect(row?.status).toBe('refunded');

      const twice = await refund(admin, refunded.insertedId);
      expect(twice.statusCode).toBe(409);
      expect(json<FieldErrors>(twice).error.message).toBe(ALREADY_REFUNDED_MESSAGE);
      expect((await refund(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await refund(admin, 'nope')).statusCode).toBe(404);

      // A refunded transaction is not recorded again by posting it once more.
      const repost = await record(other, {
        campaignId,
        transactionId: refunded.transactionId,
        price: 4,
      });
      expect(repost.statusCode).toBe(200);
      expect((await readCampaign(campaignId)).donatedTotal).toBe(10);
      expect(kept.insertedId).not.toBe(refunded.insertedId);

      // Refunds racing each other refund once.
      const raced = await donate(other, campaignId, 6);
      const answers = await Promise.all([
        refund(admin, raced.insertedId),
        refund(admin, raced.insertedId),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    });
  });
});

describe('in production with no Stripe keys', () => {
  const lines: string[] = [];
  const t = useTestApp({
    config: { nodeEnv: 'production', logLevel: 'warn' },
    logStream: { write: (line) => lines.push(line) },
  });

  it('warns at start-up that donations are only pretend', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(json(response)).toMatchObject({ paymentProvider: 'test' });
    expect(lines.some((line) => line.includes(TEST_MODE_IN_PRODUCTION))).toBe(true);
  });
});

describe('the API documentation', () => {
  const t = useTestApp();

  it('lists the campaign and payment routes with their shared schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = json<{ paths: Record<string, unknown>; components: { schemas: object } }>(response);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/campaigns',
        '/api/campaigns/{id}',
        '/api/campaigns/{id}/donators',
        '/api/create-payment-intent',
        '/api/payments',
        '/api/payments/{id}/refund',
        '/api/test-provider/confirm',
        '/api/adoptionUsers/{id}/accept-terms',
        '/api/adoptionUsers/{id}/fee-intent',
        '/api/adoptionUsers/{id}/fee-payment',
      ]),
    );
    expect(Object.keys(doc.components.schemas)).toEqual(
      expect.arrayContaining([
        'Campaign',
        'CreateCampaign',
        'Payment',
        'CardError',
        'Donator',
        'FeePayment',
      ]),
    );
  });

  it('names the Idempotency-Key header a client may send with a payment intent', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = json<{
      paths: Record<string, { post?: { parameters?: { in: string; name: string }[] } }>;
    }>(response);
    const parameters = doc.paths['/api/create-payment-intent']?.post?.parameters ?? [];
    expect(parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: false }),
    );
  });
});
