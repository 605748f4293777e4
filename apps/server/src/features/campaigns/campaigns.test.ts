import { syncLedger } from '../../db/queries/ledger-sync';
import { type Campaign, CampaignSchema, type Donator, texts } from '@pet-adoption/shared';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { campaigns, payments } from '../../db/schema';
import {
  bearer,
  createUser,
  json,
  type SignedInUser,
  useCast,
  testDatabases,
  useTestApp,
  giveByTestCard,
  noticesOf,
} from '../../../test/helpers';
import { campaignBody, petBody } from '../../../test/fixtures';
import { HAS_DONATIONS_MESSAGE, PET_NOT_YOURS_MESSAGE } from './campaigns.service';

type Caller = 'anonymous' | 'owner' | 'other' | 'admin' | 'banned';
type FieldErrors = { error: { code: string; fields: Record<string, string> } };

let paymentNumber = 0;

describe.each(testDatabases)('campaigns on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin, banned } = useCast(t);
  const headers = {} as Record<Caller, Record<string, string>>;

  async function addCampaign(by: SignedInUser, overrides: Parameters<typeof campaignBody>[0] = {}) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(by.token),
      payload: campaignBody(overrides),
    });
    expect(response.statusCode).toBe(201);
    return json<{ insertedId: string }>(response).insertedId;
  }

  /** A payment as the payments feature records it, straight in the database. */
  async function pay(
    campaignId: string,
    by: SignedInUser,
    amountCents: number,
    status: 'pending' | 'succeeded' | 'refunded' | 'failed' = 'succeeded',
  ) {
    paymentNumber += 1;
    const transactionId = `pi_campaign_test_${database}_${paymentNumber}`;
    await t.handle.db.insert(payments).values({
      campaignId,
      payerId: by.id,
      amountCents,
      transactionId,
      provider: 'test',
      status,
      // As a refund leaves it: refunded whole.
      refundedCents: status === 'refunded' ? amountCents : 0,
      // A second apart: PGlite's clock may give two quick inserts the same time.
      createdAt: new Date(Date.UTC(2026, 0, 1) + paymentNumber * 1000),
    });
    await syncLedger(t.handle.db, transactionId);
  }

  const read = async (id: string) =>
    z
      .strictObject(CampaignSchema.shape)
      .parse(json(await t.app.inject({ method: 'GET', url: `/api/campaigns/${id}` })));

  beforeAll(() => {
    headers.anonymous = {};
    headers.owner = bearer(owner.token);
    headers.other = bearer(other.token);
    headers.admin = bearer(admin.token);
    headers.banned = bearer(banned.token);
  });

  describe('create and read', () => {
    it('takes the creator from the token; money goes in as dollars and comes back as dollars', async () => {
      const before = Date.now();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: bearer(owner.token),
        // The original client also sends dateAndTime and email; the server sets both itself.
        payload: {
          ...campaignBody(),
          maximumDonation: 1234.56,
          highestTotal: 0.1,
          email: other.email,
          dateAndTime: '2000-01-01',
        },
      });
      expect(response.statusCode).toBe(201);
      const { insertedId } = json<{ insertedId: string }>(response);
      const [row] = await t.handle.db.select().from(campaigns).where(eq(campaigns.id, insertedId));
      expect(row).toMatchObject({ maximumDonationCents: 123456, highestTotalCents: 10 });

      const campaign = await read(insertedId);
      expect(campaign).toEqual({
        ...campaignBody(),
        _id: insertedId,
        maximumDonation: 1234.56,
        // Kept as entered (above); what is read is the money given.
        highestTotal: 0,
        email: owner.email,
        dateAndTime: campaign.dateAndTime,
        donatedTotal: 0,
        donorCount: 0,
        status: 'active',
        paused: false,
        petId: null,
        petAdopted: false,
      });
      expect(Date.parse(campaign.dateAndTime)).toBeGreaterThanOrEqual(before - 1000);
    });

    it('answers 404 for an unknown or malformed id, never 500', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', "1' OR '1'='1", '%00']) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/campaigns/${encodeURIComponent(id)}`,
        });
        expect(response.statusCode, id).toBe(404);
        expect(json(response)).toEqual({
          error: { code: 'NOT_FOUND', message: 'Campaign was not found.' },
        });
      }
    });

    it.each([
      ['image', 'Image'],
      ['petName', 'Pet Name'],
      ['maximumDonation', 'Maximum Donation'],
      ['highestTotal', 'Highest Total'],
      ['lastDate', 'Last Date'],
      ['shortDescription', 'Short Description'],
      ['longDescription', 'Long Description'],
    ] as const)('refuses a missing or blank %s with its required message', async (field, label) => {
      // Amounts are JSON numbers: only a missing one (or null) is "not given".
      const amount = field === 'maximumDonation' || field === 'highestTotal';
      for (const value of amount ? [undefined, null] : [undefined, '', '   ']) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/campaigns',
          headers: bearer(owner.token),
          payload: { ...campaignBody(), [field]: value },
        });
        expect(response.statusCode).toBe(400);
        expect(json<FieldErrors>(response).error.fields).toEqual({
          [field]: texts.fieldRequired(label),
        });
      }
    });

    it.each([
      ['maximumDonation', 0],
      ['maximumDonation', -10],
      ['maximumDonation', 10.001],
      ['maximumDonation', 'lots'],
      ['maximumDonation', 1e12],
      ['highestTotal', -1],
      ['highestTotal', 1.999],
      ['highestTotal', '1.99'],
      ['lastDate', '31/12/2999'],
      ['lastDate', '2999-02-30'],
      ['lastDate', '2020-01-01'],
      ['petName', 'x'.repeat(101)],
      ['image', { $ne: 1 }],
      ['longDescription', ['a']],
    ] as const)('refuses %s = %j, naming the field', async (field, value) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: bearer(owner.token),
        payload: { ...campaignBody(), [field]: value },
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(json<FieldErrors>(response).error.fields)).toEqual([field]);
    });
  });

  describe('access matrix', () => {
    const expected: Record<
      Caller,
      { create: number; update: number; pause: number; donators: number; remove: number }
    > = {
      anonymous: { create: 401, update: 401, pause: 401, donators: 401, remove: 401 },
      owner: { create: 201, update: 200, pause: 200, donators: 200, remove: 200 },
      other: { create: 201, update: 403, pause: 403, donators: 403, remove: 403 },
      admin: { create: 201, update: 200, pause: 200, donators: 200, remove: 200 },
      banned: { create: 403, update: 403, pause: 403, donators: 403, remove: 403 },
    };

    it.each(Object.keys(expected) as Caller[])('%s', async (caller) => {
      const create = await t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: headers[caller],
        payload: campaignBody(),
      });
      expect(create.statusCode).toBe(expected[caller].create);

      const id = await addCampaign(owner);
      const detail = await t.app.inject({
        method: 'GET',
        url: `/api/campaigns/${id}`,
        headers: headers[caller],
      });
      // Lists and details are public (docs/product.md §6); a banned token is refused only where
      // needed.
      expect(detail.statusCode).toBe(200);
      const list = await t.app.inject({ method: 'GET', url: '/api/campaigns' });
      expect(list.statusCode).toBe(200);

      const update = await t.app.inject({
        method: 'PATCH',
        url: `/api/campaigns/${id}`,
        headers: headers[caller],
        payload: { petName: 'Renamed' },
      });
      expect(update.statusCode).toBe(expected[caller].update);
      if (update.statusCode === 200) expect(json(update)).toEqual({ modifiedCount: 1 });

      const pause = await t.app.inject({
        method: 'PATCH',
        url: `/api/campaigns/${id}`,
        headers: headers[caller],
        payload: { paused: true },
      });
      expect(pause.statusCode).toBe(expected[caller].pause);

      const donators = await t.app.inject({
        method: 'GET',
        url: `/api/campaigns/${id}/donators`,
        headers: headers[caller],
      });
      expect(donators.statusCode).toBe(expected[caller].donators);

      const remove = await t.app.inject({
        method: 'DELETE',
        url: `/api/campaigns/${id}`,
        headers: headers[caller],
      });
      expect(remove.statusCode).toBe(expected[caller].remove);
      if (remove.statusCode === 200) expect(json(remove)).toEqual({ deletedCount: 1 });
    });

    it('own lists (?adderEmail=) are that user’s or an admin’s only', async () => {
      const url = `/api/campaigns?adderEmail=${encodeURIComponent(owner.email)}`;
      const statuses: Record<Caller, number> = {
        anonymous: 401,
        owner: 200,
        other: 403,
        admin: 200,
        banned: 403,
      };
      for (const caller of Object.keys(statuses) as Caller[]) {
        const response = await t.app.inject({ method: 'GET', url, headers: headers[caller] });
        expect(response.statusCode, caller).toBe(statuses[caller]);
      }
    });

    it('answers 404 for unknown or malformed ids on update, delete and donators', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'x']) {
        for (const [method, url] of [
          ['PATCH', `/api/campaigns/${id}`],
          ['DELETE', `/api/campaigns/${id}`],
          ['GET', `/api/campaigns/${id}/donators`],
        ] as const) {
          const response = await t.app.inject({
            method,
            url,
            headers: bearer(admin.token),
            ...(method === 'PATCH' ? { payload: { petName: 'x' } } : {}),
          });
          expect(response.statusCode, `${method} ${url}`).toBe(404);
        }
      }
    });
  });

  describe('update, pause and status', () => {
    it('changes only the fields sent, checks each, and pauses and resumes', async () => {
      const id = await addCampaign(owner);
      const patch = (payload: object) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/campaigns/${id}`,
          headers: bearer(owner.token),
          payload,
        });
      expect(json(await patch({ maximumDonation: 750.25 }))).toEqual({ modifiedCount: 1 });
      expect(await read(id)).toMatchObject({ maximumDonation: 750.25, petName: 'Biscuit' });

      expect(json(await patch({ paused: true }))).toEqual({ modifiedCount: 1 });
      expect(await read(id)).toMatchObject({ status: 'paused', paused: true });
      expect(json(await patch({ paused: false }))).toEqual({ modifiedCount: 1 });
      expect(await read(id)).toMatchObject({ status: 'active', paused: false });

      expect(json(await patch({}))).toEqual({ modifiedCount: 0 });
      const bad = await patch({ maximumDonation: 0, paused: 'yes' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(json<FieldErrors>(bad).error.fields).sort()).toEqual([
        'maximumDonation',
        'paused',
      ]);
    });

    it('is ended once its last date has passed, paused or not', async () => {
      const id = await addCampaign(owner);
      await t.handle.db
        .update(campaigns)
        .set({ lastDate: '2020-01-01', paused: true })
        .where(eq(campaigns.id, id));
      expect((await read(id)).status).toBe('ended');
    });
  });

  describe('the pet a campaign helps', () => {
    const addPet = async (by: SignedInUser, petName: string) =>
      json<{ insertedId: string }>(
        await t.app.inject({
          method: 'POST',
          url: '/api/petListing',
          headers: bearer(by.token),
          payload: petBody({ petName }),
        }),
      ).insertedId;

    it('is one of the creator’s own pets (any for an admin), listed by pet, cleared by null', async () => {
      const mine = await addPet(owner, 'Pip');
      const theirs = await addPet(other, 'Otis');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: bearer(owner.token),
        payload: campaignBody({ petId: mine }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = json<{ insertedId: string }>(created).insertedId;
      expect(await read(id)).toMatchObject({ petId: mine });

      for (const petId of [theirs, 'not-a-pet', '00000000-0000-4000-8000-000000000000']) {
        const refused = await t.app.inject({
          method: 'PATCH',
          url: `/api/campaigns/${id}`,
          headers: bearer(owner.token),
          payload: { petId },
        });
        expect(refused.statusCode, petId).toBe(400);
        expect(json<FieldErrors>(refused).error.fields).toEqual({ petId: PET_NOT_YOURS_MESSAGE });
      }
      const byAdmin = await t.app.inject({
        method: 'PATCH',
        url: `/api/campaigns/${id}`,
        headers: bearer(admin.token),
        payload: { petId: theirs },
      });
      expect(byAdmin.statusCode).toBe(200);
      expect(await read(id)).toMatchObject({ petId: theirs });

      const forPet = await t.app.inject({ method: 'GET', url: `/api/campaigns?petId=${theirs}` });
      expect(json<{ _id: string }[]>(forPet).map((campaign) => campaign._id)).toEqual([id]);
      const none = await t.app.inject({ method: 'GET', url: '/api/campaigns?petId=nope' });
      expect(json(none)).toEqual([]);

      await t.app.inject({
        method: 'PATCH',
        url: `/api/campaigns/${id}`,
        headers: bearer(owner.token),
        payload: { petId: null },
      });
      expect(await read(id)).toMatchObject({ petId: null });
    });
  });

  describe('when the pet is adopted', () => {
    it('tells each donor once, and the campaign says so', async () => {
      const pip = json<{ insertedId: string }>(
        await t.app.inject({
          method: 'POST',
          url: '/api/petListing',
          headers: bearer(owner.token),
          payload: petBody({ petName: 'Pip' }),
        }),
      ).insertedId;
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: bearer(owner.token),
        payload: campaignBody({ petId: pip, petName: 'Pip' }),
      });
      const id = json<{ insertedId: string }>(created).insertedId;
      const donor = await createUser(t.app, { name: 'Dora Donor' });
      await giveByTestCard(t.app, donor, id, 10);
      await giveByTestCard(t.app, donor, id, 5);
      await giveByTestCard(t.app, other, id, 5);
      const mark = (adopted: boolean) =>
        t.app.inject({
          method: 'PATCH',
          url: `/api/petListing/${pip}`,
          headers: bearer(owner.token),
          payload: { adopted },
        });
      expect(await read(id)).toMatchObject({ petAdopted: false });
      expect((await mark(true)).statusCode).toBe(200);
      expect((await mark(false)).statusCode).toBe(200);
      expect((await mark(true)).statusCode).toBe(200);

      for (const person of [donor, other]) {
        const notices = await noticesOf(t.app, person, 'campaignPetAdopted');
        expect(notices.map(({ title, link }) => ({ title, link }))).toEqual([
          { title: 'Pip has found a home', link: `/petDetails/${pip}` },
        ]);
      }
      expect(await noticesOf(t.app, owner, 'campaignPetAdopted')).toEqual([]);
      expect(await read(id)).toMatchObject({ petAdopted: true });
    });
  });

  describe('delete', () => {
    it('refuses with 409 and a sentence once the campaign has payments, refunded ones too', async () => {
      for (const status of ['succeeded', 'refunded', 'pending'] as const) {
        const id = await addCampaign(owner);
        await pay(id, other, 500, status);
        const response = await t.app.inject({
          method: 'DELETE',
          url: `/api/campaigns/${id}`,
          headers: bearer(admin.token),
        });
        expect(response.statusCode).toBe(409);
        expect(json(response)).toEqual({
          error: { code: 'CONFLICT', message: HAS_DONATIONS_MESSAGE },
        });
        expect((await read(id))._id).toBe(id);
      }
    });
  });

  describe('totals and donators', () => {
    it('count succeeded payments only, in dollars, with distinct donors', async () => {
      const id = await addCampaign(owner);
      await pay(id, other, 1050);
      await pay(id, other, 1);
      await pay(id, admin, 2500);
      await pay(id, admin, 9999, 'pending');
      await pay(id, admin, 7777, 'refunded');
      await pay(id, other, 5555, 'failed');
      expect(await read(id)).toMatchObject({ donatedTotal: 35.51, donorCount: 2 });

      const response = await t.app.inject({
        method: 'GET',
        url: `/api/campaigns/${id}/donators`,
        headers: bearer(owner.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers['x-total-count']).toBe('3');
      const donators = json<Donator[]>(response);
      expect(donators.map(({ email, name, amount }) => ({ email, name, amount }))).toEqual([
        { email: admin.email, name: 'Ada Admin', amount: 25 },
        { email: other.email, name: 'Otto Other', amount: 0.01 },
        { email: other.email, name: 'Otto Other', amount: 10.5 },
      ]);
      for (const donator of donators) {
        expect(Number.isNaN(Date.parse(donator.date))).toBe(false);
        expect(donator.campaignId).toBe(id);
      }
      // Each is a payment of its own, named by its id.
      expect(new Set(donators.map((donator) => donator._id)).size).toBe(3);

      const page = await t.app.inject({
        method: 'GET',
        url: `/api/campaigns/${id}/donators?limit=2`,
        headers: bearer(admin.token),
      });
      expect(json<Donator[]>(page)).toHaveLength(2);
      expect(page.headers.link).toMatch(
        /^<\/api\/campaigns\/.+\/donators\?limit=2&cursor=.+>; rel="next"$/,
      );
    });
  });
});

describe.each(testDatabases)('campaign list on %s', (database) => {
  const t = useTestApp({ database });
  let owner: SignedInUser;
  let other: SignedInUser;
  const names = ['Alpha', 'bravo', 'CHARLIE', '100% Cat', 'under_score', 'Alphonse'];

  beforeAll(async () => {
    owner = await createUser(t.app, { name: 'Lister' });
    other = await createUser(t.app, { name: 'Someone' });
    for (const petName of names) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: bearer(petName === 'bravo' ? other.token : owner.token),
        payload: campaignBody({ petName }),
      });
      expect(response.statusCode).toBe(201);
    }
    // Same created_at for several rows: the id breaks the tie and the cursor must keep it.
    await t.handle.db.execute(
      sql`UPDATE ${campaigns} SET created_at = '2026-01-01T00:00:00.123456Z' WHERE pet_name IN ('Alpha', 'bravo', 'CHARLIE')`,
    );
    await t.handle.db.update(campaigns).set({ paused: true }).where(eq(campaigns.petName, 'Alpha'));
    await t.handle.db
      .update(campaigns)
      .set({ lastDate: '2020-01-01' })
      .where(eq(campaigns.petName, 'CHARLIE'));
  });

  const list = (query: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/campaigns${query}`, headers });
  const namesOf = (response: { body: string }) => json<Campaign[]>(response).map((c) => c.petName);

  it('answers every campaign newest first, with X-Total-Count', async () => {
    const response = await list('');
    expect(response.statusCode).toBe(200);
    const body = json<Campaign[]>(response);
    body.forEach((campaign) => z.strictObject(CampaignSchema.shape).parse(campaign));
    expect(response.headers['x-total-count']).toBe(String(names.length));
    const times = body.map((c) => Date.parse(c.dateAndTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('follows Link cursors across every row exactly once', async () => {
    const seen: string[] = [];
    let url: string | undefined = '/api/campaigns?limit=2';
    while (url !== undefined) {
      const response: LightMyRequestResponse = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      seen.push(...namesOf(response));
      const link = response.headers.link;
      url = typeof link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(link)?.[1] : undefined;
    }
    expect(seen.sort()).toEqual([...names].sort());
  });

  it('searches names case-insensitively, wildcards taken literally', async () => {
    expect(namesOf(await list('?search=alp')).sort()).toEqual(['Alpha', 'Alphonse']);
    expect(namesOf(await list('?search=%25'))).toEqual(['100% Cat']);
    expect(namesOf(await list('?search=_'))).toEqual(['under_score']);
    expect((await list(`?search=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });

  it('filters by status', async () => {
    expect(namesOf(await list('?status=paused'))).toEqual(['Alpha']);
    expect(namesOf(await list('?status=ended'))).toEqual(['CHARLIE']);
    const active = await list('?status=active');
    expect(namesOf(active).sort()).toEqual(['100% Cat', 'Alphonse', 'bravo', 'under_score']);
    expect(active.headers['x-total-count']).toBe('4');
    const bad = await list('?status=over');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(json<FieldErrors>(bad).error.fields)).toEqual(['status']);
  });

  it('lists one person’s own campaigns, privately', async () => {
    const response = await list(
      `?adderEmail=${encodeURIComponent(other.email.toUpperCase())}`,
      bearer(other.token),
    );
    expect(response.statusCode).toBe(200);
    expect(namesOf(response)).toEqual(['bravo']);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('refuses a page link that was tampered with', async () => {
    const response = await list('?cursor=bm90LWEtY3Vyc29y');
    expect(response.statusCode).toBe(400);
  });
});
