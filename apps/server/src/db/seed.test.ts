import { campaignStatus } from '@pet-adoption/shared';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  seedCampaigns,
  seedCategories,
  seedDonations,
  seedPets,
  seedReviews,
  seedUsers,
} from '../../seed/data';
import { createTestDb, testDatabases } from '../../test/helpers';
import type { DbHandle } from './client';
import { campaigns, categories, paymentIntents, payments, pets, reviews, users } from './schema';
import { seedIfEmpty } from './seed';

describe.each(testDatabases)('seedIfEmpty on %s', (database) => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await createTestDb(database);
  });
  afterAll(() => handle.close());

  const counts = async () => {
    const n = async (
      table: typeof users | typeof categories | typeof reviews | typeof pets | typeof campaigns,
    ) => (await handle.db.select({ n: count() }).from(table))[0]?.n;
    return {
      users: await n(users),
      categories: await n(categories),
      reviews: await n(reviews),
      pets: await n(pets),
      campaigns: await n(campaigns),
    };
  };

  it('fills an empty database with the demo content', async () => {
    await expect(seedIfEmpty(handle.db)).resolves.toBe(true);
    expect(await counts()).toEqual({
      users: seedUsers.length,
      categories: seedCategories.length,
      reviews: seedReviews.length,
      pets: seedPets.length,
      campaigns: seedCampaigns.length,
    });
  });

  it('leaves a database with content alone', async () => {
    await expect(seedIfEmpty(handle.db)).resolves.toBe(false);
    expect((await counts()).pets).toBe(seedPets.length);
  });

  it('seeds the demo admin and user', async () => {
    const [admin] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'admin@petadoption.test'));
    expect(admin?.role).toBe('admin');
    const [user] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, 'user@petadoption.test'));
    expect(user?.role).toBe('user');
  });

  it('asks adoption fees by kind of animal: dogs $150, cats $75, rabbits $40, others none', async () => {
    const rows = await handle.db
      .select({ category: pets.category, fee: pets.adoptionFeeCents })
      .from(pets);
    const fees = new Map(rows.map((row) => [row.category, row.fee]));
    expect(Object.fromEntries(fees)).toMatchObject({ dog: 15000, cat: 7500, rabbit: 4000 });
    for (const [category, fee] of fees) {
      if (!['dog', 'cat', 'rabbit'].includes(category)) expect(fee).toBe(0);
    }
  });

  it('stores money in cents, dates relative to today', async () => {
    const rows = await handle.db.select().from(campaigns);
    const first = seedCampaigns[0];
    const row = rows.find((r) => r.petName === first?.petName);
    expect(row?.maximumDonationCents).toBe(Math.round((first?.maximumDonation ?? 0) * 100));
    const today = new Date().toISOString().slice(0, 10);
    const open = rows.filter((campaign) => campaign.petName !== 'Community cats & dogs');
    for (const campaign of open) expect(campaign.lastDate > today).toBe(true);
    for (const pet of await handle.db.select().from(pets)) {
      expect(pet.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });

  it('has one ended and one paused campaign; the rest take donations', async () => {
    const rows = await handle.db.select().from(campaigns);
    const statuses = rows.map((campaign) => campaignStatus(campaign)).sort();
    expect(statuses.filter((status) => status === 'ended')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'paused')).toHaveLength(1);
    expect(statuses.filter((status) => status === 'active')).toHaveLength(rows.length - 2);
  });

  it('gives campaigns succeeded demo donations, each after its campaign began, refundable', async () => {
    const rows = await handle.db
      .select({
        transactionId: payments.transactionId,
        status: payments.status,
        provider: payments.provider,
        amountCents: payments.amountCents,
        createdAt: payments.createdAt,
        campaignCreatedAt: campaigns.createdAt,
      })
      .from(payments)
      .innerJoin(campaigns, eq(campaigns.id, payments.campaignId));
    expect(rows).toHaveLength(seedDonations.length);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'succeeded', provider: 'test' });
      expect(row.transactionId).toMatch(/^pi_demo_\d+$/);
      expect(row.createdAt.getTime()).toBeGreaterThan(row.campaignCreatedAt.getTime());
    }
    const intents = await handle.db.select().from(paymentIntents);
    expect(intents.map((intent) => intent.id).sort()).toEqual(
      rows.map((row) => row.transactionId).sort(),
    );
    expect(new Set(intents.map((intent) => intent.status))).toEqual(new Set(['succeeded']));
  });
});
