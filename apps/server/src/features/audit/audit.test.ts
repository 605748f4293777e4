import type { AuditAction, AuditEntry } from '@pet-adoption/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  cookieOf,
  createUser,
  json,
  promote,
  type SignedInUser,
  signInRequest,
  TEST_PASSWORD,
  testDatabases,
  tokenFor,
  useCast,
  useTestApp,
} from '../../../test/helpers';
import { campaignBody, petBody } from '../../../test/fixtures';
import { auditEntries } from '../../db/schema';

type FieldErrors = { error: { code: string; fields: Record<string, string> } };

/** Where each test's admin acts from, as the server sees it (TRUST_PROXY is off in tests). */
const ADMIN_ADDRESS = '203.0.113.7';
const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', expiry: '12/99', cvc: '123' };

describe.each(testDatabases)('the admin audit log on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin, banned } = useCast(t);

  /** A call as `by` (signed out without), from `address`. */
  const call = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    by?: SignedInUser,
    payload?: object,
    address = ADMIN_ADDRESS,
  ) =>
    t.app.inject({
      method,
      url,
      headers: by ? bearer(by.token) : {},
      remoteAddress: address,
      ...(payload === undefined ? {} : { payload }),
    });

  /** The log's newest entries for one action, as an admin reads it. */
  async function entriesOf(action: AuditAction) {
    const response = await call('GET', `/api/audit?action=${action}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return json<AuditEntry[]>(response);
  }
  const totalEntries = async () =>
    Number((await call('GET', '/api/audit?limit=1', admin)).headers['x-total-count']);

  async function addPet(by: SignedInUser, petName = 'Rex') {
    const response = await call('POST', '/api/petListing', by, petBody({ petName }));
    expect(response.statusCode, response.body).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }
  async function addCampaign(by: SignedInUser, petName = 'Biscuit') {
    const response = await call('POST', '/api/campaigns', by, campaignBody({ petName }));
    expect(response.statusCode, response.body).toBe(201);
    return json<{ insertedId: string }>(response).insertedId;
  }

  /** Who, from where: the same on every entry of these tests. */
  const byAdmin = () => ({
    adminId: admin.id,
    adminName: 'Ada Admin',
    adminEmail: admin.email,
    clientAddress: ADMIN_ADDRESS,
  });

  it('answers 401 signed out and 403 to anyone but an admin', async () => {
    expect((await call('GET', '/api/audit')).statusCode).toBe(401);
    expect((await call('GET', '/api/audit', owner)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit', other)).statusCode).toBe(403);
    expect((await call('GET', '/api/audit', banned)).statusCode).toBe(403);
    const allowed = await call('GET', '/api/audit', admin);
    expect(allowed.statusCode).toBe(200);
    expect(allowed.headers['cache-control']).toBe('no-store');
  });

  it('has no way to change or delete an entry', async () => {
    const [entry] = json<AuditEntry[]>(await call('GET', '/api/audit', admin));
    expect(entry).toBeDefined();
    const id = entry?._id ?? '';
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit', `/api/audit/${id}`]) {
        const response = await call(method, url, admin, {});
        expect([404, 405], `${method} ${url}`).toContain(response.statusCode);
      }
    }
    const [still] = json<AuditEntry[]>(await call('GET', `/api/audit?limit=1`, admin));
    expect(still).toEqual(entry);
  });

  it('records a ban: who, whom, when, from where, before and after', async () => {
    // useCast's admin banned Ben through the API.
    const [ban] = await entriesOf('user.ban');
    expect(ban).toMatchObject({
      adminId: admin.id,
      adminName: 'Ada Admin',
      adminEmail: admin.email,
      action: 'user.ban',
      targetType: 'user',
      targetId: banned.id,
      targetLabel: banned.email,
      // useCast's call came from inject()'s default address.
      clientAddress: '127.0.0.1',
      before: { banned: false },
      after: { banned: true },
    });
    expect(Date.now() - Date.parse(ban?.createdAt ?? '')).toBeLessThan(5 * 60_000);
  });

  it('records making a user admin, once', async () => {
    const newcomer = await createUser(t.app, { name: 'Nia Newcomer' });
    const made = await call('PATCH', `/api/users/admin/${newcomer.id}`, admin);
    expect(json(made)).toEqual({ modifiedCount: 1 });
    // Already an admin: nothing changes and nothing more is recorded.
    await call('PATCH', `/api/users/admin/${newcomer.id}`, admin);
    const entries = await entriesOf('user.makeAdmin');
    expect(entries.filter((entry) => entry.targetId === newcomer.id)).toEqual([
      expect.objectContaining({
        ...byAdmin(),
        action: 'user.makeAdmin',
        targetType: 'user',
        targetId: newcomer.id,
        targetLabel: newcomer.email,
        before: { role: 'user' },
        after: { role: 'admin' },
      }),
    ]);
  });

  it('records every sign-in of an admin, with its address, and no one else’s', async () => {
    const before = await totalEntries();
    const member = await signInRequest(t.app, { email: owner.email, password: TEST_PASSWORD }, {});
    expect(member.statusCode).toBe(200);
    expect(await totalEntries()).toBe(before);

    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: admin.email, password: TEST_PASSWORD },
      remoteAddress: '198.51.100.23',
    });
    expect(signedIn.statusCode).toBe(200);
    const [entry] = await entriesOf('admin.signIn');
    expect(entry).toMatchObject({
      adminId: admin.id,
      adminName: 'Ada Admin',
      adminEmail: admin.email,
      action: 'admin.signIn',
      targetType: 'user',
      targetId: admin.id,
      targetLabel: admin.email,
      clientAddress: '198.51.100.23',
      before: null,
      after: { method: 'password' },
    });
    // The new session works like any other.
    expect(await tokenFor(t.app, cookieOf(signedIn), admin.email)).toMatch(/\./);
  });

  it('records an admin’s change to someone else’s pet, with only what changed', async () => {
    const id = await addPet(owner, 'Rex');
    const changed = await call('PATCH', `/api/petListing/${id}`, admin, {
      petName: 'Rexy',
      petAge: 20,
      petLocation: 'Dhaka',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [entry] = await entriesOf('pet.update');
    expect(entry).toMatchObject({
      ...byAdmin(),
      action: 'pet.update',
      targetType: 'pet',
      targetId: id,
      targetLabel: 'Rexy',
      // The location was sent as it was: not a change.
      before: { petName: 'Rex', petAge: 14 },
      after: { petName: 'Rexy', petAge: 20 },
    });
  });

  it('records marking someone else’s pet adopted and available, and deleting it', async () => {
    const id = await addPet(owner, 'Milo');
    await call('PATCH', `/api/petListing/${id}`, admin, { adopted: true });
    await call('PATCH', `/api/petListing/${id}`, admin, { adopted: false });
    expect((await call('DELETE', `/api/petListing/${id}`, admin)).statusCode).toBe(200);

    const target = { targetType: 'pet', targetId: id, targetLabel: 'Milo' };
    expect((await entriesOf('pet.markAdopted'))[0]).toMatchObject({
      ...byAdmin(),
      ...target,
      before: { adopted: false },
      after: { adopted: true },
    });
    expect((await entriesOf('pet.markAvailable'))[0]).toMatchObject({
      ...byAdmin(),
      ...target,
      before: { adopted: true },
      after: { adopted: false },
    });
    expect((await entriesOf('pet.delete'))[0]).toMatchObject({
      ...byAdmin(),
      ...target,
      before: {
        petName: 'Milo',
        category: 'cat',
        petAge: 14,
        adopted: false,
        owner: owner.email,
      },
      after: null,
    });
  });

  it('records nothing when people change their own pets and campaigns, admins included', async () => {
    const before = await totalEntries();
    const mine = await addPet(owner, 'Own');
    await call('PATCH', `/api/petListing/${mine}`, owner, { petName: 'Own Two' });
    await call('PATCH', `/api/petListing/${mine}`, owner, { adopted: true });
    expect((await call('DELETE', `/api/petListing/${mine}`, owner)).statusCode).toBe(200);
    const adminsOwn = await addPet(admin, 'Admin’s');
    await call('PATCH', `/api/petListing/${adminsOwn}`, admin, { petName: 'Admin’s Two' });
    expect((await call('DELETE', `/api/petListing/${adminsOwn}`, admin)).statusCode).toBe(200);
    const campaign = await addCampaign(admin, 'Own Cause');
    await call('PATCH', `/api/campaigns/${campaign}`, admin, { paused: true });
    expect((await call('DELETE', `/api/campaigns/${campaign}`, admin)).statusCode).toBe(200);
    // A refused change records nothing either.
    const othersPet = await addPet(owner, 'Not Yours');
    expect(
      (await call('PATCH', `/api/petListing/${othersPet}`, other, { petAge: 2 })).statusCode,
    ).toBe(403);
    expect(await totalEntries()).toBe(before);
  });

  it('records changing, pausing, resuming and deleting someone else’s campaign', async () => {
    const id = await addCampaign(owner, 'Biscuit');
    const changed = await call('PATCH', `/api/campaigns/${id}`, admin, {
      maximumDonation: 800,
      shortDescription: 'Surgery and rest for Biscuit.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await call('PATCH', `/api/campaigns/${id}`, admin, { paused: true });
    await call('PATCH', `/api/campaigns/${id}`, admin, { paused: false });
    expect((await call('DELETE', `/api/campaigns/${id}`, admin)).statusCode).toBe(200);

    const target = { targetType: 'campaign', targetId: id, targetLabel: 'Biscuit' };
    expect((await entriesOf('campaign.update'))[0]).toMatchObject({
      ...byAdmin(),
      ...target,
      before: { maximumDonation: 500, shortDescription: 'Knee surgery for Biscuit.' },
      after: { maximumDonation: 800, shortDescription: 'Surgery and rest for Biscuit.' },
    });
    expect((await entriesOf('campaign.pause'))[0]).toMatchObject({
      ...target,
      before: { paused: false },
      after: { paused: true },
    });
    expect((await entriesOf('campaign.resume'))[0]).toMatchObject({
      ...target,
      before: { paused: true },
      after: { paused: false },
    });
    expect((await entriesOf('campaign.delete'))[0]).toMatchObject({
      ...byAdmin(),
      ...target,
      before: { petName: 'Biscuit', maximumDonation: 800, highestTotal: 50, owner: owner.email },
      after: null,
    });
  });

  it('records a refund, without the card', async () => {
    const campaignId = await addCampaign(owner, 'Pepper');
    const intent = await call('POST', '/api/create-payment-intent', other, {
      campaignId,
      price: 25,
    });
    const { clientSecret, paymentIntentId } = json<{
      clientSecret: string;
      paymentIntentId: string;
    }>(intent);
    const confirmed = await call('POST', '/api/test-provider/confirm', other, {
      name: 'Otto Other',
      email: other.email,
      clientSecret,
      ...GOOD_CARD,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const recorded = await call('POST', '/api/payments', other, {
      campaignId,
      transactionId: paymentIntentId,
      price: 25,
    });
    const paymentId = json<{ paymentResult: { insertedId: string } }>(recorded).paymentResult
      .insertedId;

    const refunded = await call('POST', `/api/payments/${paymentId}/refund`, admin);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [entry] = await entriesOf('payment.refund');
    expect(entry).toMatchObject({
      ...byAdmin(),
      action: 'payment.refund',
      targetType: 'payment',
      targetId: paymentId,
      targetLabel: `$25 from ${other.email} to Pepper`,
      before: { status: 'succeeded', amount: 25, refunded: 0, transactionId: paymentIntentId },
      after: { status: 'refunded', amount: 25, refunded: 25 },
    });
    expect(JSON.stringify(entry)).not.toMatch(/4242|12\/99|cvc/);
  });

  it('records reading the contact messages, page by page', async () => {
    for (const name of ['Rosa Park', 'Sam Lee']) {
      const sent = await call('POST', '/api/contact', undefined, {
        name,
        email: 'writer@example.com',
        message: 'Do you take rabbits in the winter?',
      });
      expect(sent.statusCode).toBe(201);
    }
    const first = await call('GET', '/api/contact?limit=1', admin);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1] ?? '';
    const second = await call('GET', next, admin);
    const shown = [first, second].map((page) => json<{ _id: string }[]>(page)[0]?._id);

    const [older, newest] = await entriesOf('contactMessages.read');
    expect(newest).toMatchObject({
      ...byAdmin(),
      action: 'contactMessages.read',
      targetType: 'contactMessages',
      targetId: null,
      targetLabel: '1 message, newest first',
      before: null,
      after: { messageIds: [shown[0]] },
    });
    expect(older).toMatchObject({
      targetLabel: '1 message, an older page',
      after: { messageIds: [shown[1]] },
    });
    // A refused read is not a read.
    const before = await totalEntries();
    expect((await call('GET', '/api/contact', owner)).statusCode).toBe(403);
    expect(await totalEntries()).toBe(before);
  });

  it('never writes a password, token or card detail into an entry', async () => {
    const all = await call('GET', '/api/audit?limit=100', admin);
    const text = all.body;
    expect(json<AuditEntry[]>(all).length).toBeGreaterThan(10);
    for (const secret of [TEST_PASSWORD, admin.token, owner.token, '4242 4242', 'password":']) {
      expect(text).not.toContain(secret);
    }
    const stored = await t.handle.db.select().from(auditEntries);
    const keys = stored.flatMap((row) => [
      ...Object.keys(row.before ?? {}),
      ...Object.keys(row.after ?? {}),
    ]);
    expect(keys.filter((key) => /pass|token|secret|card|cvc|hash/i.test(key))).toEqual([]);
  });
});

describe.each(testDatabases)('reading the audit log on %s', (database) => {
  const t = useTestApp({ database });
  let ada: SignedInUser;
  let bea: SignedInUser;

  const read = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(ada.token) });

  beforeAll(async () => {
    ada = await createUser(t.app, { name: 'Ada Admin' });
    bea = await createUser(t.app, { name: 'Bea Admin' });
    await promote(t.handle, ada.id);
    await promote(t.handle, bea.id);
    // Five entries on known days, straight into the table (only actions write them otherwise).
    const entry = (admin: SignedInUser, name: string, action: AuditAction, at: string) => ({
      adminId: admin.id,
      adminName: name,
      adminEmail: admin.email,
      action,
      targetType: 'pet' as const,
      targetId: null,
      targetLabel: at,
      clientAddress: '192.0.2.1',
      createdAt: new Date(at),
    });
    await t.handle.db
      .insert(auditEntries)
      .values([
        entry(ada, 'Ada Admin', 'pet.update', '2026-03-01T00:00:00.000Z'),
        entry(bea, 'Bea Admin', 'pet.delete', '2026-03-01T23:59:59.999Z'),
        entry(ada, 'Ada Admin', 'pet.delete', '2026-03-02T12:00:00.000Z'),
        entry(bea, 'Bea Admin', 'pet.update', '2026-03-03T08:00:00.000Z'),
        entry(ada, 'Ada Admin', 'pet.update', '2026-03-04T08:00:00.000Z'),
      ]);
  });

  const labels = async (url: string) => {
    const response = await read(url);
    expect(response.statusCode, response.body).toBe(200);
    return json<AuditEntry[]>(response).map((entry) => entry.targetLabel);
  };

  it('pages newest first like every list: limit, cursor, Link and X-Total-Count', async () => {
    const first = await read('/api/audit?limit=2');
    expect(first.headers['x-total-count']).toBe('5');
    expect(json<AuditEntry[]>(first).map((entry) => entry.targetLabel)).toEqual([
      '2026-03-04T08:00:00.000Z',
      '2026-03-03T08:00:00.000Z',
    ]);
    const next = /<([^>]+)>; rel="next"/.exec(String(first.headers.link))?.[1];
    expect(next).toMatch(/^\/api\/audit\?limit=2&cursor=/);
    expect(await labels(next ?? '')).toEqual([
      '2026-03-02T12:00:00.000Z',
      '2026-03-01T23:59:59.999Z',
    ]);
    const last = await read(
      /<([^>]+)>; rel="next"/.exec(String((await read(next ?? '')).headers.link))?.[1] ?? '',
    );
    expect(json<AuditEntry[]>(last).map((entry) => entry.targetLabel)).toEqual([
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(last.headers.link).toBeUndefined();
  });

  it('filters by admin, by action and by days (both ends included, UTC), together', async () => {
    expect(await labels(`/api/audit?adminId=${bea.id}`)).toEqual([
      '2026-03-03T08:00:00.000Z',
      '2026-03-01T23:59:59.999Z',
    ]);
    expect(await labels('/api/audit?action=pet.delete')).toEqual([
      '2026-03-02T12:00:00.000Z',
      '2026-03-01T23:59:59.999Z',
    ]);
    expect(await labels('/api/audit?from=2026-03-01&to=2026-03-01')).toEqual([
      '2026-03-01T23:59:59.999Z',
      '2026-03-01T00:00:00.000Z',
    ]);
    expect(await labels('/api/audit?from=2026-03-03')).toEqual([
      '2026-03-04T08:00:00.000Z',
      '2026-03-03T08:00:00.000Z',
    ]);
    expect(await labels('/api/audit?to=2026-03-01')).toHaveLength(2);
    expect(
      await labels(`/api/audit?adminId=${ada.id}&action=pet.update&from=2026-03-02&to=2026-03-04`),
    ).toEqual(['2026-03-04T08:00:00.000Z']);

    // The filters stay in the next page's link, and the total counts what they let through.
    const filtered = await read(`/api/audit?action=pet.update&limit=1`);
    expect(filtered.headers['x-total-count']).toBe('3');
    const next = /<([^>]+)>; rel="next"/.exec(String(filtered.headers.link))?.[1];
    expect(next).toMatch(/action=pet\.update/);
    expect(await labels(next ?? '')).toEqual(['2026-03-03T08:00:00.000Z']);
    expect(await labels('/api/audit?adminId=nobody')).toEqual([]);
  });

  it('answers 400 naming the field for a bad filter', async () => {
    const cases: [string, string][] = [
      ['action=pet.eat', 'action'],
      ['from=2026-3-1', 'from'],
      ['to=2026-02-30x', 'to'],
      ['from=2026-03-04&to=2026-03-01', 'to'],
      ['limit=0', 'limit'],
      ['adminId=', 'adminId'],
    ];
    for (const [query, field] of cases) {
      const response = await read(`/api/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(json<FieldErrors>(response).error.fields), query).toEqual([field]);
    }
    expect((await read('/api/audit?cursor=nonsense')).statusCode).toBe(400);
  });
});
