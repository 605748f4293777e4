import {
  ADOPTION_CONTACT_RETENTION_DAYS,
  type AdoptionRequest,
  adoptionTexts,
  type Notification,
  notificationTexts,
} from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { adoptionRequests, pets } from '../../db/schema';
import {
  createUser,
  json,
  type SignedInUser,
  testDatabases,
  useCast,
  useTestApp,
  injectAs,
} from '../../../test/helpers';
import { petBody } from '../../../test/fixtures';
import { eraseExpiredAdoptionContacts } from './adoption-retention';

const contact = { phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' };
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('request statuses and their history on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin, banned } = useCast(t);
  let adopter: SignedInUser;
  let second: SignedInUser;

  const inject = injectAs(t);

  async function addPet(petName = 'Rex') {
    const response = await inject('POST', '/api/petListing', owner, petBody({ petName }));
    expect(response.statusCode, response.body).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }
  async function ask(petId: string, by: SignedInUser) {
    const response = await inject('POST', '/api/adoptionUsers', by, { petId, ...contact });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }
  const setStatus = (id: string, by: SignedInUser | undefined, payload: object) =>
    inject('PATCH', `/api/adoptionUsers/${id}/status`, by, payload);
  /** The request as its adopter sees it in 'Requests I sent'. */
  async function sent(by: SignedInUser, id: string) {
    const url = `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(by.email)}`;
    const request = json<AdoptionRequest[]>(await inject('GET', url, by)).find((r) => r._id === id);
    if (!request) throw new Error(`${id} is not in the sent list`);
    return request;
  }
  const timeline = async (by: SignedInUser, id: string) =>
    (await sent(by, id)).history.map(({ status, note }) => ({ status, note }));
  const notices = async (by: SignedInUser) =>
    json<Notification[]>(await inject('GET', '/api/notifications?limit=100', by));
  async function firstResponseAt(id: string) {
    const [row] = await t.handle.db
      .select({ at: adoptionRequests.firstResponseAt })
      .from(adoptionRequests)
      .where(eq(adoptionRequests.id, id));
    return row?.at ?? null;
  }

  beforeAll(async () => {
    adopter = await createUser(t.app, { name: 'Andy Adopter' });
    second = await createUser(t.app, { name: 'Sam Second' });
  });

  it('who may mark reviewing, decline, withdraw and see similar pets', async () => {
    const callers = { anonymous: undefined, owner, adopter, other, admin, banned };
    const expected: Record<keyof typeof callers, [number, number, number, number]> = {
      // reviewing, declined, withdraw, similar
      anonymous: [401, 401, 401, 401],
      owner: [200, 200, 403, 403],
      adopter: [403, 403, 200, 200],
      other: [403, 403, 403, 403],
      admin: [200, 200, 403, 200],
      banned: [403, 403, 403, 403],
    };
    for (const [name, by] of Object.entries(callers) as [keyof typeof callers, SignedInUser][]) {
      const [reviewing, declined, withdraw, similar] = expected[name];
      const petId = await addPet();
      const one = await ask(petId, adopter);
      expect((await setStatus(one, by, { status: 'reviewing' })).statusCode, name).toBe(reviewing);
      const declinedStatus = (await setStatus(one, by, { status: 'declined' })).statusCode;
      expect(declinedStatus, name).toBe(declined);
      const two = await ask(await addPet(), adopter);
      const withdrawn = await inject('POST', `/api/adoptionUsers/${two}/withdraw`, by);
      expect(withdrawn.statusCode, name).toBe(withdraw);
      const suggestions = await inject('GET', `/api/adoptionUsers/${two}/similar`, by);
      expect(suggestions.statusCode, name).toBe(similar);
    }
  });

  it('answers 404 for unknown or malformed ids and 400 for another status', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'x', '1;DROP']) {
      expect((await setStatus(id, admin, { status: 'reviewing' })).statusCode).toBe(404);
      expect((await inject('POST', `/api/adoptionUsers/${id}/withdraw`, adopter)).statusCode).toBe(
        404,
      );
      expect((await inject('GET', `/api/adoptionUsers/${id}/similar`, admin)).statusCode).toBe(404);
      const reapply = await inject('POST', `/api/adoptionUsers/${id}/reapply`, adopter, {
        petId: id,
      });
      expect(reapply.statusCode).toBe(404);
    }
    const id = await ask(await addPet(), adopter);
    for (const payload of [{ status: 'accepted' }, { status: 'withdrawn' }, {}]) {
      const response = await setStatus(id, owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const tooLong = await setStatus(id, owner, { status: 'declined', note: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect((await sent(adopter, id)).status).toBe('pending');
  });

  it('reviewing, then declined with a note: the timeline, the first answer and the notices', async () => {
    const petId = await addPet('Biscuit');
    const id = await ask(petId, adopter);
    const before = await sent(adopter, id);
    expect(before.history).toEqual([{ status: 'pending', at: before.dateAndTime, note: null }]);
    expect(await firstResponseAt(id)).toBeNull();

    const reviewingNotices = async () =>
      (await notices(adopter)).filter((n) => n.kind === 'adoptionReviewing').length;
    const noticesBefore = await reviewingNotices();
    const reviewing = await setStatus(id, owner, { status: 'reviewing', note: 'ignored' });
    expect(json(reviewing)).toEqual({ modifiedCount: 1 });
    const answeredAt = await firstResponseAt(id);
    expect(answeredAt).toBeInstanceOf(Date);
    expect((await notices(adopter))[0]).toMatchObject({
      kind: 'adoptionReviewing',
      ...notificationTexts.adoptionReviewing('Biscuit'),
    });
    // Reviewing again is no change: no second step, no second notice.
    expect(json(await setStatus(id, admin, { status: 'reviewing' }))).toEqual({ modifiedCount: 0 });
    expect(await timeline(adopter, id)).toEqual([
      { status: 'pending', note: null },
      { status: 'reviewing', note: null },
    ]);
    expect(await reviewingNotices()).toBe(noticesBefore + 1);

    const note = 'We are looking for a home with a garden.';
    const declined = await setStatus(id, owner, { status: 'declined', note: `  ${note} ` });
    expect(json(declined)).toEqual({ modifiedCount: 1 });
    const after = await sent(adopter, id);
    expect(after).toMatchObject({ status: 'declined', position: null, openRequests: null });
    expect(after.history.map(({ status, note }) => ({ status, note }))).toEqual([
      { status: 'pending', note: null },
      { status: 'reviewing', note: null },
      { status: 'declined', note },
    ]);
    const times = after.history.map((entry) => Date.parse(entry.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    // The first answer stays the first one; the decline keeps phone and address for now.
    expect(await firstResponseAt(id)).toEqual(answeredAt);
    expect(after).toMatchObject(contact);
    expect((await notices(adopter))[0]).toMatchObject({
      kind: 'adoptionDeclined',
      ...notificationTexts.adoptionDeclinedNote('Biscuit', note),
    });

    // Closed: no further move.
    for (const status of ['reviewing', 'declined']) {
      const again = await setStatus(id, owner, { status });
      expect(again.statusCode).toBe(409);
      expect(json(again)).toEqual({
        error: { code: 'CONFLICT', message: adoptionTexts.statusOnlyOpen },
      });
    }
  });

  it('a decline without a note says the plain sentence and sets the first answer', async () => {
    const id = await ask(await addPet('Pip'), adopter);
    for (const note of [undefined, null, '   ']) {
      const petId = await addPet('Pip');
      const each = await ask(petId, second);
      const response = await setStatus(each, admin, { status: 'declined', note });
      expect(response.statusCode, response.body).toBe(200);
      expect(await timeline(second, each)).toEqual([
        { status: 'pending', note: null },
        { status: 'declined', note: null },
      ]);
      expect(await firstResponseAt(each)).toBeInstanceOf(Date);
      expect((await notices(second))[0]).toMatchObject({
        kind: 'adoptionDeclined',
        ...notificationTexts.adoptionDeclined('Pip'),
      });
    }
    expect((await sent(adopter, id)).status).toBe('pending');
  });

  it('withdraw: the adopter’s own, open requests only; the owner is told, no answer recorded', async () => {
    const id = await ask(await addPet('Tom'), adopter);
    await setStatus(id, owner, { status: 'reviewing' });
    const answeredAt = await firstResponseAt(id);
    const response = await inject('POST', `/api/adoptionUsers/${id}/withdraw`, adopter);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ modifiedCount: 1 });
    expect(await timeline(adopter, id)).toEqual([
      { status: 'pending', note: null },
      { status: 'reviewing', note: null },
      { status: 'withdrawn', note: null },
    ]);
    expect(await firstResponseAt(id)).toEqual(answeredAt);
    expect((await notices(owner))[0]).toMatchObject({
      kind: 'adoptionWithdrawn',
      ...notificationTexts.adoptionWithdrawn('Tom', 'Andy Adopter'),
    });
    // Still on the owner's list, as withdrawn.
    const received = json<AdoptionRequest[]>(
      await inject('GET', `/api/adoptionUsers?email=${encodeURIComponent(owner.email)}`, owner),
    );
    expect(received.find((r) => r._id === id)?.status).toBe('withdrawn');

    const again = await inject('POST', `/api/adoptionUsers/${id}/withdraw`, adopter);
    expect(again.statusCode).toBe(409);
    expect(json(again)).toEqual({
      error: { code: 'CONFLICT', message: adoptionTexts.withdrawOnlyOpen },
    });
    expect((await setStatus(id, owner, { status: 'declined' })).statusCode).toBe(409);
    expect((await inject('PATCH', `/api/adoptionUsers/${id}/accept`, owner)).statusCode).toBe(409);

    // A withdrawal that was never looked at leaves no first answer.
    const unseen = await ask(await addPet(), adopter);
    await inject('POST', `/api/adoptionUsers/${unseen}/withdraw`, adopter);
    expect(await firstResponseAt(unseen)).toBeNull();
  });

  it('accept takes a reviewing request, fixes the fee and declines the others with the note', async () => {
    const petId = await addPet('Luna');
    await t.handle.db.update(pets).set({ adoptionFeeCents: 7550 }).where(eq(pets.id, petId));
    const chosen = await ask(petId, adopter);
    const passedOver = await ask(petId, second);
    expect((await sent(adopter, chosen)).adoptionFee).toBe(75.5);
    await setStatus(chosen, owner, { status: 'reviewing' });
    const response = await inject('PATCH', `/api/adoptionUsers/${chosen}/accept`, owner);
    expect(response.statusCode, response.body).toBe(200);

    expect(await timeline(adopter, chosen)).toEqual([
      { status: 'pending', note: null },
      { status: 'reviewing', note: null },
      { status: 'accepted', note: null },
    ]);
    expect(await timeline(second, passedOver)).toEqual([
      { status: 'pending', note: null },
      { status: 'declined', note: adoptionTexts.acceptedOtherNote },
    ]);
    // Declined by someone else's acceptance: the owner never answered that adopter.
    expect(await firstResponseAt(passedOver)).toBeNull();
    expect(await firstResponseAt(chosen)).toBeInstanceOf(Date);
    expect((await notices(second))[0]).toMatchObject({
      kind: 'adoptionDeclined',
      ...notificationTexts.adoptionDeclinedAdopted('Luna'),
    });
    expect((await notices(adopter))[0]).toMatchObject({ kind: 'adoptionAccepted' });

    // The fee is fixed at acceptance: a later change of the pet's fee does not reach it.
    await t.handle.db.update(pets).set({ adoptionFeeCents: 20000 }).where(eq(pets.id, petId));
    expect(await sent(adopter, chosen)).toMatchObject({
      adoptionFee: 75.5,
      feePaid: false,
      termsAcceptedAt: null,
    });
  });

  it('owner’s reject (DELETE) of a reviewing request declines it and records the answer', async () => {
    const id = await ask(await addPet('Kit'), adopter);
    await setStatus(id, admin, { status: 'reviewing' });
    expect(json(await inject('DELETE', `/api/adoptionUsers/${id}`, owner))).toEqual({
      deletedCount: 1,
    });
    expect(await timeline(adopter, id)).toEqual([
      { status: 'pending', note: null },
      { status: 'reviewing', note: null },
      { status: 'declined', note: null },
    ]);
    expect(await sent(adopter, id)).toMatchObject({ phoneNumber: '', address: '' });

    // Rejecting an accepted request only tidies it away: no step, no notice.
    const petId = await addPet('Kit');
    const accepted = await ask(petId, adopter);
    await inject('PATCH', `/api/adoptionUsers/${accepted}/accept`, owner);
    const noticesBefore = (await notices(adopter)).length;
    expect(json(await inject('DELETE', `/api/adoptionUsers/${accepted}`, owner))).toEqual({
      deletedCount: 1,
    });
    expect((await sent(adopter, accepted)).status).toBe('accepted');
    expect((await timeline(adopter, accepted)).map((e) => e.status)).toEqual([
      'pending',
      'accepted',
    ]);
    expect(await notices(adopter)).toHaveLength(noticesBefore);
  });

  it('marking the pet available again cancels the acceptance in the timeline', async () => {
    const petId = await addPet();
    const id = await ask(petId, adopter);
    await inject('PATCH', `/api/adoptionUsers/${id}/accept`, owner);
    await inject('PATCH', `/api/petListing/${petId}`, owner, { adopted: false });
    expect(await timeline(adopter, id)).toEqual([
      { status: 'pending', note: null },
      { status: 'accepted', note: null },
      { status: 'cancelled', note: null },
    ]);
  });

  it(`withdrawn, declined and cancelled requests lose their contact details after ${ADOPTION_CONTACT_RETENTION_DAYS} days`, async () => {
    const now = new Date();
    const withdrawn = await ask(await addPet(), adopter);
    await inject('POST', `/api/adoptionUsers/${withdrawn}/withdraw`, adopter);
    const declined = await ask(await addPet(), adopter);
    await setStatus(declined, owner, { status: 'declined' });
    const petId = await addPet();
    const cancelled = await ask(petId, adopter);
    await inject('PATCH', `/api/adoptionUsers/${cancelled}/accept`, owner);
    await inject('PATCH', `/api/petListing/${petId}`, owner, { adopted: false });
    const reviewing = await ask(await addPet(), adopter);
    await setStatus(reviewing, owner, { status: 'reviewing' });

    const long = new Date(now.getTime() - (ADOPTION_CONTACT_RETENTION_DAYS + 1) * DAY_MS);
    for (const id of [withdrawn, declined, cancelled]) {
      await t.handle.db
        .update(adoptionRequests)
        .set({ decidedAt: long })
        .where(eq(adoptionRequests.id, id));
    }
    await t.handle.db
      .update(adoptionRequests)
      .set({ createdAt: long })
      .where(eq(adoptionRequests.id, reviewing));
    await eraseExpiredAdoptionContacts(t.handle.db, now);
    for (const id of [withdrawn, declined, cancelled]) {
      expect(await sent(adopter, id)).toMatchObject({ phoneNumber: '', address: '' });
    }
    // Open, however old: still needed.
    expect(await sent(adopter, reviewing)).toMatchObject(contact);
  });

  it('the lister stops seeing what the adopter told them once withdrawn or declined', async () => {
    /** The request as the pet's owner (or an admin) sees it in 'Requests for my pets'. */
    async function received(by: SignedInUser, id: string) {
      const url = `/api/adoptionUsers?email=${encodeURIComponent(owner.email)}`;
      const rows = json<AdoptionRequest[]>(await inject('GET', url, by));
      return rows.find((r) => r._id === id);
    }
    const told = { ...contact, answers: [], profile: null };
    const erased = { phoneNumber: '', address: '', answers: [], profile: null };

    const withdrawn = await ask(await addPet(), adopter);
    expect(await received(owner, withdrawn)).toMatchObject(contact);
    await inject('POST', `/api/adoptionUsers/${withdrawn}/withdraw`, adopter);
    expect(await received(owner, withdrawn)).toMatchObject(erased);
    // Nobody needs them any more: the stored request holds them no longer.
    const [row] = await t.handle.db
      .select({ phoneNumber: adoptionRequests.phoneNumber, address: adoptionRequests.address })
      .from(adoptionRequests)
      .where(eq(adoptionRequests.id, withdrawn));
    expect(row).toEqual({ phoneNumber: '', address: '' });

    const declined = await ask(await addPet(), adopter);
    await setStatus(declined, owner, { status: 'declined' });
    expect(await received(owner, declined)).toMatchObject(erased);
    expect(await received(admin, declined)).toMatchObject(erased);
    // The adopter keeps their own, and carries them to another pet in one step.
    expect(await sent(adopter, declined)).toMatchObject(told);
    const again = await inject('POST', `/api/adoptionUsers/${declined}/reapply`, adopter, {
      petId: await addPet('Second chance'),
    });
    expect(again.statusCode, again.body).toBe(200);
    const carried = json<{ insertedId: string }>(again).insertedId;
    expect(await received(owner, carried)).toMatchObject(contact);
  });
});
