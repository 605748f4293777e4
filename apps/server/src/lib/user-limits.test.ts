import { type UserLimitedAction, userLimitMessage } from '@pet-adoption/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { campaignBody, petBody } from '../../test/fixtures';
import {
  bearer,
  buildTestApp,
  createUser,
  GENEROUS_USER_LIMITS,
  json,
  promote,
  type SignedInUser,
  testDatabases,
  useTestApp,
} from '../../test/helpers';
import type { App } from '../app';
import type { UserLimits } from './user-limits';

const MAX = 2;
const WINDOW_MS = 30 * 60_000;
const limits: UserLimits = {
  ...GENEROUS_USER_LIMITS,
  allowances: {
    paymentIntents: { max: MAX, windowMs: WINDOW_MS },
    paymentRecords: { max: MAX, windowMs: WINDOW_MS },
    pets: { max: MAX, windowMs: WINDOW_MS },
    campaigns: { max: MAX, windowMs: WINDOW_MS },
    adoptionRequests: { max: MAX, windowMs: WINDOW_MS },
    uploads: { max: MAX, windowMs: WINDOW_MS },
    updates: { max: MAX, windowMs: WINDOW_MS },
    deletions: { max: MAX, windowMs: WINDOW_MS },
    accountEmails: { max: MAX, windowMs: WINDOW_MS },
    favorites: { max: MAX, windowMs: WINDOW_MS },
  },
};
const BOUNDARY = '----user-limits-test';
/** What inject() answers (its last overload returns a thenable chain). */
type Answer = Awaited<ReturnType<App['inject']>>;
const contact = { phoneNumber: '+880 1700 000000', address: '12 Lake Road, Dhaka' };

