import { type AdoptionRequest, notificationTexts, receiptCode } from '@pet-adoption/shared';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adoptionRequests, notifications, payments, pets } from '../../db/schema';
import {
  bearer,
  buildTestApp,
  createUser,
  json,
  type SignedInUser,
  type TestApp,
  testDatabases,
} from '../../../test/helpers';
import { petBody } from '../../../test/fixtures';
import {
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
  startStripeStandIn,
} from '../../../test/stripe-stand-in';

// Only for signing test events; the SDK never calls the network for that.
const signer = new Stripe('sk_test_stand_in');

describe.each(testDatabases)('the adoption fee through Stripe on %s', (database) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let owner: SignedInUser;
  let adopter: SignedInUser;
  let petNumber = 0;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await buildTestApp({ database, config: { stripe: stripe.config } });
    owner = await createUser(t.app, { name: 'Olive Owner' });
    adopter = await createUser(t.app, { name: 'Ava Adopter' });
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  const post = (url: string, by: SignedInUser, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: bearer(by.token),
      ...(payload === undefined ? {} : { payload }),
    });

  /** An accepted request with a fee of `feeCents` whose terms the adopter accepted. */
  async function readyToPay(feeCents: number) {
    petNumber += 1;
    const petName = `Bella ${petNumber}`;
    const pet = await post('/api/petListing', owner, petBody({ petName }));
    const petId = json<{ insertedId: string }>(pet).insertedId;
    await t.handle.db.update(pets).set({ adoptionFeeCents: feeCents }).where(eq(pets.id, petId));
    const asked = await post('/api/adoptionUsers', adopter, {
      petId,
      phoneNumber: '+880 1700-000000',
      address: '12 Lake Road, Dhaka',
    });
    const id = json<{ insertedId: string }>(asked).insertedId;
    const accepted = await t.app.inject({
      method: 'PATCH',
      url: `/api/adoptionUsers/${id}/accept`,
      headers: bearer(owner.token),
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await t.handle.db
      .update(adoptionRequests)
      .set({ adoptionFeeCents: feeCents })
      .where(eq(adoptionRequests.id, id));
    expect((await post(`/api/adoptionUsers/${id}/accept-terms`, adopter)).statusCode).toBe(200);
    const intent = await post(`/api/adoptionUsers/${id}/fee-intent`, adopter);
    expect(intent.statusCode, intent.body).toBe(200);
    const { paymentIntentId } = json<{ paymentIntentId: string }>(intent);
    return { id, petName, paymentIntentId };
  }

  let eventNumber = 0;
  async function send(type: string, object: object) {
    eventNumber += 1;
    const payload = JSON.stringify({
      id: `evt_fee_${eventNumber}`,
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      data: { object },
    });
    const signature = signer.webhooks.generateTestHeaderString({
      payload,
      secret: STAND_IN_WEBHOOK_SECRET,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
  }
  const intentObject = (id: string, status: string) => {
    const intent = stripe.intents.get(id);
    if (!intent) throw new Error(`no intent ${id}`);
    intent.status = status;
    return { ...intent };
  };
  const feePaid = async (id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(adopter.email)}`,
      headers: bearer(adopter.token),
    });
    return json<AdoptionRequest[]>(response).find((request) => request._id === id)?.feePaid;
  };
  const paymentOf = async (transactionId: string) => {
    const [row] = await t.handle.db
      .select()
      .from(payments)
      .where(eq(payments.transactionId, transactionId));
    return row;
  };

  it('asks Stripe for the fee with its request and payer, and no campaign', async () => {
    const { id, paymentIntentId } = await readyToPay(12500);
    const sent = stripe.requests.findLast((r) => r.path === '/v1/payment_intents');
    expect(sent?.form).toMatchObject({
      amount: '12500',
      currency: 'usd',
      description: 'Adoption fee',
      'metadata[kind]': 'fee',
      'metadata[adoptionRequestId]': id,
      'metadata[payerId]': adopter.id,
    });
    expect(sent?.form).not.toHaveProperty('metadata[campaignId]');
    expect(stripe.intents.has(paymentIntentId)).toBe(true);
  });

  it('records a fee from the webhook alone, completes the adoption, and reopens it on refund', async () => {
    const { id, petName, paymentIntentId } = await readyToPay(15000);
    await send('payment_intent.succeeded', intentObject(paymentIntentId, 'succeeded'));
    await send('payment_intent.succeeded', intentObject(paymentIntentId, 'succeeded'));
    const payment = await paymentOf(paymentIntentId);
    expect(payment).toMatchObject({
      kind: 'fee',
      campaignId: null,
      adoptionRequestId: id,
      petName,
      amountCents: 15000,
      status: 'succeeded',
    });
    expect(await feePaid(id)).toBe(true);
    const receipts = await t.handle.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(
        and(eq(notifications.userId, adopter.id), eq(notifications.kind, 'adoptionFeeReceipt')),
      );
    const receipt = notificationTexts.adoptionFeeReceipt(
      petName,
      '$150',
      receiptCode(payment?.id ?? ''),
    );
    // Two deliveries of the event, one receipt.
    expect(receipts.filter((notice) => notice.title === receipt.title)).toEqual([receipt]);
    const told = await t.handle.db
      .select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, owner.id), eq(notifications.kind, 'adoptionCompleted')));
    expect(told).toContainEqual({
      body: notificationTexts.adoptionCompleted(petName, 'Ava Adopter', '$150').body,
    });

    // The browser's late POST finds the same record.
    const late = await post(`/api/adoptionUsers/${id}/fee-payment`, adopter, {
      transactionId: paymentIntentId,
    });
    expect(late.statusCode).toBe(200);
    expect(json(late)).toEqual({ paymentResult: { insertedId: payment?.id } });

    // Refunded from Stripe's dashboard: owed again.
    await send('charge.refunded', {
      id: `ch_${paymentIntentId}`,
      object: 'charge',
      payment_intent: paymentIntentId,
      refunded: true,
      amount_refunded: 15000,
    });
    expect((await paymentOf(paymentIntentId))?.status).toBe('refunded');
    expect(await feePaid(id)).toBe(false);
  });

  it('keeps a processing fee unpaid until Stripe says it succeeded', async () => {
    const { id, paymentIntentId } = await readyToPay(8000);
    intentObject(paymentIntentId, 'processing');
    const recorded = await post(`/api/adoptionUsers/${id}/fee-payment`, adopter, {
      transactionId: paymentIntentId,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect((await paymentOf(paymentIntentId))?.status).toBe('pending');
    expect(await feePaid(id)).toBe(false);

    await send('payment_intent.succeeded', intentObject(paymentIntentId, 'succeeded'));
    expect((await paymentOf(paymentIntentId))?.status).toBe('succeeded');
    expect(await feePaid(id)).toBe(true);
  });
});
