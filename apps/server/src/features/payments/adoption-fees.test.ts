import {
  type AdoptionRequest,
  adoptionTexts,
  type Campaign,
  notificationTexts,
  type Payment,
  receiptCode,
} from '@pet-adoption/shared';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  adoptionRequests,
  applicationSettings,
  auditEntries,
  notifications,
  paymentIntents,
  payments,
  pets,
} from '../../db/schema';
import {
  bearer,
  createUser,
  json,
  type SignedInUser,
  testDatabases,
  useCast,
  useTestApp,
} from '../../../test/helpers';
import { campaignBody, petBody } from '../../../test/fixtures';
import { NOT_CONFIRMED_MESSAGE, OTHER_CAMPAIGN_MESSAGE } from './payment-messages';

type ErrorAnswer = { error: { code: string; message: string; fields?: Record<string, string> } };
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' };
const TERMS = 'Bring Rex to the vet within two weeks.';

describe.each(testDatabases)('the adoption fee with the test provider on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin, banned } = useCast(t);
  let adopter: SignedInUser;
  let petNumber = 0;

  beforeAll(async () => {
    adopter = await createUser(t.app, { name: 'Ava Adopter' });
    await t.handle.db
      .insert(applicationSettings)
      .values({ userId: owner.id, questions: [], terms: TERMS });
  });

  const post = (url: string, by: SignedInUser | undefined, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: by === undefined ? {} : bearer(by.token),
      ...(payload === undefined ? {} : { payload }),
    });

  /** A request of `adopter` for a new pet of `owner`, accepted with the fee fixed at `feeCents`. */
  async function acceptedRequest(feeCents: number, accept = true) {
    petNumber += 1;
    const petName = `Rex ${petNumber}`;
    const pet = await post('/api/petListing', owner, petBody({ petName }));
    expect(pet.statusCode, pet.body).toBe(200);
    const petId = json<{ insertedId: string }>(pet).insertedId;
    await t.handle.db.update(pets).set({ adoptionFeeCents: feeCents }).where(eq(pets.id, petId));
    const asked = await post('/api/adoptionUsers', adopter, {
      petId,
      phoneNumber: '+880 1700-000000',
      address: '12 Lake Road, Dhaka',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const id = json<{ insertedId: string }>(asked).insertedId;
    if (accept) {
      const accepted = await t.app.inject({
        method: 'PATCH',
        url: `/api/adoptionUsers/${id}/accept`,
        headers: bearer(owner.token),
      });
      expect(accepted.statusCode, accepted.body).toBe(200);
      // What the adoptions feature does at acceptance: the fee is fixed on the request.
      await t.handle.db
        .update(adoptionRequests)
        .set({ adoptionFeeCents: feeCents })
        .where(eq(adoptionRequests.id, id));
    }
    return { id, petName };
  }

  const acceptTerms = (id: string, by: SignedInUser = adopter) =>
    post(`/api/adoptionUsers/${id}/accept-terms`, by);
  const feeIntent = (id: string, by: SignedInUser = adopter, payload?: object) =>
    post(`/api/adoptionUsers/${id}/fee-intent`, by, payload);
  const confirm = (clientSecret: string, by: SignedInUser = adopter) =>
    post('/api/test-provider/confirm', by, {
      name: 'Ava Adopter',
      email: 'ava@example.com',
      clientSecret,
      ...GOOD_CARD,
    });
  const feePayment = (id: string, transactionId: string, by: SignedInUser = adopter) =>
    post(`/api/adoptionUsers/${id}/fee-payment`, by, { transactionId });

  async function newFeeIntent(id: string) {
    const response = await feeIntent(id);
    expect(response.statusCode, response.body).toBe(200);
    return json<{ clientSecret: string; paymentIntentId: string }>(response);
  }
  /** Terms, intent, card, record: the whole "Complete the adoption" screen. */
  async function payFee(id: string) {
    expect((await acceptTerms(id)).statusCode).toBe(200);
    const { clientSecret, paymentIntentId } = await newFeeIntent(id);
    expect((await confirm(clientSecret)).statusCode).toBe(200);
    const recorded = await feePayment(id, paymentIntentId);
    expect(recorded.statusCode, recorded.body).toBe(201);
    const { insertedId } = json<{ paymentResult: { insertedId: string } }>(recorded).paymentResult;
    return { transactionId: paymentIntentId, insertedId };
  }

  const sentRequest = async (id: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(adopter.email)}`,
      headers: bearer(adopter.token),
    });
    return json<AdoptionRequest[]>(response).find((request) => request._id === id);
  };
  const noticesOf = (userId: string, kind: 'adoptionCompleted' | 'adoptionFeeReceipt') =>
    t.handle.db
      .select({ title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
  const messageOf = (response: { body: string }) => json<ErrorAnswer>(response).error.message;

  describe('accepting the terms', () => {
    it('is for the adopter of an accepted request, once, and keeps the terms as read', async () => {
      const pending = await acceptedRequest(15000, false);
      const notYet = await acceptTerms(pending.id);
      expect(notYet.statusCode).toBe(409);
      expect(messageOf(notYet)).toBe(adoptionTexts.termsOnlyAccepted);

      const { id } = await acceptedRequest(15000);
      expect((await post(`/api/adoptionUsers/${id}/accept-terms`, undefined)).statusCode).toBe(401);
      for (const by of [owner, other, admin]) {
        const refused = await acceptTerms(id, by);
        expect(refused.statusCode).toBe(403);
        expect(messageOf(refused)).toBe(adoptionTexts.onlyAdopterCompletes);
      }
      expect((await acceptTerms(id, banned)).statusCode).toBe(403);
      expect((await acceptTerms('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await acceptTerms('nope')).statusCode).toBe(404);

      const first = await acceptTerms(id);
      expect(first.statusCode).toBe(200);
      expect(json(first)).toEqual({ modifiedCount: 1 });
      expect(json(await acceptTerms(id))).toEqual({ modifiedCount: 0 });

      // A later edit of the owner's terms changes nothing the adopter agreed to.
      await t.handle.db
        .update(applicationSettings)
        .set({ terms: 'Something else.' })
        .where(eq(applicationSettings.userId, owner.id));
      const [row] = await t.handle.db
        .select({ acceptedTerms: adoptionRequests.acceptedTerms })
        .from(adoptionRequests)
        .where(eq(adoptionRequests.id, id));
      await t.handle.db
        .update(applicationSettings)
        .set({ terms: TERMS })
        .where(eq(applicationSettings.userId, owner.id));
      expect(row?.acceptedTerms).toBe(TERMS);
      const request = await sentRequest(id);
      expect(request).toMatchObject({ adoptionFee: 150, feePaid: false });
      expect(Date.parse(request?.termsAcceptedAt ?? '')).not.toBeNaN();
      // With a fee still to pay, the adoption is not complete yet.
      const told = await noticesOf(owner.id, 'adoptionCompleted');
      expect(told.filter((notice) => notice.title.includes(request?.petName ?? '?'))).toEqual([]);
    });

    it('completes an adoption without a fee, and tells the owner', async () => {
      const { id, petName } = await acceptedRequest(0);
      expect(json(await acceptTerms(id))).toEqual({ modifiedCount: 1 });
      const text = notificationTexts.adoptionCompleted(petName, 'Ava Adopter', null);
      expect(await noticesOf(owner.id, 'adoptionCompleted')).toContainEqual({
        ...text,
        link: '/dashboard/petAdoptor',
      });
      expect(json(await acceptTerms(id))).toEqual({ modifiedCount: 0 });
      const once = await noticesOf(owner.id, 'adoptionCompleted');
      expect(once.filter((notice) => notice.title === text.title)).toHaveLength(1);

      // Nothing to pay: no intent.
      const intent = await feeIntent(id);
      expect(intent.statusCode).toBe(409);
      expect(messageOf(intent)).toBe(adoptionTexts.noFee);
      const intents = await t.handle.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.adoptionRequestId, id));
      expect(intents).toEqual([]);
    });
  });

  describe('a fee intent', () => {
    it('is for the accepted adopter only, after the terms', async () => {
      const pending = await acceptedRequest(15000, false);
      const early = await feeIntent(pending.id);
      expect(early.statusCode).toBe(409);
      expect(messageOf(early)).toBe(adoptionTexts.feeOnlyAccepted);

      const { id } = await acceptedRequest(15000);
      const termsFirst = await feeIntent(id);
      expect(termsFirst.statusCode).toBe(409);
      expect(messageOf(termsFirst)).toBe(adoptionTexts.termsFirst);
      expect((await acceptTerms(id)).statusCode).toBe(200);

      expect((await post(`/api/adoptionUsers/${id}/fee-intent`, undefined)).statusCode).toBe(401);
      expect((await feeIntent(id, banned)).statusCode).toBe(403);
      for (const by of [owner, other, admin]) {
        const refused = await feeIntent(id, by);
        expect(refused.statusCode).toBe(403);
        expect(messageOf(refused)).toBe(adoptionTexts.onlyAdopterCompletes);
      }
      expect((await feeIntent('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

      // No body, or an empty object, as the card form sends.
      const answer = await feeIntent(id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect((await feeIntent(id, adopter, {})).statusCode).toBe(200);
      const { clientSecret, paymentIntentId } = json<{
        clientSecret: string;
        paymentIntentId: string;
      }>(answer);
      expect(clientSecret.startsWith(`${paymentIntentId}_secret_`)).toBe(true);
      const [row] = await t.handle.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, paymentIntentId));
      expect(row).toMatchObject({
        amountCents: 15000,
        currency: 'usd',
        campaignId: null,
        adoptionRequestId: id,
        payerId: adopter.id,
        provider: 'test',
      });
    });

    it('is refused once the fee was charged or paid, and the card step charges once', async () => {
      const { id } = await acceptedRequest(4000);
      expect((await acceptTerms(id)).statusCode).toBe(200);
      const first = await newFeeIntent(id);
      // A second tab: another intent for the same fee.
      const second = json<{ clientSecret: string }>(
        await t.app.inject({
          method: 'POST',
          url: `/api/adoptionUsers/${id}/fee-intent`,
          headers: { ...bearer(adopter.token), 'idempotency-key': 'second tab' },
        }),
      );
      expect((await confirm(first.clientSecret)).statusCode).toBe(200);
      // Charged, not recorded yet: a second card must not pay it again.
      const twice = await confirm(second.clientSecret);
      expect(twice.statusCode).toBe(409);
      expect(messageOf(twice)).toBe(adoptionTexts.feeAlreadyPaid);
      const charged = await feeIntent(id);
      expect(charged.statusCode).toBe(409);
      expect(messageOf(charged)).toBe(adoptionTexts.feeAlreadyPaid);

      expect((await feePayment(id, first.paymentIntentId)).statusCode).toBe(201);
      const paid = await feeIntent(id);
      expect(paid.statusCode).toBe(409);
      expect(messageOf(paid)).toBe(adoptionTexts.feeAlreadyPaid);
    });

    it('is not charged once the request is no longer accepted', async () => {
      const { id } = await acceptedRequest(2500);
      expect((await acceptTerms(id)).statusCode).toBe(200);
      const { clientSecret } = await newFeeIntent(id);
      await t.handle.db
        .update(adoptionRequests)
        .set({ status: 'cancelled' })
        .where(eq(adoptionRequests.id, id));
      const refused = await confirm(clientSecret);
      expect(refused.statusCode).toBe(409);
      expect(messageOf(refused)).toBe(adoptionTexts.feeOnlyAccepted);
      expect((await confirm(clientSecret, other)).statusCode).toBe(403);
    });
  });

  describe('a fee payment', () => {
    it('is recorded once as a fee, completes the adoption and sends the receipt', async () => {
      const { id, petName } = await acceptedRequest(15000);
      const { transactionId, insertedId } = await payFee(id);
      const [row] = await t.handle.db.select().from(payments).where(eq(payments.id, insertedId));
      expect(row).toMatchObject({
        kind: 'fee',
        campaignId: null,
        adoptionRequestId: id,
        petName,
        payerId: adopter.id,
        amountCents: 15000,
        status: 'succeeded',
        transactionId,
      });
      expect(await sentRequest(id)).toMatchObject({ feePaid: true, adoptionFee: 150 });

      const again = await Promise.all([
        feePayment(id, transactionId),
        feePayment(id, transactionId),
      ]);
      for (const response of again) {
        expect(response.statusCode).toBe(200);
        expect(json(response)).toEqual({ paymentResult: { insertedId } });
      }
      const rows = await t.handle.db
        .select()
        .from(payments)
        .where(eq(payments.adoptionRequestId, id));
      expect(rows).toHaveLength(1);

      expect(await noticesOf(owner.id, 'adoptionCompleted')).toContainEqual({
        ...notificationTexts.adoptionCompleted(petName, 'Ava Adopter', '$150'),
        link: '/dashboard/petAdoptor',
      });
      const receipts = await noticesOf(adopter.id, 'adoptionFeeReceipt');
      const receipt = notificationTexts.adoptionFeeReceipt(
        petName,
        '$150',
        receiptCode(insertedId),
      );
      expect(receipts.filter((notice) => notice.title === receipt.title)).toEqual([
        { ...receipt, link: '/dashboard/paymentHistory' },
      ]);
      expect(receipt.body).toContain(insertedId.slice(0, 8).toUpperCase());
    });

    it('records nothing forged, foreign or unconfirmed', async () => {
      const { id } = await acceptedRequest(3000);
      expect((await acceptTerms(id)).statusCode).toBe(200);
      const { clientSecret, paymentIntentId } = await newFeeIntent(id);

      const unconfirmed = await feePayment(id, paymentIntentId);
      expect(unconfirmed.statusCode).toBe(409);
      expect(messageOf(unconfirmed)).toBe(NOT_CONFIRMED_MESSAGE);
      expect((await confirm(clientSecret)).statusCode).toBe(200);

      const unknown = await feePayment(id, 'pi_test_000000000000000000000000');
      expect(unknown.statusCode).toBe(400);
      expect(json<ErrorAnswer>(unknown).error.fields).toEqual({
        transactionId: adoptionTexts.feeUnknownPayment,
      });
      const stranger = await feePayment(id, paymentIntentId, other);
      expect(stranger.statusCode).toBe(403);
      expect(messageOf(stranger)).toBe(adoptionTexts.onlyAdopterCompletes);

      // Another request's fee, and a donation, are not this fee.
      const elsewhere = await acceptedRequest(3000);
      const moved = await feePayment(elsewhere.id, paymentIntentId);
      expect(moved.statusCode).toBe(400);
      expect(json<ErrorAnswer>(moved).error.fields).toEqual({
        transactionId: adoptionTexts.feeOtherPayment,
      });
      const campaign = await post('/api/campaigns', owner, campaignBody());
      const campaignId = json<{ insertedId: string }>(campaign).insertedId;
      const gift = json<{ clientSecret: string; paymentIntentId: string }>(
        await post('/api/create-payment-intent', adopter, { campaignId, price: 30 }),
      );
      expect((await confirm(gift.clientSecret)).statusCode).toBe(200);
      const asFee = await feePayment(id, gift.paymentIntentId);
      expect(asFee.statusCode).toBe(400);
      expect(json<ErrorAnswer>(asFee).error.fields).toEqual({
        transactionId: adoptionTexts.feeOtherPayment,
      });
      // Nor is a fee a donation.
      const asGift = await post('/api/payments', adopter, {
        campaignId,
        transactionId: paymentIntentId,
        price: 30,
      });
      expect(asGift.statusCode).toBe(400);
      expect(json<ErrorAnswer>(asGift).error.fields).toEqual({
        campaignId: OTHER_CAMPAIGN_MESSAGE,
      });
      expect(
        await t.handle.db
          .select()
          .from(payments)
          .where(eq(payments.transactionId, paymentIntentId)),
      ).toEqual([]);
      expect(await sentRequest(id)).toMatchObject({ feePaid: false });
    });

    it('never counts toward a campaign, and shows in payment history as a fee', async () => {
      const campaign = await post('/api/campaigns', owner, campaignBody({ petName: 'Biscuit' }));
      const campaignId = json<{ insertedId: string }>(campaign).insertedId;
      const gift = json<{ clientSecret: string; paymentIntentId: string }>(
        await post('/api/create-payment-intent', adopter, { campaignId, price: 20 }),
      );
      expect((await confirm(gift.clientSecret)).statusCode).toBe(200);
      const donated = await post('/api/payments', adopter, {
        campaignId,
        transactionId: gift.paymentIntentId,
        price: 20,
      });
      expect(donated.statusCode).toBe(201);
      const readCampaign = async () =>
        json<Campaign>(await t.app.inject({ method: 'GET', url: `/api/campaigns/${campaignId}` }));
      const before = await readCampaign();
      expect(before).toMatchObject({ donatedTotal: 20, donorCount: 1 });

      const { id, petName } = await acceptedRequest(9950);
      const { insertedId } = await payFee(id);
      expect(await readCampaign()).toMatchObject({
        donatedTotal: before.donatedTotal,
        donorCount: before.donorCount,
      });
      const donators = await t.app.inject({
        method: 'GET',
        url: `/api/campaigns/${campaignId}/donators`,
      });
      expect(donators.body).not.toContain('99.5');

      const history = json<Payment[]>(
        await t.app.inject({
          method: 'GET',
          url: '/api/payments?limit=100',
          headers: bearer(adopter.token),
        }),
      );
      expect(history.find((payment) => payment._id === insertedId)).toMatchObject({
        kind: 'fee',
        campaignId: '',
        adoptionRequestId: id,
        petName,
        price: 99.5,
        email: adopter.email,
        status: 'succeeded',
      });
      expect(
        history.find((payment) => payment.transactionId === gift.paymentIntentId),
      ).toMatchObject({
        kind: 'donation',
        campaignId,
        adoptionRequestId: null,
        petName: 'Biscuit',
        price: 20,
      });
      const filtered = json<Payment[]>(
        await t.app.inject({
          method: 'GET',
          url: `/api/payments?campaignId=${campaignId}`,
          headers: bearer(admin.token),
        }),
      );
      expect(filtered.map((payment) => payment.kind)).toEqual(['donation']);
    });
  });

  describe('a fee refund', () => {
    it('is an admin’s, reopens the fee and says so in the audit log', async () => {
      const { id, petName } = await acceptedRequest(6000);
      const { insertedId } = await payFee(id);
      const refund = (by: SignedInUser) =>
        t.app.inject({
          method: 'POST',
          url: `/api/payments/${insertedId}/refund`,
          headers: bearer(by.token),
        });
      expect((await refund(adopter)).statusCode).toBe(403);
      expect((await refund(owner)).statusCode).toBe(403);
      const done = await refund(admin);
      expect(done.statusCode, done.body).toBe(200);
      expect(json(done)).toEqual({ modifiedCount: 1 });
      expect((await refund(admin)).statusCode).toBe(409);

      const [row] = await t.handle.db.select().from(payments).where(eq(payments.id, insertedId));
      expect(row?.status).toBe('refunded');
      expect(await sentRequest(id)).toMatchObject({ feePaid: false });
      const [entry] = await t.handle.db
        .select({ label: auditEntries.targetLabel })
        .from(auditEntries)
        .where(eq(auditEntries.targetId, insertedId));
      expect(entry?.label).toBe(`$60 from ${adopter.email}: the adoption fee for ${petName}`);

      // Owed again: the adopter may pay it once more.
      const { clientSecret, paymentIntentId } = await newFeeIntent(id);
      expect((await confirm(clientSecret)).statusCode).toBe(200);
      expect((await feePayment(id, paymentIntentId)).statusCode).toBe(201);
      expect(await sentRequest(id)).toMatchObject({ feePaid: true });
    });
  });
});