describe.each(testDatabases)('per-user limits on %s', (database) => {
  const t = useTestApp({ database, userLimits: limits });
  let owner: SignedInUser;
  let petId: string;
  let campaignId: string;
  let picture: Buffer;

  beforeAll(async () => {
    owner = await createUser(t.app);
    const pet = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(owner.token),
      payload: petBody(),
    });
    petId = json<{ insertedId: string }>(pet).insertedId;
    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(owner.token),
      payload: campaignBody(),
    });
    campaignId = json<{ insertedId: string }>(campaign).insertedId;
    picture = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#a52' } })
      .png()
      .toBuffer();
  });

  /** Adds a pet and a campaign of `by`'s, for changes and deletions to work on. */
  async function ownRecords(by: SignedInUser) {
    const add = async (url: string, payload: object) =>
      json<{ insertedId: string }>(
        await t.app.inject({ method: 'POST', url, headers: bearer(by.token), payload }),
      ).insertedId;
    return {
      pet: `/api/petListing/${await add('/api/petListing', petBody())}`,
      campaign: `/api/campaigns/${await add('/api/campaigns', campaignBody())}`,
    };
  }
  /** How many times each person has sent a change or a deletion in this file. */
  const sent = new Map<string, number>();
  const turn = (by: SignedInUser, kind: string) => {
    const count = sent.get(`${kind}:${by.id}`) ?? 0;
    sent.set(`${kind}:${by.id}`, count + 1);
    return count;
  };
  /** A gift of `by`'s the test processor confirmed, once per person: its record is asked for. */
  const confirmed = new Map<string, Promise<string>>();
  const confirmedIntentOf = (by: SignedInUser) => {
    const made =
      confirmed.get(by.id) ??
      (async () => {
        const intent = await t.app.inject({
          method: 'POST',
          url: '/api/create-payment-intent',
          headers: bearer(by.token),
          payload: { campaignId, price: 5 },
        });
        const { clientSecret, paymentIntentId } = json<{
          clientSecret: string;
          paymentIntentId: string;
        }>(intent);
        const card = await t.app.inject({
          method: 'POST',
          url: '/api/test-provider/confirm',
          headers: bearer(by.token),
          payload: { clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' },
        });
        expect(card.statusCode, card.body).toBe(200);
        return paymentIntentId;
      })();
    confirmed.set(by.id, made);
    return made;
  };
  const recordPayment = async (by: SignedInUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: bearer(by.token),
      payload: { campaignId, transactionId: await confirmedIntentOf(by), price: 5 },
    });
  const records = new Map<string, Promise<{ pet: string; campaign: string }>>();
  const recordsOf = (by: SignedInUser) => {
    if (!records.has(by.id)) records.set(by.id, ownRecords(by));
    return records.get(by.id) ?? ownRecords(by);
  };

  /** One request of each limited kind, as `by`; each answers 2xx while within the allowance. */
  const requests: Record<UserLimitedAction, (by: SignedInUser) => Promise<Answer>> = {
    pets: (by) =>
      t.app.inject({
        method: 'POST',
        url: '/api/petListing',
        headers: bearer(by.token),
        payload: petBody(),
      }),
    campaigns: (by) =>
      t.app.inject({
        method: 'POST',
        url: '/api/campaigns',
        headers: bearer(by.token),
        payload: campaignBody(),
      }),
    paymentIntents: (by) =>
      t.app.inject({
        method: 'POST',
        url: '/api/create-payment-intent',
        headers: bearer(by.token),
        payload: { campaignId, price: 5 },
      }),
    // The same gift recorded again (a retry): each asks the card processor all the same.
    paymentRecords: recordPayment,
    adoptionRequests: async (by) => {
      // Ask, then withdraw at once: the loop that made rows without end.
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/adoptionUsers',
        headers: bearer(by.token),
        payload: { petId, ...contact },
      });
      if (asked.statusCode === 200) {
        const { insertedId } = json<{ insertedId: string }>(asked);
        const withdrawn = await t.app.inject({
          method: 'DELETE',
          url: `/api/adoptionUsers/${insertedId}`,
          headers: bearer(by.token),
        });
        expect(withdrawn.statusCode, withdrawn.body).toBe(200);
      }
      return asked;
    },
    // One allowance for every change a person makes: their pet, then their campaign, in turn.
    updates: async (by) => {
      const { pet, campaign } = await recordsOf(by);
      const petTurn = turn(by, 'update') % 2 === 0;
      return t.app.inject({
        method: 'PATCH',
        url: petTurn ? pet : campaign,
        headers: bearer(by.token),
        payload: { petName: 'Renamed' },
      });
    },
    // Each asks for an e-mail: a change of address, to a new one each time.
    accountEmails: (by) =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/change-email',
        headers: bearer(by.token),
        payload: { email: `moved-${turn(by, 'move')}-${by.id}@example.com` },
      }),
    // And one for deletions: a pet, a campaign, then a new pet.
    deletions: async (by) => {
      const count = turn(by, 'delete');
      const { pet, campaign } = count === 2 ? await ownRecords(by) : await recordsOf(by);
      return t.app.inject({
        method: 'DELETE',
        url: count === 1 ? campaign : pet,
        headers: bearer(by.token),
      });
    },
    // Saving and removing one pet in turn: every press of the heart counts.
    favorites: (by) =>
      t.app.inject({
        method: turn(by, 'favorite') % 2 === 0 ? 'PUT' : 'DELETE',
        url: `/api/favorites/${petId}`,
        headers: bearer(by.token),
      }),
    uploads: (by) =>
      t.app.inject({
        method: 'POST',
        url: '/api/images',
        headers: {
          ...bearer(by.token),
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          picture,
          Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
        ]),
      }),
  };

  it.each(Object.keys(requests) as UserLimitedAction[])(
    '%s: past the allowance 429 with an honest Retry-After and a sentence; others unaffected',
    async (action) => {
      const [busy, other] = await Promise.all([createUser(t.app), createUser(t.app)]);
      for (let i = 0; i < MAX; i++) {
        const allowed = await requests[action](busy);
        expect(allowed.statusCode, allowed.body).toBeLessThan(300);
      }

      const refused = await requests[action](busy);
      expect(refused.statusCode, refused.body).toBe(429);
      const seconds = Number(refused.headers['retry-after']);
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds).toBeGreaterThan(WINDOW_MS / 1000 - 60);
      expect(seconds).toBeLessThanOrEqual(WINDOW_MS / 1000);
      expect(json(refused)).toEqual({
        error: { code: 'RATE_LIMITED', message: userLimitMessage(action, seconds) },
      });
      expect(json<{ error: { message: string } }>(refused).error.message).toMatch(
        /Please wait 30 minutes and try again\.$/,
      );

      const someoneElse = await requests[action](other);
      expect(someoneElse.statusCode, someoneElse.body).toBeLessThan(300);
    },
  );
});

