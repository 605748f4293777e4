import {
  LEDGER_RECEIPT_PREFIX,
  type Payment,
  type Receipt,
  type Statement,
  texts,
} from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import {
  bearer,
  createCampaign,
  createUser,
  giveByTestCard,
  json,
  noticesOf,
  type SignedInUser,
  testDatabases,
  useCast,
  useTestApp,
} from '../../../test/helpers';

describe.each(testDatabases)('gift receipts on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, admin } = useCast(t);
  let donor: SignedInUser;

  beforeAll(async () => {
    donor = await createUser(t.app, { name: 'Dana Donor' });
  });

  const codeOf = async (paymentId: string) => {
    const [row] = await t.handle.db
      .select({ code: payments.receiptCode })
      .from(payments)
      .where(eq(payments.id, paymentId));
    return row?.code ?? '';
  };
  const receipt = (code: string) => t.app.inject({ method: 'GET', url: `/api/receipts/${code}` });

  it('are sent to the donor once, and open by their code alone', async () => {
    const campaignId = await createCampaign(t.app, owner);
    const paymentId = await giveByTestCard(t.app, donor, campaignId, 25);
    const code = await codeOf(paymentId);
    expect(code).toMatch(/^[0-9a-f]{32}$/);

    const notices = await noticesOf(t.app, donor, 'donationReceipt');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.link).toBe(`/receipts/${code}`);
    expect(notices[0]?.title).toContain('$25');
    expect(notices[0]?.body).toContain(`Receipt ${code.slice(0, LEDGER_RECEIPT_PREFIX)}`);
    // The same gift recorded again (a second submit) sends nothing more.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(donor.token),
      payload: {
        campaignId,
        price: 25,
        transactionId: (
          await t.handle.db
            .select({ id: payments.transactionId })
            .from(payments)
            .where(eq(payments.id, paymentId))
        )[0]?.id,
      },
    });
    expect(again.statusCode).toBe(200);
    expect(await noticesOf(t.app, donor, 'donationReceipt')).toHaveLength(1);

    const response = await receipt(code);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const answer = json<Receipt>(response);
    expect(answer.campaign._id).toBe(campaignId);
    expect(Date.parse(answer.date)).not.toBeNaN();
    expect(answer).toEqual({
      code,
      campaign: answer.campaign,
      pet: null,
      amount: 25,
      feeCovered: 0,
      date: answer.date,
      donor: 'Dana Donor',
      status: 'succeeded',
      refunded: 0,
      frequency: 'once',
      shelter: null,
    });
    expect(response.body).not.toContain(donor.email);

    // The donor's payment history carries the whole code.
    const history = await t.app.inject({
      method: 'GET',
      url: '/api/payments',
      headers: bearer(donor.token),
    });
    expect(json<Payment[]>(history).find((payment) => payment._id === paymentId)).toMatchObject({
      receiptCode: code,
      frequency: 'once',
    });
  });

  it('name an anonymous donor "Anonymous", and show a refund', async () => {
    const campaignId = await createCampaign(t.app, owner);
    const paymentId = await giveByTestCard(t.app, donor, campaignId, 10, { anonymous: true });
    const code = await codeOf(paymentId);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/payments/${paymentId}/refund`,
      headers: bearer(admin.token),
    });
    expect(refunded.statusCode).toBe(200);
    const response = await receipt(code);
    expect(json<Receipt>(response)).toMatchObject({
      donor: texts.donation.anonymousDonor,
      status: 'refunded',
      refunded: 10,
    });
    expect(response.body).not.toContain('Dana Donor');
    expect(response.body).not.toContain(donor.email);
  });

  it('carry the shelter’s details once an admin has set them', async () => {
    const campaignId = await createCampaign(t.app, owner);
    const code = await codeOf(await giveByTestCard(t.app, donor, campaignId, 5));
    const details = { name: 'Hillside Rescue', charityNumber: 'CH-1234', taxSentence: 'No goods.' };
    const put = (by: SignedInUser, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/shelter-details',
        headers: bearer(by.token),
        payload,
      });
    expect((await put(owner, details)).statusCode).toBe(403);
    const tooLong = await put(admin, { ...details, name: 'x'.repeat(121) });
    expect(tooLong.statusCode).toBe(400);
    expect(json<{ error: { fields: Record<string, string> } }>(tooLong).error.fields).toEqual({
      name: 'Shelter name can be at most 120 characters.',
    });
    expect(json(await put(admin, details))).toEqual(details);
    expect(json(await t.app.inject({ method: 'GET', url: '/api/shelter-details' }))).toEqual(
      details,
    );
    expect(json<Receipt>(await receipt(code)).shelter).toEqual({
      name: 'Hillside Rescue',
      charityNumber: 'CH-1234',
      taxSentence: 'No goods.',
    });
    // Emptied again, receipts carry none.
    await put(admin, { name: '', charityNumber: '', taxSentence: '' });
    expect(json<Receipt>(await receipt(code)).shelter).toBeNull();
  });

  it('add up to a yearly statement of the donor’s own gifts', async () => {
    const giver = await createUser(t.app, { name: 'Yara Yearly' });
    const campaignId = await createCampaign(t.app, owner);
    await giveByTestCard(t.app, giver, campaignId, 25);
    const refundedId = await giveByTestCard(t.app, giver, campaignId, 10);
    await giveByTestCard(t.app, donor, campaignId, 99);
    await t.app.inject({
      method: 'POST',
      url: `/api/payments/${refundedId}/refund`,
      headers: bearer(admin.token),
    });
    const year = new Date().getUTCFullYear();
    const statement = (by: SignedInUser | undefined, asked: string | number) =>
      t.app.inject({
        method: 'GET',
        url: `/api/statements/${asked}`,
        headers: by === undefined ? {} : bearer(by.token),
      });

    const mine = json<Statement>(await statement(giver, year));
    expect(mine.donor).toEqual({ name: 'Yara Yearly', email: giver.email });
    expect(mine.gifts.map(({ amount, refunded }) => ({ amount, refunded }))).toEqual([
      { amount: 25, refunded: 0 },
      { amount: 10, refunded: 10 },
    ]);
    expect(mine.total).toBe(25);
    expect(json<Statement>(await statement(giver, year - 1)).gifts).toEqual([]);
    expect((await statement(undefined, year)).statusCode).toBe(401);
    for (const bad of ['twenty', '1999', '20261']) {
      expect((await statement(giver, bad)).statusCode, bad).toBe(400);
    }
  });

  it('answer 404 for a code that opens nothing', async () => {
    for (const code of ['0'.repeat(32), 'not-a-code', 'ABCDEF'.repeat(6)]) {
      const response = await receipt(code);
      expect(response.statusCode, code).toBe(404);
      expect(json(response)).toEqual({
        error: { code: 'NOT_FOUND', message: 'Receipt was not found.' },
      });
    }
  });
});
