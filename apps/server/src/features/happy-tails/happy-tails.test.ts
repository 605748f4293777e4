import type { HappyTail } from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adoptionRequests } from '../../db/schema';
import { createNotify } from '../../messaging/notify';
import { campaignBody, petBody } from '../../../test/fixtures';
import {
  createUser,
  giveByTestCard,
  injectAs,
  json,
  noticesOf,
  type SignedInUser,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import { inviteHappyTails } from './happy-tail-invites';

const DAY_MS = 24 * 60 * 60_000;
const contact = { phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' };

describe.each(testDatabases)('happy tails on %s', (database) => {
  const t = useTestApp({ database });
  const inject = injectAs(t);

  /** A pet of `lister`'s with a campaign `donor` gave to, adopted by `adopter`. */
  async function adoptedPet(lister: SignedInUser, adopter: SignedInUser, donor: SignedInUser) {
    const petId = json<{ insertedId: string }>(
      await inject('POST', '/api/petListing', lister, petBody({ petName: 'Pip' })),
    ).insertedId;
    const campaignId = json<{ insertedId: string }>(
      await inject('POST', '/api/campaigns', lister, campaignBody({ petId, petName: 'Pip' })),
    ).insertedId;
    await giveByTestCard(t.app, donor, campaignId, 10);
    const requestId = json<{ insertedId: string }>(
      await inject('POST', '/api/adoptionUsers', adopter, { petId, ...contact }),
    ).insertedId;
    const accepted = await inject('PATCH', `/api/adoptionUsers/${requestId}/accept`, lister);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return { petId, requestId };
  }

  it('invites the adopter at 30 and 90 days, once each, while the pet is theirs', async () => {
    const [lister, adopter, donor] = [
      await createUser(t.app),
      await createUser(t.app, { name: 'Ada Adopter' }),
      await createUser(t.app),
    ];
    const { petId, requestId } = await adoptedPet(lister, adopter, donor);
    const [request] = await t.handle.db
      .select({ decidedAt: adoptionRequests.decidedAt })
      .from(adoptionRequests)
      .where(eq(adoptionRequests.id, requestId));
    const decided = request?.decidedAt?.getTime() ?? 0;
    const notify = createNotify();
    const invitesAt = async (days: number) => {
      await inviteHappyTails(t.handle.db, notify, new Date(decided + days * DAY_MS));
      return noticesOf(t.app, adopter, 'happyTailInvite');
    };

    expect(await invitesAt(29)).toHaveLength(0);
    const first = await invitesAt(30);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      title: 'How is Pip doing?',
      link: `/petDetails/${petId}/happyTail`,
    });
    expect(await invitesAt(31)).toHaveLength(1);
    expect(await invitesAt(90)).toHaveLength(2);
    expect(await invitesAt(400)).toHaveLength(2);
  });

  it('lets the adopter alone share one, shown on the pet, told to the lister and the donors', async () => {
    const [lister, adopter, donor, stranger] = [
      await createUser(t.app, { name: 'Lea Lister' }),
      await createUser(t.app, { name: 'Ada Adopter' }),
      await createUser(t.app, { name: 'Dov Donor' }),
      await createUser(t.app),
    ];
    const { petId } = await adoptedPet(lister, adopter, donor);
    const story = {
      text: 'Pip sleeps on the sofa and chases the cat.',
      image: '/images/categories/dog.webp',
    };

    expect(
      (await inject('POST', `/api/petListing/${petId}/happy-tails`, undefined, story)).statusCode,
    ).toBe(401);
    for (const someone of [stranger, lister, donor]) {
      const refused = await inject('POST', `/api/petListing/${petId}/happy-tails`, someone, story);
      expect(refused.statusCode).toBe(403);
      expect(json<{ error: { message: string } }>(refused).error.message).toBe(
        'Only the person who adopted Pip here can share its happy tail.',
      );
    }
    const empty = await inject('POST', `/api/petListing/${petId}/happy-tails`, adopter, {
      text: ' ',
    });
    expect(empty.statusCode).toBe(400);
    expect(json<{ error: { fields: Record<string, string> } }>(empty).error.fields.text).toBe(
      'This Story field is required',
    );

    const shared = await inject('POST', `/api/petListing/${petId}/happy-tails`, adopter, story);
    expect(shared.statusCode, shared.body).toBe(201);
    const tails = json<HappyTail[]>(
      await inject('GET', `/api/petListing/${petId}/happy-tails`, undefined),
    );
    expect(tails).toHaveLength(1);
    expect(tails[0]).toMatchObject({ ...story, petId, author: 'Ada Adopter' });
    for (const person of [lister, donor]) {
      const told = await noticesOf(t.app, person, 'happyTailPosted');
      expect(told.map((notice) => [notice.title, notice.link])).toEqual([
        ['A happy tail from Pip', `/petDetails/${petId}`],
      ]);
    }
    expect(await noticesOf(t.app, adopter, 'happyTailPosted')).toHaveLength(0);
    expect((await inject('GET', '/api/petListing/nope/happy-tails', undefined)).statusCode).toBe(
      404,
    );
  });
});
