import type {
  AuditEntry,
  MonthlyGift,
  MonthlyGiftChange,
  Payment,
  Receipt,
} from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { payments } from '../../db/schema';
import {
  bearer,
  createCampaign,
  createUser,
  giveByTestCard,
  json,
  manageCodeOf,
  promote,
  type SignedInUser,
  testDatabases,
} from '../../../test/helpers';
import { visibleHtml, WEB_DIST_DIR } from '../../../test/html';
import { linkIn, MAIL_PUBLIC_URL, useMailingApp } from '../../../test/mailing-app';
import { asHtml, pageForms } from '../../../test/page-forms';

/** How long a test waits for an e-mail to arrive, as `mailTo` does. */
const MAIL_WAIT = { timeout: 15_000, interval: 50 };

const DAY_MS = 24 * 60 * 60_000;

describe.each(testDatabases)('changing a monthly gift on %s', { timeout: 60_000 }, (database) => {
  const t = useMailingApp(database, { webDistDir: WEB_DIST_DIR });
  const pages = pageForms(t);

  async function monthlyGift(amount = 25) {
    const owner = await createUser(t.app);
    const campaignId = await createCampaign(t.app, owner);
    const donor = await createUser(t.app, { name: 'Dora Donor' });
    const paymentId = await giveByTestCard(t.app, donor, campaignId, amount, {
      frequency: 'monthly',
    });
    return {
      owner,
      donor,
      campaignId,
      paymentId,
      code: await manageCodeOf(t.app, donor, paymentId),
    };
  }

  const read = (code: string, by?: SignedInUser) =>
    t.app.inject({ url: `/api/gifts/manage/${code}`, ...(by && { headers: bearer(by.token) }) });
  const send = (code: string, path: string, payload?: object, by?: SignedInUser) =>
    t.app.inject({
      method: path === '' ? 'PATCH' : 'POST',
      url: `/api/gifts/manage/${code}${path}`,
      ...(payload && { payload }),
      ...(by && { headers: bearer(by.token) }),
    });
  const codeIn = (change: MonthlyGiftChange) => change.manageLink.split('/').at(-1) ?? '';
  const changedMail = 'Your monthly gift was changed';

  it('keeps the manage link off the receipt; it reaches the donor in the e-mail and their history', async () => {
    const { donor, paymentId, code } = await monthlyGift();
    const [row] = await t.handle.db
      .select({ receiptCode: payments.receiptCode })
      .from(payments)
      .where(eq(payments.id, paymentId));
    const receipt = await t.app.inject({ url: `/api/receipts/${row?.receiptCode ?? ''}` });
    expect(receipt.statusCode).toBe(200);
    expect(json<Receipt>(receipt).frequency).toBe('monthly');
    expect(receipt.body).not.toContain(code);
    expect(receipt.body).not.toContain('/gifts/manage');

    const mail = await t.mailTo(donor.email, 'Receipt: your monthly gift of $25 for Biscuit');
    expect(mail.text).toContain(
      `Manage your monthly gift: change its amount, skip a month, pause or cancel it. ${MAIL_PUBLIC_URL}/gifts/manage/${code}`,
    );
    expect(mail.html).toContain(`href="${MAIL_PUBLIC_URL}/gifts/manage/${code}"`);
    expect(mail.text).toContain(`${MAIL_PUBLIC_URL}/receipts/${row?.receiptCode ?? ''}`);

    // An admin reading every payment is not handed the donor's link.
    const admin = await createUser(t.app);
    await promote(t.handle, admin.id);
    const all = json<Payment[]>(
      await t.app.inject({ url: '/api/payments?limit=100', headers: bearer(admin.token) }),
    );
    expect(all.find((payment) => payment._id === paymentId)?.manageLink).toBeNull();
  });

  it('raises the amount only once the donor confirms it from their e-mail', async () => {
    const { donor, code } = await monthlyGift();
    const asked = await send(code, '', { amount: 100000 });
    expect(asked.statusCode, asked.body).toBe(202);
    const pending = json<MonthlyGiftChange>(asked);
    expect(pending).toMatchObject({ confirmationSent: true, gift: { amount: 25 } });
    expect(pending.message).toContain('We e-mailed the donor a link to confirm this change');
    expect(json<MonthlyGift>(await read(code)).amount).toBe(25);

    const mail = await t.mailTo(donor.email, 'Confirm the change to your monthly gift');
    expect(mail.text).toContain('from $25 to $100,000 a month');
    const { token } = linkIn(mail, '/gifts/confirm');
    // Opening the link changes nothing: its page asks first.
    const preview = await t.app.inject({ url: `/api/gifts/changes?token=${token}` });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(json<{ description: string }>(preview).description).toBe(
      'Raise your monthly gift for Biscuit from $25 to $100,000 a month, from the next charge on.',
    );
    expect(json<MonthlyGift>(await read(code)).amount).toBe(25);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/gifts/changes',
      payload: { token },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const done = json<MonthlyGiftChange>(confirmed);
    expect(done.gift.amount).toBe(100000);
    // The code is replaced: the old link opens nothing now.
    expect(codeIn(done)).not.toBe(code);
    expect((await read(code)).statusCode).toBe(404);
    expect(json<MonthlyGift>(await read(codeIn(done))).amount).toBe(100000);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/gifts/changes',
      payload: { token },
    });
    expect(again.statusCode).toBe(400);
  });

  it('asks on the confirmation page, and changes the gift only on its button, without scripts', async () => {
    const { donor, code } = await monthlyGift();
    const asked = await pages.post(`/gifts/manage/${code}`, { change: 'amount', amount: '60' });
    expect(asked.statusCode, asked.body).toBe(302);
    expect(asked.headers.location).toBe(`/gifts/manage/${code}`);
    const { token } = linkIn(
      await t.mailTo(donor.email, 'Confirm the change to your monthly gift'),
      '/gifts/confirm',
    );

    const page = await pages.open(`/gifts/confirm?token=${encodeURIComponent(token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    const html = visibleHtml(page.body);
    expect(html).toContain(
      asHtml(
        'Raise your monthly gift for Biscuit from $25 to $60 a month, from the next charge on.',
      ),
    );
    expect(html).toContain('Confirm the change');
    expect(json<MonthlyGift>(await read(code)).amount).toBe(25);

    const pressed = await pages.post(`/gifts/confirm?token=${encodeURIComponent(token)}`, {
      token,
    });
    expect(pressed.statusCode, pressed.body).toBe(200);
    expect(visibleHtml(pressed.body)).toContain(
      asHtml('Done. From the next charge on, you give $60 each month.'),
    );
    expect((await read(code)).statusCode).toBe(404);
    const again = await pages.post(`/gifts/confirm?token=${encodeURIComponent(token)}`, { token });
    expect(visibleHtml(again.body)).toContain(asHtml('This link does not work any more'));
  });

  it('moves the gift at once for its donor signed in, and only by confirmation for anyone else', async () => {
    const { donor, code } = await monthlyGift();
    const owner = await createUser(t.app);
    const elsewhere = await createCampaign(t.app, owner);
    const stranger = await createUser(t.app);

    const byStranger = await send(code, '/move', { campaignId: elsewhere }, stranger);
    expect(byStranger.statusCode, byStranger.body).toBe(202);
    expect(json<MonthlyGift>(await read(code)).campaign._id).not.toBe(elsewhere);

    const byDonor = await send(code, '/move', { campaignId: elsewhere }, donor);
    expect(byDonor.statusCode, byDonor.body).toBe(200);
    expect(json<MonthlyGiftChange>(byDonor).gift.campaign._id).toBe(elsewhere);
    const raised = await send(codeIn(json<MonthlyGiftChange>(byDonor)), '', { amount: 40 }, donor);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(json<MonthlyGiftChange>(raised).gift.amount).toBe(40);
  });

  it('skips, pauses, lowers and cancels from the link alone, each e-mailed with a link that undoes it', async () => {
    const { donor, code } = await monthlyGift(30);
    const skipped = await send(code, '/skip');
    expect(skipped.statusCode, skipped.body).toBe(200);
    const afterSkip = json<MonthlyGiftChange>(skipped);

    const told = await t.mailTo(donor.email, changedMail);
    expect(told.text).toContain('Your monthly gift for Biscuit skips a month');
    expect(told.text).toContain(`${MAIL_PUBLIC_URL}${afterSkip.manageLink}`);
    expect(told.headers.has('list-unsubscribe')).toBe(false);
    const undoSkip = linkIn(told, '/gifts/undo');

    const lowered = await send(codeIn(afterSkip), '', { amount: 10 });
    expect(lowered.statusCode, lowered.body).toBe(200);
    const afterLower = json<MonthlyGiftChange>(lowered);
    expect(afterLower.gift.amount).toBe(10);
    // A change since the skip: its undo would write over the new amount, so it is refused.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/gifts/undo',
      payload: { token: undoSkip.token },
    });
    expect(stale.statusCode, stale.body).toBe(409);

    const cancelled = await send(codeIn(afterLower), '/cancel');
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // Mails go out in batches side by side: the cancel's is found by what it says.
    const cancelMail = await vi.waitFor(() => {
      const found = t
        .mailsTo(donor.email, changedMail)
        .find((mail) => mail.text?.includes('is cancelled'));
      if (!found) throw new Error('The cancel has not been e-mailed yet');
      return found;
    }, MAIL_WAIT);
    const undoCancel = linkIn(cancelMail, '/gifts/undo');
    const preview = await t.app.inject({ url: `/api/gifts/undo?token=${undoCancel.token}` });
    expect(json<{ petName: string }>(preview).petName).toBe('Biscuit');
    const undone = await t.app.inject({
      method: 'POST',
      url: '/api/gifts/undo',
      payload: { token: undoCancel.token },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(json<MonthlyGiftChange>(undone).gift).toMatchObject({ status: 'active', amount: 10 });
    const undoneMail = await vi.waitFor(() => {
      const found = t
        .mailsTo(donor.email, changedMail)
        .find((mail) => mail.text?.includes('The change to your monthly gift was undone'));
      if (!found) throw new Error('The undo has not been e-mailed yet');
      return found;
    }, MAIL_WAIT);
    expect(undoneMail.text).not.toContain('/gifts/undo');
  });

  it('lets an undo link work for 7 days only', async () => {
    const { donor, code } = await monthlyGift();
    expect((await send(code, '/pause')).statusCode).toBe(200);
    const { token } = linkIn(await t.mailTo(donor.email, changedMail), '/gifts/undo');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 7 * DAY_MS + 60_000 });
    try {
      const late = await t.app.inject({
        method: 'POST',
        url: '/api/gifts/undo',
        payload: { token },
      });
      expect(late.statusCode).toBe(400);
    } finally {
      vi.useRealTimers();
    }
  });

  it('audits an admin opening or changing a donor’s gift by its link', async () => {
    const { code } = await monthlyGift();
    const admin = await createUser(t.app, { name: 'Ada Admin' });
    await promote(t.handle, admin.id);
    expect((await read(code, admin)).statusCode).toBe(200);
    const paused = await send(code, '/pause', undefined, admin);
    expect(paused.statusCode, paused.body).toBe(200);
    const log = json<AuditEntry[]>(
      await t.app.inject({ url: '/api/audit?limit=10', headers: bearer(admin.token) }),
    ).filter((entry) => entry.targetType === 'monthlyGift');
    expect(log.map((entry) => entry.action)).toEqual(['monthlyGift.change', 'monthlyGift.open']);
    expect(log[0]).toMatchObject({
      before: { status: 'active' },
      after: { status: 'paused' },
      targetLabel: 'Monthly gift of $25 for Biscuit',
    });
  });

  it('sends one donor at most three confirmation links a day', async () => {
    const { code } = await monthlyGift();
    for (const amount of [26, 27, 28]) {
      expect((await send(code, '', { amount })).statusCode).toBe(202);
    }
    const fourth = await send(code, '', { amount: 29 });
    expect(fourth.statusCode).toBe(429);
    expect(json<{ error: { message: string } }>(fourth).error.message).toMatch(
      /^The donor has been sent 3 confirmation links today already\./,
    );
  });
});
