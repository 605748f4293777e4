import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../../db/schema';
import {
  bearer,
  buildTestApp,
  createCampaign,
  createUser,
  json,
  type SignedInUser,
  type TestApp,
  testDatabases,
} from '../../../test/helpers';
import { type StripeStandIn, startStripeStandIn } from '../../../test/stripe-stand-in';

describe.each(testDatabases)('Stripe intents are created once per donation on %s', (database) => {
  let stripe: StripeStandIn;
  let t: TestApp;
  let donor: SignedInUser;
  let other: SignedInUser;
  let campaignId: string;

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    t = await buildTestApp({
      database,
      config: { stripe: stripe.config },
    });
    const owner = await createUser(t.app);
    [donor, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
    campaignId = await createCampaign(t.app, owner);
  });
  afterAll(async () => {
    await t.close();
    await stripe.close();
  });

  async function newIntent(by: SignedInUser, price: number, headers: Record<string, string> = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { ...bearer(by.token), ...headers },
      payload: { campaignId, price },
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ clientSecret: string; paymentIntentId: string }>(response);
  }

  const lastKey = () =>
    stripe.requests.findLast((r) => r.method === 'POST' && r.path === '/v1/payment_intents')
      ?.idempotencyKey;

  const rowsFor = async (id: string) =>
    (
      await t.handle.db.select({ n: count() }).from(paymentIntents).where(eq(paymentIntents.id, id))
    )[0]?.n;

  it('sends an idempotency key, so a retried identical request makes one PaymentIntent', async () => {
    const intentsBefore = stripe.intents.size;
    const first = await newIntent(donor, 21);
    const firstKey = lastKey();
    expect(firstKey).toMatch(/\S{16,}/);
    // The SDK's own retry keys are random per call; ours must not be.
    expect(firstKey).not.toMatch(/^stripe-node-retry/);

    const retried = await newIntent(donor, 21);
    expect(lastKey()).toBe(firstKey);
    expect(retried).toEqual(first);
    expect(stripe.intents.size).toBe(intentsBefore + 1);
    expect(await rowsFor(first.paymentIntentId)).toBe(1);
  });

  it('keeps different donations apart: another amount, another donor', async () => {
    const base = await newIntent(donor, 22);
    const otherAmount = await newIntent(donor, 23);
    const otherDonor = await newIntent(other, 22);
    const ids = new Set([base, otherAmount, otherDonor].map((intent) => intent.paymentIntentId));
    expect(ids.size).toBe(3);
  });

  it('honours a client’s Idempotency-Key header', async () => {
    const first = await newIntent(donor, 24, { 'idempotency-key': 'checkout-attempt-1' });
    const again = await newIntent(donor, 24, { 'idempotency-key': 'checkout-attempt-1' });
    const next = await newIntent(donor, 24, { 'idempotency-key': 'checkout-attempt-2' });
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    expect(next.paymentIntentId).not.toBe(first.paymentIntentId);
    // Another person sending the same header value gets an intent of their own.
    const theirs = await newIntent(other, 24, { 'idempotency-key': 'checkout-attempt-1' });
    expect(theirs.paymentIntentId).not.toBe(first.paymentIntentId);
  });

  it('starts a new PaymentIntent for the same amount once the first one was paid', async () => {
    const paid = await newIntent(donor, 25);
    const intent = stripe.intents.get(paid.paymentIntentId);
    if (intent) intent.status = 'succeeded';
    const recorded = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(donor.token),
      payload: { campaignId, transactionId: paid.paymentIntentId, price: 25, status: 'pending' },
    });
    expect(recorded.statusCode, recorded.body).toBe(201);

    const second = await newIntent(donor, 25);
    expect(second.paymentIntentId).not.toBe(paid.paymentIntentId);
    expect(stripe.intents.get(second.paymentIntentId)?.status).toBe('requires_payment_method');
  });
});
