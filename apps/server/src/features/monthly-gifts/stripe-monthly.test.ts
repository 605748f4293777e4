import type { MonthlyGift } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthlyGifts, payments } from '../../db/schema';
import { createNotify } from '../../messaging/notify';
import {
  STAND_IN_DECLINED_LATER,
  STAND_IN_WEBHOOK_SECRET,
  startStripeStandIn,
  type StripeStandIn,
} from '../../../test/stripe-stand-in';
import {
  bearer,
  buildTestApp,
  cardProcessorFor,
  createCampaign,
  createUser,
  json,
  type SignedInUser,
  type TestApp,
  testDatabases,
} from '../../../test/helpers';
import { chargeMonthlyGifts } from './monthly-charges';

const signer = new Stripe('sk_test_stand_in');

describe.each(testDatabases)('monthly gifts through Stripe on %s', (database) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let donor: SignedInUser;
  let campaignId: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await buildTestApp({ database, config: { stripe: stripe.config } });
    donor = await createUser(t.app, { name: 'Mona Monthly' });
    campaignId = await createCampaign(t.app, await createUser(t.app));
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  /** The browser's part: a monthly intent, confirmed with `paymentMethod` as Stripe.js would. */
  async function startMonthly(price: number, paymentMethod: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: bearer(donor.token),
      payload: { campaignId, price, frequency: 'monthly' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { paymentIntentId } = json<{ paymentIntentId: string }>(response);
    const intent = stripe.intents.get(paymentIntentId);
    if (!intent) throw new Error('the stand-in lost the intent');
    expect(intent.setup_future_usage).toBe('off_session');
    expect(intent.customer).toMatch(/^cus_/);
    Object.assign(intent, { status: 'succeeded', payment_method: paymentMethod });
    return intent;
  }

  async function giftOf(transactionId: string) {
    const [row] = await t.handle.db
      .select({ code: monthlyGifts.manageCode })
      .from(payments)
      .innerJoin(monthlyGifts, eq(monthlyGifts.id, payments.monthlyGiftId))
      .where(eq(payments.transactionId, transactionId));
    return json<MonthlyGift>(
      await t.app.inject({ url: `/api/gifts/manage/${row?.code ?? 'nowhere'}` }),
    );
  }

  const runAt = async (day: string) =>
    chargeMonthlyGifts(
      {
        db: t.handle.db,
        provider: await cardProcessorFor(t.handle, { stripe: stripe.config }),
        notify: createNotify(),
      },
      new Date(`${day}T12:00:00Z`),
    );

  it('keeps the card of the first charge and charges it off-session each month', async () => {
    const intent = await startMonthly(20, 'pm_card_visa');
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(donor.token),
      payload: { campaignId, transactionId: intent.id, price: 20 },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    const gift = await giftOf(intent.id);
    expect(gift).toMatchObject({ status: 'active', amount: 20 });

    const outcomes = await runAt(gift.nextChargeOn ?? '');
    expect(outcomes.get(gift._id)).toBe('charged');
    const charge = stripe.requests.findLast(
      (request) => request.path === '/v1/payment_intents' && request.form.off_session === 'true',
    );
    expect(charge?.form).toMatchObject({
      amount: '2000',
      customer: intent.customer,
      payment_method: 'pm_card_visa',
      confirm: 'true',
    });
    expect(charge?.idempotencyKey).toMatch(/^monthly-/);
    expect((await giftOf(intent.id)).charges).toHaveLength(2);
  });

  it('starts the gift from the webhook alone, and counts a refused card as a failed try', async () => {
    const intent = await startMonthly(9, STAND_IN_DECLINED_LATER);
    const payload = JSON.stringify({
      id: 'evt_monthly_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object: { ...intent } },
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': signer.webhooks.generateTestHeaderString({
          payload,
          secret: STAND_IN_WEBHOOK_SECRET,
        }),
      },
      payload,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const gift = await giftOf(intent.id);
    expect(gift.status).toBe('active');

    expect((await runAt(gift.nextChargeOn ?? '')).get(gift._id)).toBe('failed');
    expect(await giftOf(intent.id)).toMatchObject({ failures: 1, status: 'active' });
  });
});
