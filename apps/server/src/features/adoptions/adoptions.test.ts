import {
  ADOPTION_CONTACT_RETENTION_DAYS,
  AdoptionRequestSchema,
  type AdoptionRequest,
  type Pet,
} from '@pet-adoption/shared';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { adoptionRequests } from '../../db/schema';
import {
  createUser,
  json,
  type SignedInUser,
  useCast,
  testDatabases,
  useTestApp,
  injectAs,
} from '../../../test/helpers';
import { petBody } from '../../../test/fixtures';
import { eraseExpiredAdoptionContacts, scheduleAdoptionContactErasure } from './adoption-retention';
import { ADOPTED_MESSAGE, ALREADY_ASKED_MESSAGE, OWN_PET_MESSAGE } from './adoptions.service';

const contact = { phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' };

describe.each(testDatabases)('adoption requests on %s', (database) => {
  const logLines: string[] = [];
  const t = useTestApp({
    database,
    config: { logLevel: 'info' },
    logStream: { write: (line) => void logLines.push(line) },
  });
  const { owner, other, admin, banned } = useCast(t);
  let adopter: SignedInUser;
  let second: SignedInUser;

  const inject = injectAs(t);

  async function addPet(by: SignedInUser = owner) {
    const response = await inject('POST', '/api/petListing', by, petBody({ petName: 'Rex' }));
    return json<{ insertedId: string }>(response).insertedId;
  }
  async function ask(petId: string, by: SignedInUser) {
    const response = await inject('POST', '/api/adoptionUsers', by, { petId, ...contact });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }
  const statusOf = async (requestId: string) => {
    const response = await inject('GET', '/api/adoptionUsers', admin);
    return json<AdoptionRequest[]>(response).find((r) => r._id === requestId)?.status;
  };

  beforeAll(async () => {
    adopter = await createUser(t.app, { name: 'Andy Adopter' });
    second = await createUser(t.app, { name: 'Sam Second' });
  });

  it('takes the adopter from the token and the pet’s fields from the database', async () => {
    const petId = await addPet();
    const response = await inject('POST', '/api/adoptionUsers', adopter, {
      petId,
      ...contact,
      name: 'Someone Else',
      adoptorEmail: other.email,
      petName: 'Forged',
      email: other.email,
    });
    expect(response.statusCode).toBe(200);
    const { insertedId } = json<{ insertedId: string }>(response);

    const received = await inject(
      'GET',
      `/api/adoptionUsers?email=${encodeURIComponent(owner.email)}`,
      owner,
    );
    expect(received.statusCode).toBe(200);
    expect(received.headers['cache-control']).toBe('no-store');
    const mine = json<AdoptionRequest[]>(received).find((r) => r._id === insertedId);
    expect(z.strictObject(AdoptionRequestSchema.shape).parse(mine)).toMatchObject({
      petId,
      name: 'Andy Adopter',
      adoptorEmail: adopter.email,
      ...contact,
      status: 'pending',
      petName: 'Rex',
      petAge: petBody().petAge,
      category: petBody().category,
      email: owner.email,
      history: [{ status: 'pending', at: mine?.dateAndTime, note: null }],
      position: 1,
      openRequests: 1,
      adoptionFee: 0,
      feePaid: false,
      termsAcceptedAt: null,
    });

    const sent = await inject(
      'GET',
      `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(adopter.email)}`,
      adopter,
    );
    expect(sent.headers['cache-control']).toBe('no-store');
    expect(json<AdoptionRequest[]>(sent).map((r) => r._id)).toContain(insertedId);

    // Phone numbers and addresses never reach the log.
    const log = logLines.join('\n');
    expect(log).not.toContain(contact.phoneNumber);
    expect(log).not.toContain(contact.address);
  });

  it('refuses own pets, adopted pets and a second open request with 409 sentences', async () => {
    const petId = await addPet();
    const own = await inject('POST', '/api/adoptionUsers', owner, { petId, ...contact });
    expect(own.statusCode).toBe(409);
    expect(json(own)).toEqual({ error: { code: 'CONFLICT', message: OWN_PET_MESSAGE } });

    await ask(petId, adopter);
    const again = await inject('POST', '/api/adoptionUsers', adopter, { petId, ...contact });
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({ error: { code: 'CONFLICT', message: ALREADY_ASKED_MESSAGE } });

    await inject('PATCH', `/api/petListing/${petId}`, owner, { adopted: true });
    const adopted = await inject('POST', '/api/adoptionUsers', second, { petId, ...contact });
    expect(adopted.statusCode).toBe(409);
    expect(json(adopted)).toEqual({ error: { code: 'CONFLICT', message: ADOPTED_MESSAGE } });
  });

  it('two identical requests at once make one request', async () => {
    const petId = await addPet();
    const answers = await Promise.all(
      [1, 2, 3].map(() => inject('POST', '/api/adoptionUsers', adopter, { petId, ...contact })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('answers 404 for an unknown or malformed pet and validates every field', async () => {
    for (const petId of ['00000000-0000-4000-8000-000000000000', 'nope', "' OR 1=1"]) {
      const response = await inject('POST', '/api/adoptionUsers', adopter, { petId, ...contact });
      expect(response.statusCode).toBe(404);
    }
    const petId = await addPet();
    const cases: [object, string, string][] = [
      [{ petId, address: 'x' }, 'phoneNumber', 'This Phone Number field is required'],
      [
        { petId, phoneNumber: '', address: 'x' },
        'phoneNumber',
        'This Phone Number field is required',
      ],
      [
        { petId, phoneNumber: 'call me', address: 'x' },
        'phoneNumber',
        'Enter a phone number (digits, spaces, + ( ) . -).',
      ],
      [{ petId, phoneNumber: '12345' }, 'address', 'This Address field is required'],
      [{ petId, phoneNumber: '12345', address: ' ' }, 'address', 'This Address field is required'],
      [{ ...contact }, 'petId', 'Choose the pet to adopt.'],
      [{ petId: { $ne: null }, ...contact }, 'petId', 'Choose the pet to adopt.'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await inject('POST', '/api/adoptionUsers', adopter, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(
        json<{ error: { fields: Record<string, string> } }>(response).error.fields[field],
      ).toBe(message);
    }
  });

  it('access matrix', async () => {
    const petId = await addPet();
    const requestId = await ask(petId, adopter);
    const received = `/api/adoptionUsers?email=${encodeURIComponent(owner.email)}`;
    const sent = `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(adopter.email)}`;
    const callers = { anonymous: undefined, owner, adopter, other, admin, banned };
    const expected: Record<keyof typeof callers, [number, number, number, number, number]> = {
      // create, list received, list sent, accept, delete
      anonymous: [401, 401, 401, 401, 401],
      owner: [409, 200, 403, 200, 200],
      adopter: [409, 403, 200, 403, 200],
      other: [200, 403, 403, 403, 403],
      admin: [200, 200, 200, 200, 200],
      banned: [403, 403, 403, 403, 403],
    };
    for (const [name, by] of Object.entries(callers) as [keyof typeof callers, SignedInUser][]) {
      const [create, listReceived, listSent, accept, remove] = expected[name];
      const created = await inject('POST', '/api/adoptionUsers', by, { petId, ...contact });
      expect(created.statusCode, `${name} create`).toBe(create);
      expect((await inject('GET', received, by)).statusCode, `${name} received`).toBe(listReceived);
      expect((await inject('GET', sent, by)).statusCode, `${name} sent`).toBe(listSent);
      // accept and delete act on a fresh pet and request each time, so earlier rows don't interfere.
      const freshPet = await addPet();
      const fresh = await ask(freshPet, adopter);
      const accepted = await inject('PATCH', `/api/adoptionUsers/${fresh}/accept`, by);
      expect(accepted.statusCode, `${name} accept`).toBe(accept);
      const deletable = await addPet();
      const withdrawn = await ask(deletable, name === 'adopter' ? adopter : second);
      const removed = await inject('DELETE', `/api/adoptionUsers/${withdrawn}`, by);
      expect(removed.statusCode, `${name} delete`).toBe(remove);
      // The owner's request in the first pet (409 for owner/adopter) leaves the original alone.
      expect(await statusOf(requestId)).toBe('pending');
    }
    // A non-admin must say whose requests.
    expect((await inject('GET', '/api/adoptionUsers', other)).statusCode).toBe(400);
  });

  it('reject: off the owner’s list, declined for the adopter, phone and address erased', async () => {
    const petId = await addPet();
    const rejected = await ask(petId, adopter);
    const received = `/api/adoptionUsers?email=${encodeURIComponent(owner.email)}`;
    const sent = `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(adopter.email)}`;

    const response = await inject('DELETE', `/api/adoptionUsers/${rejected}`, owner);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ deletedCount: 1 });
    const ownerList = json<AdoptionRequest[]>(await inject('GET', received, owner));
    expect(ownerList.map((r) => r._id)).not.toContain(rejected);
    const adopterView = json<AdoptionRequest[]>(await inject('GET', sent, adopter)).find(
      (r) => r._id === rejected,
    );
    expect(adopterView).toMatchObject({ status: 'declined', phoneNumber: '', address: '' });
    const [row] = await t.handle.db
      .select({ decidedAt: adoptionRequests.decidedAt })
      .from(adoptionRequests)
      .where(eq(adoptionRequests.id, rejected));
    expect(row?.decidedAt).toBeInstanceOf(Date);

    // Gone for the owner: a second reject finds nothing, and accept has nothing to accept.
    expect((await inject('DELETE', `/api/adoptionUsers/${rejected}`, owner)).statusCode).toBe(404);
    expect((await inject('PATCH', `/api/adoptionUsers/${rejected}/accept`, owner)).statusCode).toBe(
      409,
    );
    // The adopter may ask again, and that request reaches the owner.
    const again = await ask(petId, adopter);
    const ownerListAfter = json<AdoptionRequest[]>(await inject('GET', received, owner));
    expect(ownerListAfter.map((r) => r._id)).toContain(again);
  });

  it('withdraw (adopter) and remove (admin) delete the request for everyone', async () => {
    for (const by of [adopter, admin]) {
      const petId = await addPet();
      const requestId = await ask(petId, adopter);
      const response = await inject('DELETE', `/api/adoptionUsers/${requestId}`, by);
      expect(json(response)).toEqual({ deletedCount: 1 });
      expect(await statusOf(requestId)).toBeUndefined();
    }
  });

  it('accept: the pet is adopted, the request accepted, the others declined, in one go', async () => {
    const petId = await addPet();
    const chosen = await ask(petId, adopter);
    const declined = await ask(petId, second);
    const response = await inject('PATCH', `/api/adoptionUsers/${chosen}/accept`, owner);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ modifiedCount: 1 });
    expect(await statusOf(chosen)).toBe('accepted');
    expect(await statusOf(declined)).toBe('declined');
    const pet = json<Pet>(await inject('GET', `/api/petListing/${petId}`, undefined));
    expect(pet.adopted).toBe(true);
    const listing = json<Pet[]>(await inject('GET', '/api/petListing?limit=100', undefined));
    expect(listing.map((p) => p._id)).not.toContain(petId);

    // Neither can be accepted again; the sent list shows each adopter their status.
    for (const id of [chosen, declined]) {
      expect((await inject('PATCH', `/api/adoptionUsers/${id}/accept`, owner)).statusCode).toBe(
        409,
      );
    }
    const sent = await inject(
      'GET',
      `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(second.email)}`,
      second,
    );
    expect(json<AdoptionRequest[]>(sent).find((r) => r._id === declined)?.status).toBe('declined');
  });

  it('two accepts racing for one pet: exactly one wins', async () => {
    for (let round = 0; round < 3; round++) {
      const petId = await addPet();
      const first = await ask(petId, adopter);
      const rival = await ask(petId, second);
      const answers = await Promise.all([
        inject('PATCH', `/api/adoptionUsers/${first}/accept`, owner),
        inject('PATCH', `/api/adoptionUsers/${rival}/accept`, admin),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const statuses = [await statusOf(first), await statusOf(rival)].sort();
      expect(statuses).toEqual(['accepted', 'declined']);
    }
  });

  it('marking an adopted pet available again ends its acceptance; one accepted request per pet', async () => {
    const petId = await addPet();
    const first = await ask(petId, adopter);
    expect((await inject('PATCH', `/api/adoptionUsers/${first}/accept`, owner)).statusCode).toBe(
      200,
    );
    const again = await inject('PATCH', `/api/petListing/${petId}`, owner, { adopted: false });
    expect(again.statusCode).toBe(200);

    // The first adopter sees that the adoption ended.
    const sent = await inject(
      'GET',
      `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(adopter.email)}`,
      adopter,
    );
    expect(json<AdoptionRequest[]>(sent).find((r) => r._id === first)?.status).toBe('cancelled');

    const next = await ask(petId, second);
    expect((await inject('PATCH', `/api/adoptionUsers/${next}/accept`, owner)).statusCode).toBe(
      200,
    );
    const received = await inject(
      'GET',
      `/api/adoptionUsers?email=${encodeURIComponent(owner.email)}`,
      owner,
    );
    const forPet = json<AdoptionRequest[]>(received).filter((r) => r.petId === petId);
    expect(forPet.filter((r) => r.status === 'accepted').map((r) => r._id)).toEqual([next]);
    // The ended request cannot be accepted again.
    expect((await inject('PATCH', `/api/adoptionUsers/${first}/accept`, owner)).statusCode).toBe(
      409,
    );
  });

  it('the database refuses a second accepted request for one pet', async () => {
    const petId = await addPet();
    const one = await ask(petId, adopter);
    const two = await ask(petId, second);
    await t.handle.db
      .update(adoptionRequests)
      .set({ status: 'accepted', decidedAt: new Date() })
      .where(eq(adoptionRequests.id, one));
    await expect(
      t.handle.db
        .update(adoptionRequests)
        .set({ status: 'accepted', decidedAt: new Date() })
        .where(eq(adoptionRequests.id, two)),
    ).rejects.toThrow();
    expect(await statusOf(two)).toBe('pending');
  });

  it(`decided requests lose their phone and address ${ADOPTION_CONTACT_RETENTION_DAYS} days after the decision`, async () => {
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    const petId = await addPet();
    const old = await ask(petId, adopter);
    const recent = await ask(petId, second);
    const open = await ask(await addPet(), other);
    expect((await inject('PATCH', `/api/adoptionUsers/${old}/accept`, owner)).statusCode).toBe(200);
    const decidedDaysAgo = (id: string, days: number) =>
      t.handle.db
        .update(adoptionRequests)
        .set({ decidedAt: new Date(now.getTime() - days * day) })
        .where(eq(adoptionRequests.id, id));
    await decidedDaysAgo(old, ADOPTION_CONTACT_RETENTION_DAYS + 1);
    await decidedDaysAgo(recent, ADOPTION_CONTACT_RETENTION_DAYS - 1);
    // A pending request has no decision, however old it is.
    await t.handle.db
      .update(adoptionRequests)
      .set({ createdAt: sql`now() - interval '200 days'` })
      .where(eq(adoptionRequests.id, open));

    expect(await eraseExpiredAdoptionContacts(t.handle.db, now)).toBe(1);
    const received = await inject(
      'GET',
      `/api/adoptionUsers?email=${encodeURIComponent(owner.email)}`,
      owner,
    );
    const byId = new Map(json<AdoptionRequest[]>(received).map((r) => [r._id, r]));
    expect(byId.get(old)).toMatchObject({ status: 'accepted', phoneNumber: '', address: '' });
    // The lister no longer sees a declined request's details; its adopter does, until then.
    expect(byId.get(recent)).toMatchObject({ status: 'declined', phoneNumber: '', address: '' });
    const sentBySecond = await inject(
      'GET',
      `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(second.email)}`,
      second,
    );
    expect(json<AdoptionRequest[]>(sentBySecond).find((r) => r._id === recent)).toMatchObject({
      status: 'declined',
      ...contact,
    });
    expect(byId.get(open)).toMatchObject({ status: 'pending', ...contact });
    // Running again changes nothing more.
    expect(await eraseExpiredAdoptionContacts(t.handle.db, now)).toBe(0);
  });

  it('the erasure job runs at start-up and stops when told', async () => {
    const petId = await addPet();
    const decided = await ask(petId, adopter);
    await inject('PATCH', `/api/adoptionUsers/${decided}/accept`, owner);
    await t.handle.db
      .update(adoptionRequests)
      .set({
        decidedAt: new Date(Date.now() - (ADOPTION_CONTACT_RETENTION_DAYS + 10) * 86_400_000),
      })
      .where(eq(adoptionRequests.id, decided));
    const stop = scheduleAdoptionContactErasure(t.handle.db, t.app.log);
    try {
      await expect
        .poll(async () => {
          const [row] = await t.handle.db
            .select({ phoneNumber: adoptionRequests.phoneNumber })
            .from(adoptionRequests)
            .where(eq(adoptionRequests.id, decided));
          return row?.phoneNumber;
        })
        .toBe('');
    } finally {
      stop();
    }
  });

  it('answers 404 for unknown or malformed request ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x', '1;DROP']) {
      expect((await inject('DELETE', `/api/adoptionUsers/${id}`, admin)).statusCode).toBe(404);
      expect((await inject('PATCH', `/api/adoptionUsers/${id}/accept`, admin)).statusCode).toBe(
        404,
      );
    }
    const hostile = await inject('GET', '/api/adoptionUsers?email[$ne]=x', other);
    expect(hostile.statusCode).toBe(400);
  });
});
