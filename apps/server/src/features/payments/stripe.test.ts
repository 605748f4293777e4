import { type Campaign, coverFeeCents, type LedgerEntry, texts } from '@pet-adoption/shared';
import { count, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents, payments } from '../../db/schema';
import {
  bearer,
  buildTestApp,
  createCampaign,
  createUser,
  json,
  noticesOf,
  promote,
  type SignedInUser,
  type TestApp,
  testDatabases,
} from '../../../test/helpers';
import {
  STAND_IN_WEBHOOK_SECRET as WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from '../../../test/stripe-stand-in';
import { NOT_CONFIRMED_MESSAGE, OTHER_AMOUNT_MESSAGE } from './payment-messages';
import { AMOUNT_TOO_SMALL_MESSAGE, STRIPE_UNAVAILABLE_MESSAGE } from './providers/stripe-provider';

// Only for signing test events; the SDK never calls the network for that.
const signer = new Stripe('sk_test_stand_in');

type FieldErrors = { error: { message: string; fields?: Record<string, string> } };

describe.each(testDatabases)('donations through Stripe on %s', (database) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let owner: SignedInUser;
  let donor: SignedInUser;
  let admin: SignedInUser;
  let campaignId: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await buildTestApp({
      database,
      config: { stripe: stripe.config },
    });
    owner = await createUser(t.app, { name: 'Olive Owner' });
    donor = await createUser(t.app, { name: 'Dana Donor' });
    admin = await createUser(t.app, { name: 'Ada Admin' });
    await promote(t.handle, admin.id);
    campaignId = await createCampaign(t.app, owner);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  async function newIntent(price: number) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(donor.token),
      payload: { campaignId, price },
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ clientSecret: string; paymentIntentId: string }>(response);
  }

  const record = (transactionId: string, price: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(donor.token),
      payload: { campaignId, transactionId, price, status: 'pending' },
    });

  const webhook = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === undefined ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });

  let eventNumber = 0;
  /** A signed event as Stripe sends it. */
  function event(type: string, object: object, secret = WEBHOOK_SECRET, livemode = false) {
    eventNumber += 1;
    const payload = JSON.stringify({
      id: `evt_${eventNumber}`,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode,
      data: { object },
    });
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
  }
  const send = async (type: string, object: object) => {
    const { payload, signature } = event(type, object);
    const response = await webhook(payload, signature);
    expect(response.statusCode, response.body).toBe(200);
  };
  const intentObject = (id: string, status?: string) => {
    const intent = stripe.intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    return { ...intent, status: status ?? intent.status };
  };
  /** `refunded`: in full; `amountRefunded`: Stripe's running total of refunds, in cents. */
  const chargeObject = (paymentIntent: string, refunded = true, amountRefunded = 0) => ({
    id: `ch_${paymentIntent}`,
    object: 'charge',
    payment_intent: paymentIntent,
    refunded,
    amount_refunded: amountRefunded,
  });
  const statusOf = async (transactionId: string) => {
    const rows = await t.handle.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.transactionId, transactionId));
    return rows.map((row) => row.status);
  };
  const donated = async () =>
    json<Campaign>(await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` }))
      .donatedTotal;
  /** The public books' entries about one gift, as "type amount description" lines, sorted. */
  async function booksOf(paymentIntentId: string) {
    const [payment] = await t.handle.db
      .select({ receiptCode: payments.receiptCode })
      .from(payments)
      .where(eq(payments.transactionId, paymentIntentId));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/ledger?limit=100`,
    });
    expect(response.statusCode).toBe(200);
    return json<LedgerEntry[]>(response)
      .filter((entry) => entry.receiptCode === payment?.receiptCode.slice(0, 6))
      .map((entry) => `${entry.type} ${entry.amount} ${entry.description}`.trim())
      .sort();
  }

  it("lets the pages load Stripe.js, its card frames and its API, and nothing else's", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/config' });
    const csp = String(page.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .find(([key]) => key === name)
        ?.slice(1) ?? [];
    expect(directive('script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(directive('frame-src')).toContain('https://js.stripe.com');
    expect(directive('frame-src')).toContain('https://hooks.stripe.com');
    expect(directive('connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
  });

  it('tells the web app to use Stripe, and hides the test card processor', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(json(config)).toMatchObject({
      paymentProvider: 'stripe',
      stripePublishableKey: 'pk_test_stand_in',
    });
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/test-provider/confirm',
      headers: bearer(donor.token),
      payload: {},
    });
    expect(confirm.statusCode).toBe(404);
  });

  it('creates a PaymentIntent for the amount in cents, with the campaign and payer', async () => {
    const { clientSecret, paymentIntentId } = await newIntent(19.99);
    const sent = stripe.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(sent?.form).toMatchObject({
      amount: '1999',
      currency: 'usd',
      'metadata[campaignId]': campaignId,
      'metadata[payerId]': donor.id,
      'allowed_payment_method_types[0]': 'card',
    });
    expect(clientSecret).toBe(stripe.intents.get(paymentIntentId)?.client_secret);
    const [row] = await t.handle.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, paymentIntentId));
    expect(row).toMatchObject({ provider: 'stripe', amountCents: 1999, payerId: donor.id });
  });

  it('records only what Stripe says succeeded, for the amount asked', async () => {
    const { paymentIntentId } = await newIntent(25);
    const unconfirmed = await record(paymentIntentId, 25);
    expect(unconfirmed.statusCode).toBe(409);
    expect(json<FieldErrors>(unconfirmed).error.message).toBe(NOT_CONFIRMED_MESSAGE);

    const intent = stripe.intents.get(paymentIntentId);
    if (!intent) throw new Error('no intent');
    intent.status = 'succeeded';
    intent.amount = 100; // Stripe disagrees with what we asked: never recorded.
    const forged = await record(paymentIntentId, 25);
    expect(forged.statusCode).toBe(400);
    expect(json<FieldErrors>(forged).error.fields).toEqual({ price: OTHER_AMOUNT_MESSAGE });
    expect(await statusOf(paymentIntentId)).toEqual([]);

    intent.amount = 2500;
    const before = await donated();
    const recorded = await record(paymentIntentId, 25);
    expect(recorded.statusCode).toBe(201);
    expect(await statusOf(paymentIntentId)).toEqual(['succeeded']);
    expect(await donated()).toBe(before + 25);
  });

  it('says Stripe’s minimum on the amount field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(donor.token),
      payload: { campaignId, price: 0.3 },
    });
    expect(response.statusCode).toBe(400);
    expect(json<FieldErrors>(response).error.fields).toEqual({ price: AMOUNT_TOO_SMALL_MESSAGE });
  });

  it('answers 503 with a sentence when Stripe cannot be reached', async () => {
    const closed = await startStripeStandIn();
    await closed.close();
    const offline = await buildTestApp({
      database,
      config: { stripe: closed.config },
    });
    try {
      const user = await createUser(offline.app);
      const offlineCampaign = await createCampaign(offline.app, user);
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: bearer(user.token),
        payload: { campaignId: offlineCampaign, price: 5 },
      });
      expect(response.statusCode).toBe(503);
      expect(json(response)).toEqual({
        error: { code: 'SERVICE_UNAVAILABLE', message: STRIPE_UNAVAILABLE_MESSAGE },
      });
    } finally {
      await offline.close();
    }
  }, 30_000);

  it('refuses a transaction Stripe does not know', async () => {
    const response = await record('pi_unknown_to_everyone', 5);
    expect(response.statusCode).toBe(400);
  });

  it('records a processing payment as pending and lets the webhook finish it', async () => {
    const { paymentIntentId } = await newIntent(8);
    intentObject(paymentIntentId);
    const intent = stripe.intents.get(paymentIntentId);
    if (!intent) throw new Error('no intent');
    intent.status = 'processing';
    expect((await record(paymentIntentId, 8)).statusCode).toBe(201);
    expect(await statusOf(paymentIntentId)).toEqual(['pending']);
    const before = await donated();

    intent.status = 'succeeded';
    await send('payment_intent.succeeded', intentObject(paymentIntentId));
    expect(await statusOf(paymentIntentId)).toEqual(['succeeded']);
    expect(await donated()).toBe(before + 8);
  });

  it('records a payment from the webhook alone when the browser never came back', async () => {
    const { paymentIntentId } = await newIntent(4);
    await send('payment_intent.succeeded', intentObject(paymentIntentId, 'succeeded'));
    expect(await statusOf(paymentIntentId)).toEqual(['succeeded']);
    // The browser's late POST finds the same record.
    stripe.intents.set(paymentIntentId, intentObject(paymentIntentId, 'succeeded'));
    const late = await record(paymentIntentId, 4);
    expect(late.statusCode).toBe(200);
  });

  it('gives duplicate and out-of-order events one effect', async () => {
    // Succeeded twice, then a late failure of an earlier attempt: one succeeded payment.
    const first = (await newIntent(3)).paymentIntentId;
    await send('payment_intent.succeeded', intentObject(first, 'succeeded'));
    await send('payment_intent.succeeded', intentObject(first, 'succeeded'));
    await send('payment_intent.payment_failed', intentObject(first, 'requires_payment_method'));
    await send('payment_intent.processing', intentObject(first, 'processing'));
    expect(await statusOf(first)).toEqual(['succeeded']);

    // The refund arrives before the success it follows: it stays refunded.
    const second = (await newIntent(6)).paymentIntentId;
    const before = await donated();
    await send('charge.refunded', chargeObject(second));
    await send('payment_intent.succeeded', intentObject(second, 'succeeded'));
    await send('charge.refunded', chargeObject(second));
    expect(await statusOf(second)).toEqual(['refunded']);
    expect(await donated()).toBe(before);

    // A partial refund is not a refund of the whole donation.
    const third = (await newIntent(5)).paymentIntentId;
    await send('payment_intent.succeeded', intentObject(third, 'succeeded'));
    await send('charge.refunded', chargeObject(third, false, 100));
    expect(await statusOf(third)).toEqual(['succeeded']);

    // A failure while processing, then a retry that succeeds.
    const fourth = (await newIntent(2)).paymentIntentId;
    await send('payment_intent.processing', intentObject(fourth, 'processing'));
    await send('payment_intent.payment_failed', intentObject(fourth, 'requires_payment_method'));
    expect(await statusOf(fourth)).toEqual(['failed']);
    await send('payment_intent.succeeded', intentObject(fourth, 'succeeded'));
    expect(await statusOf(fourth)).toEqual(['succeeded']);
  });

  it('ignores events about intents it never asked for, or that do not match', async () => {
    const before = (await t.handle.db.select({ n: count() }).from(payments))[0]?.n;
    await send('payment_intent.succeeded', {
      id: 'pi_made_elsewhere',
      object: 'payment_intent',
      amount: 500,
      currency: 'usd',
      status: 'succeeded',
      metadata: { campaignId, payerId: donor.id },
    });
    const { paymentIntentId } = await newIntent(9);
    await send('payment_intent.succeeded', {
      ...intentObject(paymentIntentId, 'succeeded'),
      amount: 900_000,
    });
    await send('customer.created', { id: 'cus_1', object: 'customer' });
    expect((await t.handle.db.select({ n: count() }).from(payments))[0]?.n).toBe(before);
  });

  it('acknowledges a live-mode event on a test key, and records nothing', async () => {
    const { paymentIntentId } = await newIntent(12);
    const before = await donated();
    const live = event(
      'payment_intent.succeeded',
      intentObject(paymentIntentId, 'succeeded'),
      WEBHOOK_SECRET,
      true,
    );
    // 2xx so that Stripe stops retrying an event that can never apply here.
    const response = await webhook(live.payload, live.signature);
    expect(response.statusCode).toBe(200);
    expect(await statusOf(paymentIntentId)).toEqual([]);
    expect(await donated()).toBe(before);
  });

  /** A succeeded $10 donation recorded by the webhook; answers its intent id. */
  async function tenDollars() {
    const { paymentIntentId } = await newIntent(10);
    await send('payment_intent.succeeded', intentObject(paymentIntentId, 'succeeded'));
    expect(await statusOf(paymentIntentId)).toEqual(['succeeded']);
    return paymentIntentId;
  }
  const partlyRefunded = (paymentIntent: string, amountRefunded: number) => ({
    ...chargeObject(paymentIntent, false, amountRefunded),
    amount: 1000,
  });
  const dispute = (paymentIntent: string, status: string, amount = 1000) => ({
    id: `dp_${paymentIntent}`,
    object: 'dispute',
    amount,
    currency: 'usd',
    charge: `ch_${paymentIntent}`,
    payment_intent: paymentIntent,
    status,
  });
  const twice = async (type: string, object: object) => {
    // Stripe may deliver the very same event again.
    const { payload, signature } = event(type, object);
    for (const attempt of [1, 2]) {
      const response = await webhook(payload, signature);
      expect(response.statusCode, `delivery ${attempt}`).toBe(200);
    }
  };

  it('sends the donor one receipt however often Stripe says the gift succeeded', async () => {
    const before = (await noticesOf(t.app, donor, 'donationReceipt')).length;
    const { paymentIntentId } = await newIntent(13);
    await twice('payment_intent.processing', intentObject(paymentIntentId, 'processing'));
    expect(await noticesOf(t.app, donor, 'donationReceipt')).toHaveLength(before);
    await twice('payment_intent.succeeded', intentObject(paymentIntentId, 'succeeded'));
    const receipts = await noticesOf(t.app, donor, 'donationReceipt');
    expect(receipts).toHaveLength(before + 1);
    expect(receipts[0]?.title).toContain('$13');
  });

  it('records a gift whose donor covered the fee as the gift, the fee beside it', async () => {
    const before = await donated();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(donor.token),
      payload: { campaignId, price: 20, coverFee: true },
    });
    const { paymentIntentId } = json<{ paymentIntentId: string }>(response);
    const charged = 2000 + coverFeeCents(2000);
    await send('payment_intent.succeeded', {
      ...intentObject(paymentIntentId, 'succeeded'),
      amount: charged,
    });
    const [row] = await t.handle.db
      .select({ amountCents: payments.amountCents, fee: payments.feeCoveredCents })
      .from(payments)
      .where(eq(payments.transactionId, paymentIntentId));
    expect(row).toEqual({ amountCents: 2000, fee: charged - 2000 });
    expect(await donated()).toBe(before + 20);
    // Stripe refunds the whole charge; the gift is what leaves the campaign.
    await send('charge.refunded', {
      ...chargeObject(paymentIntentId, true, charged),
      amount: charged,
    });
    expect(await donated()).toBe(before);
  });

  it('takes partial refunds out of the total, once each', async () => {
    const before = await donated();
    const paymentIntentId = await tenDollars();
    expect(await donated()).toBe(before + 10);

    await twice('charge.refunded', partlyRefunded(paymentIntentId, 300));
    expect(await donated()).toBe(before + 7);
    // Stripe's amount_refunded is the charge's running total: a second refund of $2.
    await twice('charge.refunded', partlyRefunded(paymentIntentId, 500));
    expect(await donated()).toBe(before + 5);
    // A late copy of the first refund does not give money back.
    await send('charge.refunded', partlyRefunded(paymentIntentId, 300));
    expect(await donated()).toBe(before + 5);
    // The rest refunded: the payment is refunded.
    await send('charge.refunded', { ...partlyRefunded(paymentIntentId, 1000), refunded: true });
    expect(await statusOf(paymentIntentId)).toEqual(['refunded']);
    expect(await donated()).toBe(before);
    // The books keep each refund as an entry of its own, beside the gift.
    const refunded = texts.ledger.refundDescription;
    expect(await booksOf(paymentIntentId)).toEqual([
      'donation 10',
      `refund 2 ${refunded}`,
      `refund 3 ${refunded}`,
      `refund 5 ${refunded}`,
    ]);
  });

  it('takes disputed money out of the total until the dispute is won', async () => {
    const before = await donated();
    const won = await tenDollars();
    await twice('charge.dispute.created', dispute(won, 'needs_response', 600));
    expect(await donated()).toBe(before + 4);
    await twice('charge.dispute.closed', dispute(won, 'won', 600));
    expect(await donated()).toBe(before + 10);
    // The opening event arriving late changes nothing.
    await send('charge.dispute.created', dispute(won, 'needs_response', 600));
    expect(await donated()).toBe(before + 10);

    const lost = await tenDollars();
    await send('charge.dispute.created', dispute(lost, 'needs_response'));
    expect(await donated()).toBe(before + 10);
    await send('charge.dispute.closed', dispute(lost, 'lost'));
    expect(await donated()).toBe(before + 10);

    // A dispute is an entry of its own; one won is reversed by a correction naming it.
    const { disputeDescription, disputeWonDescription } = texts.ledger;
    expect(await booksOf(won)).toEqual([
      `correction 6 ${disputeWonDescription}`,
      `dispute 6 ${disputeDescription}`,
      'donation 10',
    ]);
    expect(await booksOf(lost)).toEqual([`dispute 10 ${disputeDescription}`, 'donation 10']);
  });

  it('refuses a webhook whose signature is bad, and changes nothing', async () => {
    const { paymentIntentId } = await newIntent(7);
    const good = event('payment_intent.succeeded', intentObject(paymentIntentId, 'succeeded'));
    const wrongSecret = event(
      'payment_intent.succeeded',
      intentObject(paymentIntentId, 'succeeded'),
      'whsec_someone_else',
    );
    const attempts = [
      webhook(good.payload),
      webhook(good.payload, 't=1,v1=deadbeef'),
      webhook(wrongSecret.payload, wrongSecret.signature),
      // Signed bytes changed after signing (the amount, say).
      webhook(good.payload.replace('"amount":700', '"amount":70'), good.signature),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(400);
      expect(json(response)).toEqual({
        error: { code: 'BAD_REQUEST', message: 'The webhook signature is not valid.' },
      });
    }
    expect(await statusOf(paymentIntentId)).toEqual([]);
  });

  it('refunds through Stripe for an admin, once', async () => {
    const { paymentIntentId } = await newIntent(11);
    const intent = stripe.intents.get(paymentIntentId);
    if (!intent) throw new Error('no intent');
    intent.status = 'succeeded';
    const recorded = await record(paymentIntentId, 11);
    const { insertedId } = json<{ paymentResult: { insertedId: string } }>(recorded).paymentResult;
    const before = await donated();

    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/payments/${insertedId}/refund`,
        headers: bearer(admin.token),
      });
    const done = await refund();
    expect(done.statusCode).toBe(200);
    expect(intent.refunded).toBe(true);
    expect(await statusOf(paymentIntentId)).toEqual(['refunded']);
    expect(await donated()).toBe(before - 11);
    expect((await refund()).statusCode).toBe(409);
    // Stripe's own event about it changes nothing more.
    await send('charge.refunded', chargeObject(paymentIntentId));
    expect(await statusOf(paymentIntentId)).toEqual(['refunded']);
  });

  it('marks a payment refunded when Stripe says it already was', async () => {
    const { paymentIntentId } = await newIntent(13);
    const intent = stripe.intents.get(paymentIntentId);
    if (!intent) throw new Error('no intent');
    intent.status = 'succeeded';
    const recorded = await record(paymentIntentId, 13);
    const { insertedId } = json<{ paymentResult: { insertedId: string } }>(recorded).paymentResult;
    intent.refunded = true; // refunded in Stripe's dashboard; its webhook has not come yet
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${insertedId}/refund`,
      headers: bearer(admin.token),
    });
    expect(response.statusCode).toBe(200);
    expect(await statusOf(paymentIntentId)).toEqual(['refunded']);
  });

  it('keeps the latest choice of anonymity when a retry answers the same intent', async () => {
    const ask = (anonymous: boolean) =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: bearer(donor.token),
        payload: { campaignId, price: 21, anonymous },
      });
    const first = json<{ paymentIntentId: string }>(await ask(false));
    const again = json<{ paymentIntentId: string }>(await ask(true));
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    await send('payment_intent.succeeded', intentObject(first.paymentIntentId, 'succeeded'));
    const [row] = await t.handle.db
      .select({ anonymous: payments.anonymous })
      .from(payments)
      .where(eq(payments.transactionId, first.paymentIntentId));
    expect(row).toEqual({ anonymous: true });
  });

  it('tells the creator once when a webhook records the donation that reaches the goal', async () => {
    const goalNotices = () => noticesOf(t.app, owner, 'campaignGoalReached');
    const { maximumDonation } = json<Campaign>(
      await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` }),
    );
    expect(await goalNotices()).toEqual([]);
    const { paymentIntentId } = await newIntent(maximumDonation);
    const succeeded = intentObject(paymentIntentId, 'succeeded');
    await send('payment_intent.succeeded', succeeded);
    await send('payment_intent.succeeded', succeeded);
    const told = await goalNotices();
    expect(told.map((notice) => notice.link)).toEqual([`/campaingsDetails/${campaignId}`]);
  });
});
