import type { CampaignUpdate } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
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

type FieldErrors = { error: { fields?: Record<string, string> } };

describe.each(testDatabases)('campaign updates on %s', (database) => {
  const t = useTestApp({ database });
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
});
