import type { AdoptionStatus, Notification } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { adoptionRequests } from '../../db/schema';
import { createNotify } from '../../messaging/notify';
import { petBody } from '../../../test/fixtures';
import {
  bearer,
  createUser,
  json,
  type SignedInUser,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import { remindOwners } from './adoption-reminders';

const DAY_MS = 24 * 60 * 60 * 1000;
const REMINDER_DAYS = 3;
const notify = createNotify();

describe.each(testDatabases)('reminders of waiting requests on %s', (database) => {
  const t = useTestApp({ database });

  async function petOf(owner: SignedInUser, petName: string) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/petListing',
      headers: bearer(owner.token),
      payload: petBody({ petName }),
    });
    return json<{ insertedId: string }>(response).insertedId;
  }

  /** A request for `petId` sent at `created`, still at `status`. */
  async function request(petId: string, name: string, created: Date, status: AdoptionStatus) {
    const adopter = await createUser(t.app, { name });
    await t.handle.db.insert(adoptionRequests).values({
      petId,
      adopterId: adopter.id,
      name,
      phoneNumber: '+880 1700-000000',
      address: '12 Lake Road, Dhaka',
      status,
      createdAt: created,
    });
  }

  const noticesOf = async (owner: SignedInUser) =>
    json<Notification[]>(
      await t.app.inject({
        method: 'GET',
        url: '/api/notifications',
        headers: bearer(owner.token),
      }),
    );

  it('reminds the owner once of a request pending for REMINDER_DAYS, and of no other', async () => {
    const now = new Date();
    const owner = await createUser(t.app, { name: 'Olive Owner' });
    const pet = await petOf(owner, 'Biscuit');
    const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
    await request(pet, 'Wendy Waiting', daysAgo(4.5), 'pending');
    await request(pet, 'Nora New', new Date(daysAgo(REMINDER_DAYS).getTime() + 60_000), 'pending');
    await request(pet, 'Rita Reviewed', daysAgo(10), 'reviewing');

    expect(await remindOwners(t.handle.db, notify, REMINDER_DAYS, now)).toBe(1);
    expect(await remindOwners(t.handle.db, notify, REMINDER_DAYS, now)).toBe(0);

    const notices = await noticesOf(owner);
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'adoptionReminder',
        title: 'Wendy Waiting is waiting to hear about Biscuit',
        body: expect.stringContaining('asked to adopt Biscuit 4 days ago') as string,
        link: '/dashboard/petAdoptor',
      }),
    ]);

    // A minute later the newer one is due too; the first is never repeated.
    const later = new Date(now.getTime() + 60_000);
    expect(await remindOwners(t.handle.db, notify, REMINDER_DAYS, later)).toBe(1);
    expect((await noticesOf(owner)).map((notice) => notice.title)).toEqual([
      'Nora New is waiting to hear about Biscuit',
      'Wendy Waiting is waiting to hear about Biscuit',
    ]);
  });

  it('reminds once when two copies of the server run at the same moment', async () => {
    const now = new Date(Date.now() + 60 * DAY_MS);
    const owner = await createUser(t.app, { name: 'Twin Owner' });
    const pet = await petOf(owner, 'Echo');
    await request(pet, 'Sam Same', new Date(now.getTime() - 5 * DAY_MS), 'pending');

    const runs = await Promise.all([
      remindOwners(t.handle.db, notify, REMINDER_DAYS, now),
      remindOwners(t.handle.db, notify, REMINDER_DAYS, now),
    ]);
    expect(runs.reduce((sum, reminded) => sum + reminded, 0)).toBe(1);
    expect(await noticesOf(owner)).toHaveLength(1);
  });
});