describe.each(testDatabases)('the allowance of payment records on %s', (database) => {
  const t = useTestApp({ database, userLimits: limits });

  it('is one for gifts and adoption fees together', async () => {
    const donor = await createUser(t.app);
    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: bearer(donor.token),
      payload: campaignBody(),
    });
    const campaignId = json<{ insertedId: string }>(campaign).insertedId;
    for (let i = 0; i < MAX; i++) {
      // Unknown transactions: refused by the handler, counted all the same (the processor was asked).
      const gift = await t.app.inject({
        method: 'POST',
        url: '/api/payments',
        headers: bearer(donor.token),
        payload: { campaignId, transactionId: `pi_unknown_${i}`, price: 5 },
      });
      expect(gift.statusCode, gift.body).not.toBe(429);
    }
    const fee = await t.app.inject({
      method: 'POST',
      url: '/api/adoptionUsers/0123456789abcdef0123456789abcdef/fee-payment',
      headers: bearer(donor.token),
      payload: { transactionId: 'pi_unknown_fee' },
    });
    expect(fee.statusCode, fee.body).toBe(429);
    expect(fee.headers['retry-after']).toMatch(/^\d+$/);
    expect(json(fee)).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message: userLimitMessage('paymentRecords', Number(fee.headers['retry-after'])),
      },
    });
  });
});

/**
 * Every PATCH and DELETE route of the API a signed-in person sends, as its OpenAPI document lists
 * them. A monthly gift's link needs no sign-in: its changes count per address instead.
 */
async function writeRoutes(app: App) {
  const docs = json<{ paths: Record<string, Record<string, unknown>> }>(
    await app.inject({ method: 'GET', url: '/api/docs/json' }),
  );
  const signedIn = Object.entries(docs.paths).filter(([path]) => !path.startsWith('/api/gifts/'));
  return signedIn.flatMap(([path, operations]) =>
    (['patch', 'delete'] as const)
      .filter((method) => method in operations)
      .map((method) => ({
        method: method === 'patch' ? ('PATCH' as const) : ('DELETE' as const),
        url: path.replace(/\{(\w+)\}/g, ':$1'),
      })),
  );
}

describe('every change and deletion a signed-in person can send', () => {
  it('counts against their allowance of changes or of deletions', async () => {
    const spent = { max: 0, windowMs: WINDOW_MS };
    const test = await buildTestApp({
      userLimits: {
        ...GENEROUS_USER_LIMITS,
        allowances: {
          ...GENEROUS_USER_LIMITS.allowances,
          updates: spent,
          deletions: spent,
          favorites: spent,
        },
      },
    });
    try {
      // An admin passes every guard, so each route reaches its limit.
      const admin = await createUser(test.app);
      await promote(test.handle, admin.id);
      const routes = await writeRoutes(test.app);
      expect(routes.map(({ method, url }) => `${method} ${url}`).sort()).toEqual([
        'DELETE /api/adoptionUsers/:id',
        'DELETE /api/campaigns/:id',
        'DELETE /api/favorites/:petId',
        'DELETE /api/petListing/:id',
        'DELETE /api/saved-searches/:id',
        'DELETE /api/users/:id',
        'PATCH /api/adoptionUsers/:id/accept',
        'PATCH /api/adoptionUsers/:id/status',
        'PATCH /api/campaigns/:id',
        'PATCH /api/notifications/:id/read',
        'PATCH /api/petListing/:id',
        'PATCH /api/saved-searches/:id',
        'PATCH /api/users/admin/:id',
      ]);
      for (const { method, url } of routes) {
        const response = await test.app.inject({
          method,
          url: url.replace(/:id|:petId/, crypto.randomUUID()),
          headers: bearer(admin.token),
          ...(method === 'PATCH' ? { payload: { petName: 'Renamed', status: 'reviewing' } } : {}),
        });
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(429);
        const seconds = Number(response.headers['retry-after']);
        // A heart has an allowance of its own: pressing it often is what it is for.
        const action = url.startsWith('/api/favorites/')
          ? 'favorites'
          : method === 'PATCH'
            ? 'updates'
            : 'deletions';
        expect(json(response)).toEqual({
          error: { code: 'RATE_LIMITED', message: userLimitMessage(action, seconds) },
        });
      }
    } finally {
      await test.close();
    }
  });
});
