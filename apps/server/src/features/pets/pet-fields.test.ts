import type { AuditEntry, Pet } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adoptionRequests, pets } from '../../db/schema';
import { petBody } from '../../../test/fixtures';
import {
  bearer,
  json,
  type SignedInUser,
  testDatabases,
  useCast,
  useTestApp,
} from '../../../test/helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The adoption fee, the cap on open requests, a paused listing and the owner's reply time. */
describe.each(testDatabases)('a pet’s fee, cap, pause and reply time on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin } = useCast(t);

  const call = (
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    by?: SignedInUser,
    payload?: object,
  ) =>
    t.app.inject({ method, url, headers: by ? bearer(by.token) : {}, ...(payload && { payload }) });

  async function addPet(by: SignedInUser, overrides: Record<string, unknown> = {}) {
    const response = await call('POST', '/api/petListing', by, { ...petBody(), ...overrides });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }
  const readPet = async (id: string) => json<Pet>(await call('GET', `/api/petListing/${id}`));
  const listedIds = async (query: string, by?: SignedInUser) => {
    const response = await call('GET', `/api/petListing?limit=100${query}`, by);
    expect(response.statusCode, response.body).toBe(200);
    return json<Pet[]>(response).map((pet) => pet._id);
  };

  /** What a stale listing looks like once the scheduled work has paused it. */
  async function pauseInDatabase(id: string) {
    await t.handle.db
      .update(pets)
      .set({ paused: true, staleNoticeAt: new Date(), stillAvailableTokenHash: `hash-${id}` })
      .where(eq(pets.id, id));
  }

  it('keeps the fee in dollars and the cap, both optional', async () => {
    const plain = await readPet(await addPet(owner));
    expect(plain).toMatchObject({ adoptionFee: 0, applicationCap: null, paused: false });

    const id = await addPet(owner, { adoptionFee: 150.5, applicationCap: 3 });
    expect(await readPet(id)).toMatchObject({ adoptionFee: 150.5, applicationCap: 3 });

    const changed = await call('PATCH', `/api/petListing/${id}`, owner, {
      adoptionFee: 0,
      applicationCap: null,
    });
    expect(json(changed)).toEqual({ modifiedCount: 1 });
    expect(await readPet(id)).toMatchObject({ adoptionFee: 0, applicationCap: null });

    // Left out, they stay as they are.
    await call('PATCH', `/api/petListing/${id}`, owner, { adoptionFee: 75 });
    await call('PATCH', `/api/petListing/${id}`, owner, { petName: 'Renamed' });
    expect(await readPet(id)).toMatchObject({ adoptionFee: 75, applicationCap: null });
  });

  it.each([
    ['adoptionFee', 10_000.01],
    ['adoptionFee', -1],
    ['adoptionFee', 1.234],
    ['applicationCap', 0],
    ['applicationCap', 51],
    ['applicationCap', 2.5],
  ])('refuses %s %s, naming the field', async (field, value) => {
    const response = await call('POST', '/api/petListing', owner, {
      ...petBody(),
      [field]: value,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(json<{ error: { fields: object } }>(response).error.fields)).toEqual([
      field,
    ]);
  });

  it('leaves a paused pet out of every public list, not its owner’s, an admin’s or its page', async () => {
    const id = await addPet(owner, { petName: 'Dusty' });
    await pauseInDatabase(id);

    expect(await listedIds('')).not.toContain(id);
    expect(await listedIds('&includeAdopted=true')).not.toContain(id);
    expect(await listedIds('&includeAdopted=true', other)).not.toContain(id);
    expect(await listedIds('&includeAdopted=true', admin)).toContain(id);
    const own = await call('GET', `/api/petListing?limit=100&email=${owner.email}`, owner);
    expect(json<Pet[]>(own).find((pet) => pet._id === id)).toMatchObject({ paused: true });
    expect(await readPet(id)).toMatchObject({ petName: 'Dusty', paused: true });

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain(id);
  });

  it.each([
    ['its owner', 'owner'],
    ['an admin', 'admin'],
  ] as const)('lists a paused pet again once %s updates it', async (_who, by) => {
    const id = await addPet(owner, { petName: 'Sleepy' });
    await pauseInDatabase(id);
    expect(await listedIds('')).not.toContain(id);

    const changed = await call('PATCH', `/api/petListing/${id}`, by === 'owner' ? owner : admin, {
      shortDescription: 'Still here and still lovely.',
    });
    expect(changed.statusCode, changed.body).toBe(200);

    expect(await readPet(id)).toMatchObject({ paused: false });
    expect(await listedIds('')).toContain(id);
    const [row] = await t.handle.db
      .select({ notice: pets.staleNoticeAt, token: pets.stillAvailableTokenHash })
      .from(pets)
      .where(eq(pets.id, id));
    expect(row).toEqual({ notice: null, token: null });
  });

  it('records an admin’s change of the fee and cap in the audit log', async () => {
    const id = await addPet(owner, { petName: 'Fee' });
    await call('PATCH', `/api/petListing/${id}`, admin, { adoptionFee: 40, applicationCap: 2 });
    const entries = json<AuditEntry[]>(await call('GET', '/api/audit?limit=5', admin));
    expect(entries.find((entry) => entry.targetId === id)).toMatchObject({
      action: 'pet.update',
      before: { adoptionFee: 0, applicationCap: null },
      after: { adoptionFee: 40, applicationCap: 2 },
    });
  });

  describe('reply time', () => {
    /** A request for `petId` by `adopterId` made at `created`, answered `after` ms later. */
    async function answered(petId: string, adopterId: string, after: number | null) {
      const created = new Date(Date.now() - 30 * DAY_MS);
      await t.handle.db.insert(adoptionRequests).values({
        petId,
        adopterId,
        name: 'Otto Other',
        phoneNumber: '+880 1700-000000',
        address: '12 Lake Road',
        status: after === null ? 'pending' : 'declined',
        decidedAt: after === null ? null : new Date(created.getTime() + after),
        firstResponseAt: after === null ? null : new Date(created.getTime() + after),
        createdAt: created,
      });
    }

    it('is the median days to a first answer, rounded up, once three are answered', async () => {
      const first = await addPet(admin, { petName: 'One' });
      const second = await addPet(admin, { petName: 'Two' });
      // Waiting requests and another owner's answers do not count.
      await answered(first, other.id, null);
      const elsewhere = await addPet(owner, { petName: 'Elsewhere' });
      await answered(elsewhere, other.id, HOUR_MS);

      await answered(first, other.id, HOUR_MS);
      await answered(second, other.id, 10 * DAY_MS);
      expect((await readPet(first)).repliesWithinDays).toBeNull();

      await answered(second, owner.id, 2.5 * DAY_MS);
      expect((await readPet(first)).repliesWithinDays).toBe(3);
      expect((await readPet(second)).repliesWithinDays).toBe(3);

      // Lists leave it out: it is worked out for one pet's page.
      const listed = json<Pet[]>(await call('GET', '/api/petListing?limit=100'));
      expect(listed.find((pet) => pet._id === first)).not.toHaveProperty('repliesWithinDays');
    });

    it('is at least a day for an owner who answers within hours', async () => {
      const quick = await addPet(other, { petName: 'Quick' });
      for (let i = 0; i < 3; i++) await answered(quick, owner.id, HOUR_MS);
      expect((await readPet(quick)).repliesWithinDays).toBe(1);
    });
  });
});
