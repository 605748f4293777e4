import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, testDatabases } from '../../test/helpers';
import type { DbHandle } from './client';
import { adoptionRequests, campaigns, payments, pets, reviews, users } from './schema';

/** The SQLSTATE a failed statement ended with (drizzle wraps the driver's error). */
async function sqlState(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
  } catch (error) {
    let current: unknown = error;
    while (typeof current === 'object' && current !== null) {
      if ('code' in current && typeof current.code === 'string') return current.code;
      current = 'cause' in current ? current.cause : undefined;
    }
    return 'unknown error';
  }
  return undefined;
}

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';

describe.each(testDatabases)('database constraints on %s', (database) => {
  let handle: DbHandle;
  let ownerId: string;
  let adopterId: string;
  let petId: string;
  let campaignId: string;

  const pet = (overrides: Partial<typeof pets.$inferInsert> = {}) => ({
    ownerId,
    petName: 'Milo',
    category: 'cat' as const,
    petAgeMonths: 12,
    petLocation: 'Portland',
    date: '2026-01-01',
    shortDescription: 'Calm.',
    longDescription: 'Calm and kind.',
    image: '/images/pets/milo.webp',
    ...overrides,
  });
  const campaign = (overrides: Partial<typeof campaigns.$inferInsert> = {}) => ({
    ownerId,
    petName: 'Luna',
    image: '/images/campaigns/luna.webp',
    maximumDonationCents: 50_000,
    highestTotalCents: 10_000,
    lastDate: '2027-01-01',
    shortDescription: 'Surgery.',
    longDescription: 'Surgery for Luna.',
    ...overrides,
  });
  const payment = (overrides: Partial<typeof payments.$inferInsert> = {}) => ({
    campaignId,
    payerId: adopterId,
    amountCents: 500,
    transactionId: `pi_${randomUUID()}`,
    provider: 'test',
    ...overrides,
  });

  beforeAll(async () => {
    handle = await createTestDb(database);
    const inserted = await handle.db
      .insert(users)
      .values([
        { name: 'Owner', email: 'owner@example.com' },
        { name: 'Adopter', email: 'adopter@example.com' },
      ])
      .returning({ id: users.id });
    ownerId = inserted[0]?.id ?? '';
    adopterId = inserted[1]?.id ?? '';
    const [insertedPet] = await handle.db.insert(pets).values(pet()).returning({ id: pets.id });
    petId = insertedPet?.id ?? '';
    const [insertedCampaign] = await handle.db
      .insert(campaigns)
      .values(campaign())
      .returning({ id: campaigns.id });
    campaignId = insertedCampaign?.id ?? '';
  });
  afterAll(() => handle.close());

  it('reject a negative pet age and an unknown category', async () => {
    expect(await sqlState(handle.db.insert(pets).values(pet({ petAgeMonths: -1 })))).toBe(
      CHECK_VIOLATION,
    );
    expect(
      await sqlState(
        handle.db.insert(pets).values(pet({ category: 'dragon' as unknown as 'cat' })),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it('reject negative campaign money and payments of zero', async () => {
    expect(
      await sqlState(handle.db.insert(campaigns).values(campaign({ maximumDonationCents: -1 }))),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(handle.db.insert(campaigns).values(campaign({ highestTotalCents: -100 }))),
    ).toBe(CHECK_VIOLATION);
    expect(await sqlState(handle.db.insert(payments).values(payment({ amountCents: 0 })))).toBe(
      CHECK_VIOLATION,
    );
  });

  it('record a transaction id once', async () => {
    const transactionId = `pi_${randomUUID()}`;
    await handle.db.insert(payments).values(payment({ transactionId }));
    expect(await sqlState(handle.db.insert(payments).values(payment({ transactionId })))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('keep e-mails unique and lower-case, and roles known', async () => {
    expect(
      await sqlState(handle.db.insert(users).values({ name: 'Twin', email: 'owner@example.com' })),
    ).toBe(UNIQUE_VIOLATION);
    expect(
      await sqlState(handle.db.insert(users).values({ name: 'Caps', email: 'Caps@Example.com' })),
    ).toBe(CHECK_VIOLATION);
    expect(
      await sqlState(
        handle.db
          .insert(users)
          .values({ name: 'Root', email: 'root@example.com', role: 'root' as unknown as 'user' }),
      ),
    ).toBe(CHECK_VIOLATION);
  });

  it('allow one open adoption request per adopter and pet', async () => {
    const request = {
      petId,
      adopterId,
      name: 'Ann',
      phoneNumber: '555-0100',
      address: '1 Main St',
    };
    await handle.db.insert(adoptionRequests).values(request);
    expect(await sqlState(handle.db.insert(adoptionRequests).values(request))).toBe(
      UNIQUE_VIOLATION,
    );
    // A decided request does not block a new one.
    await handle.db
      .insert(adoptionRequests)
      .values({ ...request, status: 'declined', decidedAt: new Date() });
    // A decided request says when; a pending one has no decision time.
    expect(
      await sqlState(handle.db.insert(adoptionRequests).values({ ...request, status: 'accepted' })),
    ).toBe(CHECK_VIOLATION);
  });

  it('reject ratings outside 0 to 5 and links to missing rows', async () => {
    expect(
      await sqlState(handle.db.insert(reviews).values({ name: 'A', details: 'B', rating: 6 })),
    ).toBe(CHECK_VIOLATION);
    expect(await sqlState(handle.db.insert(pets).values(pet({ ownerId: 'no-such-user' })))).toBe(
      FOREIGN_KEY_VIOLATION,
    );
  });

  it('never lose a payment with its campaign', async () => {
    expect(await sqlState(handle.db.delete(campaigns))).toBe(FOREIGN_KEY_VIOLATION);
  });
});
