import type { Notification, NotificationKind } from '@pet-adoption/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema';
import { createNotify } from '../../messaging/notify';
import { petBody } from '../../../test/fixtures';
import {
  createUser,
  json,
  promote,
  type SignedInUser,
  testDatabases,
  useTestApp,
  injectAs,
} from '../../../test/helpers';

const contact = { phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' };

describe.each(testDatabases)('who hears what, on %s', (database) => {
  const t = useTestApp({ database });
  let owner: SignedInUser;
  let admin: SignedInUser;
  let secondAdmin: SignedInUser;
  const applicants: SignedInUser[] = [];

  const inject = injectAs(t);

  beforeAll(async () => {
    owner = await createUser(t.app, { name: 'Olive Owner' });
    admin = await createUser(t.app, { name: 'Ada Admin' });
    secondAdmin = await createUser(t.app, { name: 'Abe Admin' });
    await promote(t.handle, admin.id);
    await promote(t.handle, secondAdmin.id);
    for (const name of ['Bea', 'Cal', 'Dot', 'Eve']) {
      applicants.push(await createUser(t.app, { name }));
    }
  });
  const person = (index: number) => {
    const found = applicants[index];
    if (!found) throw new Error('made in beforeAll');
    return found;
  };

  async function addPet(petName: string) {
    const response = await inject('POST', '/api/petListing', owner, petBody({ petName }));
    expect(response.statusCode, response.body).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }
  async function ask(petId: string, by: SignedInUser) {
    const response = await inject('POST', '/api/adoptionUsers', by, { petId, ...contact });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }
  /** The notices `user` got since the last call, oldest first, and marks them read. */
  async function newNotices(user: SignedInUser) {
    const response = await inject('GET', '/api/notifications?unread=true', user);
    expect(response.statusCode, response.body).toBe(200);
    await inject('POST', '/api/notifications/read-all', user);
    return json<Notification[]>(response)
      .reverse()
      .map(({ kind, title, body, link }) => ({ kind, title, body, link }));
  }
  const kinds = async (user: SignedInUser) =>
    (await newNotices(user)).map((notice): NotificationKind => notice.kind);

  it('tells the owner of each new request and of a withdrawal', async () => {
    const petId = await addPet('Biscuit');
    await ask(petId, person(0));
    const [asked] = await newNotices(owner);
    expect(asked).toEqual({
      kind: 'adoptionRequested',
      title: 'New adoption request for Biscuit',
      body: 'Bea asked to adopt Biscuit. Accept or decline the request from your dashboard.',
      link: '/dashboard/petAdoptor',
    });
    const requestId = await ask(petId, person(1));
    expect(await kinds(owner)).toEqual(['adoptionRequested']);

    const withdrawn = await inject('DELETE', `/api/adoptionUsers/${requestId}`, person(1));
    expect(withdrawn.statusCode).toBe(200);
    expect(await newNotices(owner)).toEqual([
      {
        kind: 'adoptionWithdrawn',
        title: 'Adoption request for Biscuit withdrawn',
        body: 'Cal withdrew their request to adopt Biscuit.',
        link: '/dashboard/petAdoptor',
      },
    ]);
    // The applicants heard nothing of each other.
    expect(await kinds(person(0))).toEqual([]);
    expect(await kinds(person(1))).toEqual([]);
  });

  it('tells the adopter of acceptance and every other applicant that they were declined', async () => {
    const petId = await addPet('Pepper');
    const accepted = await ask(petId, person(0));
    await ask(petId, person(1));
    await ask(petId, person(2));
    await newNotices(owner);

    const accept = await inject('PATCH', `/api/adoptionUsers/${accepted}/accept`, owner);
    expect(accept.statusCode, accept.body).toBe(200);
    expect(await newNotices(person(0))).toEqual([
      {
        kind: 'adoptionAccepted',
        title: 'Your request for Pepper was accepted',
        body: 'Good news: the owner accepted your request to adopt Pepper. They will contact you to arrange the hand-over.',
        link: '/dashboard/myAdoptionRequests',
      },
    ]);
    for (const declined of [person(1), person(2)]) {
      const [notice] = await newNotices(declined);
      expect(notice?.kind).toBe('adoptionDeclined');
      expect(notice?.body).toContain('adopted by someone else');
    }
    expect(await kinds(owner)).toEqual([]);

    // Marked available again: the adopter hears the acceptance ended.
    const available = await inject('PATCH', `/api/petListing/${petId}`, owner, { adopted: false });
    expect(available.statusCode, available.body).toBe(200);
    expect(await kinds(person(0))).toEqual(['adoptionCancelled']);
    expect(await kinds(person(1))).toEqual([]);

    // A refused change tells nobody: accepting a request no longer pending answers 409.
    const again = await inject('PATCH', `/api/adoptionUsers/${accepted}/accept`, owner);
    expect(again.statusCode).toBe(409);
    expect(await kinds(person(0))).toEqual([]);
  });

  it('tells the adopter when the owner declines, and those waiting when the pet is adopted', async () => {
    const petId = await addPet('Mochi');
    const declined = await ask(petId, person(0));
    await ask(petId, person(1));
    await ask(petId, person(2));
    const rejected = await inject('DELETE', `/api/adoptionUsers/${declined}`, owner);
    expect(rejected.statusCode).toBe(200);
    const [notice] = await newNotices(person(0));
    expect(notice).toMatchObject({
      kind: 'adoptionDeclined',
      title: 'Your request for Mochi was declined',
    });

    const adopted = await inject('PATCH', `/api/petListing/${petId}`, owner, { adopted: true });
    expect(adopted.statusCode).toBe(200);
    expect(await kinds(person(1))).toEqual(['petAdopted']);
    expect(await kinds(person(2))).toEqual(['petAdopted']);
    expect(await kinds(person(0))).toEqual([]);
    // Saying it again changes nothing and tells nobody again.
    await inject('PATCH', `/api/petListing/${petId}`, owner, { adopted: true });
    expect(await kinds(person(1))).toEqual([]);
  });

  it('tells every applicant when the pet is deleted', async () => {
    await newNotices(owner);
    const petId = await addPet('Noodle');
    await ask(petId, person(0));
    await ask(petId, person(3));
    const deleted = await inject('DELETE', `/api/petListing/${petId}`, owner);
    expect(deleted.statusCode).toBe(200);
    for (const applicant of [person(0), person(3)]) {
      expect(await newNotices(applicant)).toEqual([
        {
          kind: 'petRemoved',
          title: 'Noodle is no longer listed',
          body: 'The owner removed Noodle, whom you asked to adopt, from the listing. Other pets are waiting for a home in the pet listing.',
          link: '/dashboard/myAdoptionRequests',
        },
      ]);
    }
    expect(await kinds(owner)).toEqual(['adoptionRequested', 'adoptionRequested']);
  });

  it('tells every admin of a contact message, and nobody else', async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Rosa Park', email: 'rosa@example.com', message: 'Do you take volunteers?' },
    });
    expect(sent.statusCode).toBe(201);
    for (const each of [admin, secondAdmin]) {
      expect(await newNotices(each)).toEqual([
        {
          kind: 'contactMessage',
          title: 'New message from Rosa Park',
          body: 'Rosa Park wrote through the Contact Us form. Read the message in the dashboard.',
          link: '/dashboard/contactMessages',
        },
      ]);
    }
    expect(await kinds(owner)).toEqual([]);
  });

  it('tells a user an admin made admin, once', async () => {
    const made = await inject('PATCH', `/api/users/admin/${person(3).id}`, admin);
    expect(made.statusCode).toBe(200);
    expect(await kinds(person(3))).toEqual(['madeAdmin']);
    await inject('PATCH', `/api/users/admin/${person(3).id}`, admin);
    expect(await kinds(person(3))).toEqual([]);
  });

  it('writes nothing when the change it tells of is rolled back', async () => {
    const notify = createNotify();
    const before = await t.handle.db.$count(notifications);
    await expect(
      t.handle.db.transaction(async (tx) => {
        await notify(tx, [
          {
            userId: owner.id,
            kind: 'madeAdmin',
            text: { title: 'Never', body: 'Never.' },
            link: '/dashboard',
          },
        ]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.handle.db.$count(notifications)).toBe(before);
  });
});
