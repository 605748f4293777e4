import { texts } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../db/schema';
import { campaignBody } from '../../test/fixtures';
import {
  bearer,
  createUser,
  json,
  promote,
  testDatabases,
  useTestApp,
  type SignedInUser,
} from '../../test/helpers';
import { titleOf, visibleHtml, WEB_DIST_DIR } from '../../test/html';
import { asHtml, cookiesOf, pageForms } from '../../test/page-forms';
import { ALREADY_REFUNDED_MESSAGE } from '../features/payments/payment-messages';

/**
 * Payment history's Refund sent the browser's own way (before the page's scripts have run, or
 * without them): an admin's, after its confirmation page.
 */

const TABLE = '/dashboard/paymentHistory';
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' };

describe.each(testDatabases)('Payment history without JavaScript, on %s', (database) => {
  const t = useTestApp({ database, config: { webDistDir: WEB_DIST_DIR } });
  const { post, open, postAndFollow } = pageForms(t);
  let owner: SignedInUser;
  let donor: SignedInUser;
  let admin: SignedInUser;
  let campaignId: string;

  beforeAll(async () => {
    owner = await createUser(t.app, { name: 'Olive Owner' });
    donor = await createUser(t.app, { name: 'Dana Donor' });
    admin = await createUser(t.app, { name: 'Ada Admin' });
    await promote(t.handle, admin.id);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(owner.token),
      payload: campaignBody({ petName: 'Biscuit' }),
    });
    campaignId = json<{ insertedId: string }>(created).insertedId;
  });

  /** A donation as the payment screen makes it: intent, card, record. */
  async function donate(price: number) {
    const call = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(donor.token), payload });
    const intent = json<{ clientSecret: string; paymentIntentId: string }>(
      await call('/api/create-payment-intent', { campaignId, price }),
    );
    const confirmed = await call('/api/test-provider/confirm', {
      clientSecret: intent.clientSecret,
      name: 'Dana Donor',
      email: donor.email,
      ...GOOD_CARD,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const recorded = await call('/api/payments', {
      campaignId,
      transactionId: intent.paymentIntentId,
      price,
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    return json<{ paymentResult: { insertedId: string } }>(recorded).paymentResult.insertedId;
  }

  const statusOf = async (id: string) => {
    const [row] = await t.handle.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.id, id));
    return row?.status;
  };

  it('arrives with every payment for an admin, each Refund a form of its own', async () => {
    const id = await donate(12);
    const html = visibleHtml((await open(TABLE, cookiesOf(admin.cookie))).body);
    expect(html).toContain(donor.email);
    expect(html).toContain(
      `<input type="hidden" name="intent" value="refund"/><input type="hidden" name="id" value="${id}"/><button`,
    );
  });

  it('asks first on a page of its own, then refunds on its Yes and says so', async () => {
    const id = await donate(25);
    const cookies = cookiesOf(admin.cookie);
    const asked = await post(TABLE, { intent: 'refund', id }, { cookies });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(`${TABLE}?confirm=refund&id=${id}`);
    expect(await statusOf(id)).toBe('succeeded');

    const html = visibleHtml((await open(asked.headers.location as string, cookies)).body);
    expect(titleOf(html)).toBe(texts.titles.dashboardScreen(texts.confirmRefund.title));
    expect(html).toContain(asHtml(texts.confirmRefund.text('$25', donor.email)));
    expect(html).toContain(`>${texts.confirmRefund.confirm}</button>`);
    expect(html).toMatch(new RegExp(`<a class="btn btn-ghost" autofocus="" href="${TABLE}"`));

    const { sent, landed } = await postAndFollow(
      TABLE,
      { intent: 'refund', id, confirmed: 'yes' },
      cookies,
    );
    expect(sent.headers.location).toBe(TABLE);
    expect(visibleHtml(landed?.body ?? '')).toContain(texts.dashboard.refunded('$25', donor.email));
    expect(await statusOf(id)).toBe('refunded');
  });

  it("asks about a campaign's payment on that campaign's donations, and comes back to them", async () => {
    const id = await donate(14);
    const cookies = cookiesOf(admin.cookie);
    const donations = `${TABLE}?campaign=${campaignId}`;
    const asked = await post(donations, { intent: 'refund', id }, { cookies });
    expect(asked.headers.location).toBe(`${donations}&confirm=refund&id=${id}`);
    const html = visibleHtml((await open(asked.headers.location as string, cookies)).body);
    expect(html).toContain(asHtml(texts.confirmRefund.text('$14', donor.email)));
    expect(html).toContain(`<form action="${donations.replace('&', '&amp;')}" method="post">`);

    const { sent, landed } = await postAndFollow(
      donations,
      { intent: 'refund', id, confirmed: 'yes' },
      cookies,
    );
    expect(sent.headers.location).toBe(donations);
    const back = visibleHtml(landed?.body ?? '');
    expect(back).toContain(texts.dashboard.refunded('$14', donor.email));
    expect(back).toContain('Donations for Biscuit');
    expect(await statusOf(id)).toBe('refunded');
  });

  it('says a payment already refunded is, on the table', async () => {
    const id = await donate(7);
    const cookies = cookiesOf(admin.cookie);
    await postAndFollow(TABLE, { intent: 'refund', id, confirmed: 'yes' }, cookies);
    const again = await post(TABLE, { intent: 'refund', id, confirmed: 'yes' }, { cookies });
    expect(again.statusCode).toBe(400);
    expect(visibleHtml(again.body)).toMatch(
      new RegExp(
        `<p role="alert" class="alert alert-error" tabindex="-1" autofocus="">${ALREADY_REFUNDED_MESSAGE}</p>`,
      ),
    );
  });

  it("gives anyone but an admin the API's refusal, refunding nothing", async () => {
    const id = await donate(9);
    const cookies = cookiesOf(donor.cookie);
    // No question for them…
    const page = visibleHtml((await open(`${TABLE}?confirm=refund&id=${id}`, cookies)).body);
    expect(page).not.toContain(texts.confirmRefund.confirm);
    // …and the API's sentence for a 'Yes' sent anyway.
    const answer = await post(TABLE, { intent: 'refund', id, confirmed: 'yes' }, { cookies });
    expect(answer.statusCode).toBe(400);
    expect(visibleHtml(answer.body)).toContain('Only administrators can do this.');
    expect(await statusOf(id)).toBe('succeeded');
  });

  it('refuses a refund sent from another site, changing nothing', async () => {
    const id = await donate(11);
    const answer = await post(
      TABLE,
      { intent: 'refund', id, confirmed: 'yes' },
      { cookies: cookiesOf(admin.cookie), headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(answer.statusCode).toBe(403);
    expect(await statusOf(id)).toBe('succeeded');
  });
});
