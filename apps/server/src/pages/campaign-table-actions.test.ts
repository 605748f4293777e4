import { texts } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaigns, payments } from '../db/schema';
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
import { HAS_DONATIONS_MESSAGE } from '../features/campaigns/campaigns.service';

/**
 * The campaign tables' buttons sent the browser's own way (before the page's scripts have run,
 * or without them): Pause / Resume and Delete on My donation campaigns, Delete on All donation
 * campaigns.
 */

const MINE = '/dashboard/myDonationCampaign';
const ALL = '/dashboard/allDonations';

describe.each(testDatabases)('campaign tables without JavaScript, on %s', (database) => {
  const t = useTestApp({ database, config: { webDistDir: WEB_DIST_DIR } });
  const { post, open, postAndFollow } = pageForms(t);
  let owner: SignedInUser;
  let other: SignedInUser;
  let admin: SignedInUser;
  let paymentNumber = 0;

  beforeAll(async () => {
    owner = await createUser(t.app, { name: 'Olive Owner' });
    other = await createUser(t.app, { name: 'Otto Other' });
    admin = await createUser(t.app, { name: 'Ada Admin' });
    await promote(t.handle, admin.id);
  });

  async function addCampaign(petName: string) {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(owner.token),
      payload: campaignBody({ petName }),
    });
    expect(added.statusCode, added.body).toBe(201);
    return json<{ insertedId: string }>(added).insertedId;
  }

  const campaignRow = async (id: string) => {
    const [row] = await t.handle.db
      .select({ paused: campaigns.paused })
      .from(campaigns)
      .where(eq(campaigns.id, id));
    return row;
  };

  it("arrives with the creator's campaigns, Pause and Delete forms of their own", async () => {
    const id = await addCampaign('Pebble');
    const html = visibleHtml((await open(MINE, cookiesOf(owner.cookie))).body);
    expect(html).toContain('Pebble');
    expect(html).toContain(
      `<input type="hidden" name="intent" value="paused"/><input type="hidden" name="id" value="${id}"/><input type="hidden" name="paused" value="true"/>`,
    );
    expect(html).toContain(
      `<input type="hidden" name="intent" value="delete"/><input type="hidden" name="id" value="${id}"/><button`,
    );
  });

  it('pauses and resumes, saying so on the table', async () => {
    const id = await addCampaign('Rex');
    const cookies = cookiesOf(owner.cookie);
    const paused = await postAndFollow(MINE, { intent: 'paused', id, paused: 'true' }, cookies);
    expect(paused.sent.headers.location).toBe(MINE);
    expect(visibleHtml(paused.landed?.body ?? '')).toContain(
      texts.dashboard.campaignPaused('Rex', true),
    );
    expect(await campaignRow(id)).toEqual({ paused: true });
    const resumed = await postAndFollow(MINE, { intent: 'paused', id, paused: 'false' }, cookies);
    expect(visibleHtml(resumed.landed?.body ?? '')).toContain(
      texts.dashboard.campaignPaused('Rex', false),
    );
    expect(await campaignRow(id)).toEqual({ paused: false });
  });

  it('asks before deleting, on a page of its own, and deletes only on its Yes', async () => {
    const id = await addCampaign('Misty');
    const cookies = cookiesOf(owner.cookie);
    const asked = await post(MINE, { intent: 'delete', id }, { cookies });
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(`${MINE}?confirm=delete&id=${id}`);
    expect(await campaignRow(id)).toBeDefined();

    const html = visibleHtml((await open(`${MINE}?confirm=delete&id=${id}`, cookies)).body);
    expect(titleOf(html)).toBe(texts.titles.dashboardScreen('Delete the campaign for Misty?'));
    expect(html).toContain(`>${texts.confirmDelete.title}</h1>`);
    expect(html).toContain(asHtml(texts.confirmDelete.text));
    expect(html).toMatch(new RegExp(`<a class="btn btn-ghost" autofocus="" href="${MINE}"`));

    const { landed } = await postAndFollow(
      MINE,
      { intent: 'delete', id, confirmed: 'yes' },
      cookies,
    );
    expect(visibleHtml(landed?.body ?? '')).toContain(texts.dashboard.campaignDeleted('Misty'));
    expect(await campaignRow(id)).toBeUndefined();
  });

  it('keeps a campaign with donations, saying why on the table', async () => {
    const id = await addCampaign('Biscuit');
    paymentNumber += 1;
    await t.handle.db.insert(payments).values({
      campaignId: id,
      payerId: other.id,
      amountCents: 2500,
      transactionId: `pi_table_${database}_${paymentNumber}`,
      provider: 'test',
      status: 'succeeded',
    });
    const answer = await post(
      MINE,
      { intent: 'delete', id, confirmed: 'yes' },
      { cookies: cookiesOf(owner.cookie) },
    );
    expect(answer.statusCode).toBe(400);
    expect(visibleHtml(answer.body)).toMatch(
      new RegExp(
        `<p role="alert" class="alert alert-error" tabindex="-1" autofocus="">${HAS_DONATIONS_MESSAGE}</p>`,
      ),
    );
    expect(await campaignRow(id)).toBeDefined();
  });

  it("gives someone else the API's refusal, the campaign untouched", async () => {
    const id = await addCampaign('Coco');
    const rows: Record<string, string>[] = [
      { intent: 'delete', id, confirmed: 'yes' },
      { intent: 'paused', id, paused: 'true' },
    ];
    for (const fields of rows) {
      const answer = await post(MINE, fields, { cookies: cookiesOf(other.cookie) });
      expect(answer.statusCode, fields.intent).toBe(400);
      expect(visibleHtml(answer.body)).toContain(
        'Only the creator of this campaign or an administrator can do this.',
      );
    }
    expect(await campaignRow(id)).toEqual({ paused: false });
  });

  describe('All donation campaigns', () => {
    it("lets an admin delete anyone's campaign after the question", async () => {
      const id = await addCampaign('Shadow');
      const cookies = cookiesOf(admin.cookie);
      expect(visibleHtml((await open(ALL, cookies)).body)).toContain('Shadow');
      const asked = await post(ALL, { intent: 'delete', id }, { cookies });
      expect(asked.headers.location).toBe(`${ALL}?confirm=delete&id=${id}`);
      const question = visibleHtml((await open(asked.headers.location as string, cookies)).body);
      expect(titleOf(question)).toBe(
        texts.titles.dashboardScreen('Delete the campaign for Shadow?'),
      );
      const { landed } = await postAndFollow(
        ALL,
        { intent: 'delete', id, confirmed: 'yes' },
        cookies,
      );
      expect(visibleHtml(landed?.body ?? '')).toContain(texts.dashboard.campaignDeleted('Shadow'));
      expect(await campaignRow(id)).toBeUndefined();
    });

    it('sends anyone but an admin to the dashboard, deleting nothing', async () => {
      const id = await addCampaign('Pepper');
      const answer = await post(
        ALL,
        { intent: 'delete', id, confirmed: 'yes' },
        { cookies: cookiesOf(other.cookie) },
      );
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/dashboard/addPet');
      expect(await campaignRow(id)).toBeDefined();
    });
  });

  it("answers someone else's donators, or a deleted campaign's, with its status and sentence", async () => {
    const id = await addCampaign('Juniper');
    const refused = await open(`${MINE}?donators=${id}`, cookiesOf(other.cookie));
    expect(refused.statusCode).toBe(403);
    const html = visibleHtml(refused.body);
    expect(html).toContain('403 Forbidden');
    expect(html).toContain(
      asHtml('Only the creator of this campaign or an administrator can do this.'),
    );
    // Never a spinner that only a script would end.
    expect(html).not.toContain('Loading page');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/campaigns/${id}`,
      headers: bearer(owner.token),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const gone = await open(`${MINE}?donators=${id}`, cookiesOf(owner.cookie));
    expect(gone.statusCode).toBe(404);
    expect(visibleHtml(gone.body)).not.toContain('Loading page');
  });

  it('refuses a row sent from another site, changing nothing', async () => {
    const id = await addCampaign('Ziggy');
    const answer = await post(
      MINE,
      { intent: 'paused', id, paused: 'true' },
      { cookies: cookiesOf(owner.cookie), headers: { 'sec-fetch-site': 'cross-site' } },
    );
    expect(answer.statusCode).toBe(403);
    expect(await campaignRow(id)).toEqual({ paused: false });
  });
});
