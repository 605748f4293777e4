import type { Campaign } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema';
import { campaignBody, HOSTILE_PICTURES } from '../../../test/fixtures';
import { bearer, json, testDatabases, useSignedInUser, useTestApp } from '../../../test/helpers';

describe.each(testDatabases)('campaign pictures on %s', (database) => {
  const t = useTestApp({ database });
  const person = useSignedInUser(t);

  const create = (overrides: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(person.token),
      payload: { ...campaignBody(), ...overrides },
    });

  it('refuses a picture address that is not http(s) or this app’s, naming the field', async () => {
    for (const image of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'caf\u00e9.webp']) {
      const response = await create({ image });
      expect(response.statusCode, image).toBe(400);
      expect(
        Object.keys(json<{ error: { fields: object } }>(response).error.fields),
        image,
      ).toEqual(['image']);
    }
  });

  it.each(HOSTILE_PICTURES)(
    'refuses %j, which could break out of HTML or CSS, on create and update',
    async (image) => {
      const sentence = 'Image must be a plain web address';
      const created = await create({ image });
      expect(created.statusCode).toBe(400);
      expect(json<{ error: { fields: object } }>(created).error.fields).toEqual({
        image: expect.stringContaining(sentence) as unknown,
      });

      const id = json<{ insertedId: string }>(await create({})).insertedId;
      const updated = await t.app.inject({
        method: 'PATCH',
        url: `/api/campaigns/${id}`,
        headers: bearer(person.token),
        payload: { image },
      });
      expect(updated.statusCode).toBe(400);
      expect(json<{ error: { fields: object } }>(updated).error.fields).toEqual({
        image: expect.stringContaining(sentence) as unknown,
      });
    },
  );

  it('still answers a campaign stored earlier with such a picture', async () => {
    const created = await create({});
    expect(created.statusCode).toBe(201);
    const id = json<{ insertedId: string }>(created).insertedId;
    for (const image of ['data:image/png;base64,AAAA', 'caf\u00e9\u0001\u2028.webp']) {
      await t.handle.db.update(campaigns).set({ image }).where(eq(campaigns.id, id));
      const one = await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}` });
      expect(one.statusCode, one.body).toBe(200);
      expect(json<Campaign>(one).image).toBe(image);
      const list = await t.app.inject({ method: 'GET', url: '/api/campaigns' });
      expect(list.statusCode).toBe(200);
      expect(json<Campaign[]>(list).map((campaign) => campaign.image)).toContain(image);
    }
  });
});
