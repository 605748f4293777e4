import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCampaigns, seedCategories, seedPets, seedReviews, seedUsers } from '../../seed/data';
import { createTestDb, testDatabases } from '../../test/helpers';
import type { DbHandle } from './client';
import { campaigns, categories, pets, reviews, users } from './schema';
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

  it('stores money in cents, dates relative to today', async () => {
    const rows = await handle.db.select().from(campaigns);
    const first = seedCampaigns[0];
    const row = rows.find((r) => r.petName === first?.petName);
    expect(row?.maximumDonationCents).toBe(Math.round((first?.maximumDonation ?? 0) * 100));
    const today = new Date().toISOString().slice(0, 10);
    for (const campaign of rows) expect(campaign.lastDate > today).toBe(true);
    for (const pet of await handle.db.select().from(pets)) {
      expect(pet.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
  });
});
