import {
  CAMPAIGN_UPDATE_POSTED,
  CAMPAIGN_UPDATE_POSTED_IN_APP,
  type CampaignUpdate,
  type PostedCampaignUpdate,
} from '@pet-adoption/shared';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaignUpdates, outboxMails } from '../../db/schema';
import {
  bearer,
  createCampaign,
  createUser,
  giveByTestCard,
  json,
  noticesOf,
  OUTBOX_TABLE_MAILING,
  type SignedInUser,
  testDatabases,
  useCast,
  useTestApp,
} from '../../../test/helpers';

type FieldErrors = { error: { fields?: Record<string, string> } };

describe.each(testDatabases)('campaign updates on %s', (database) => {
  const t = useTestApp({ database, mailing: OUTBOX_TABLE_MAILING });
  const { owner, other, admin } = useCast(t);

  const post = (by: SignedInUser | undefined, campaignId: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/updates`,
      headers: by === undefined ? {} : bearer(by.token),
      payload,
    });

  it('are posted by the creator or an admin, read by anyone, and told to each donor once', async () => {
    const campaignId = await createCampaign(t.app, owner);
    const donor = await createUser(t.app, { name: 'Dee Donor' });
    await giveByTestCard(t.app, donor, campaignId, 5);
    await giveByTestCard(t.app, donor, campaignId, 6);
    const news = { title: 'Surgery went well', text: 'Biscuit is home and eating.' };

    expect((await post(undefined, campaignId, news)).statusCode).toBe(401);
    expect((await post(other, campaignId, news)).statusCode).toBe(403);
    const posted = await post(owner, campaignId, {
      ...news,
      image: '/uploads/0123456789abcdef0123456789abcdef-1600.webp',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(
      (await post(admin, campaignId, { title: 'Thank you', text: 'From us all.' })).statusCode,
    ).toBe(201);

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/updates?limit=1`,
    });
    expect(page.headers['x-total-count']).toBe('2');
    expect(page.headers.link).toMatch(/rel="next"/);
    const [newest] = json<CampaignUpdate[]>(page);
    expect(newest).toMatchObject({ title: 'Thank you', author: 'Ada Admin', image: null });

    const notices = await noticesOf(t.app, donor, 'campaignUpdate');
    expect(notices.map((notice) => notice.title).sort()).toEqual(
      [expect.stringContaining('Surgery went well'), expect.stringContaining('Thank you')].sort(),
    );
    expect(notices[0]?.link).toBe(`/campaingsDetails/${campaignId}`);
    expect(await noticesOf(t.app, owner, 'campaignUpdate')).toEqual([]);
  });

  it('refuse news without a title or text, naming the field, and an unknown campaign', async () => {
    const campaignId = await createCampaign(t.app, owner);
    const refused = await post(owner, campaignId, { title: ' ', text: '' });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(json<FieldErrors>(refused).error.fields ?? {}).sort()).toEqual([
      'text',
      'title',
    ]);
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/campaigns/00000000-0000-4000-8000-000000000000/updates',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('e-mail donors 3 updates a day and show the rest in the app only', async () => {
    const campaignId = await createCampaign(t.app, owner);
    const donor = await createUser(t.app, { name: 'Mo Mailbox' });
    await giveByTestCard(t.app, donor, campaignId, 5);
    const mailsToDonor = async () =>
      (
        await t.handle.db
          .select({ subject: outboxMails.subject })
          .from(outboxMails)
          .where(and(eq(outboxMails.userId, donor.id), eq(outboxMails.kind, 'campaignUpdate')))
      ).length;
    const postNews = async (title: string) => {
      const answer = await post(owner, campaignId, { title, text: 'News of the day.' });
      expect(answer.statusCode, answer.body).toBe(201);
      return json<PostedCampaignUpdate>(answer);
    };

    for (const title of ['Morning', 'Noon', 'Evening']) {
      expect(await postNews(title)).toMatchObject({
        emailed: true,
        message: CAMPAIGN_UPDATE_POSTED,
      });
    }
    expect(await postNews('Night')).toMatchObject({
      emailed: false,
      message: CAMPAIGN_UPDATE_POSTED_IN_APP,
    });
    expect(await mailsToDonor()).toBe(3);
    const notices = await noticesOf(t.app, donor, 'campaignUpdate');
    expect(notices.map((notice) => notice.title)).toContainEqual(expect.stringContaining('Night'));

    // A day on, the first three have left the count: the next update is e-mailed again.
    await t.handle.db
      .update(campaignUpdates)
      .set({ createdAt: sql`${campaignUpdates.createdAt} - interval '25 hours'` })
      .where(eq(campaignUpdates.campaignId, campaignId));
    expect(await postNews('Next morning')).toMatchObject({ emailed: true });
    expect(await mailsToDonor()).toBe(4);
  });
});
