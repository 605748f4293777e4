import { PET_CATEGORIES } from '@pet-adoption/shared';
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import {
  seedCampaigns,
  seedCategories,
  seedDonations,
  seedExpenses,
  seedAdoptionFees,
  seedPets,
  seedReviews,
  seedUsers,
} from '../../seed/data';
import { seedBonds, seedProfileColumns } from '../../seed/pet-profiles';
import type { Database } from './client';
import {
  accounts,
  campaigns,
  ledgerEntries,
  categories,
  paymentIntents,
  payments,
  pets,
  reviews,
  users,
} from './schema';
import { syncLedger } from './queries/ledger-sync';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo people of seed/data.ts who get a password outside production (the start-up log and the
 * README print them). Both passwords follow the password rule.
 */
export const DEMO_ACCOUNTS = [
  { email: 'admin@petadoption.test', password: 'Admin@123', role: 'admin' },
  { email: 'user@petadoption.test', password: 'User@1234', role: 'user' },
] as const;

export interface SeedOptions {
  /** Give the demo accounts their passwords; never in production. */
  demoPasswords?: boolean;
}
// Names the seeding lock in PostgreSQL, so copies starting together seed once.
const SEED_LOCK_KEY = 7_240_914;

const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** YYYY-MM-DD of the UTC day `days` after `now`. */
const dayAfter = (now: Date, days: number) =>
  new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

const toCents = (dollars: number) => Math.round(dollars * 100);

/**
 * Inserts the demo content (seed/data.ts) into an empty database, all or nothing. A database
 * that has categories is left alone, so restarts and user data are never touched.
 * Returns whether it seeded.
 */
export async function seedIfEmpty(
  db: Database,
  now = new Date(),
  { demoPasswords = false }: SeedOptions = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ n: count() }).from(categories);
    if ((existing?.n ?? 0) > 0) return false;

    const insertedUsers =
      seedUsers.length === 0
        ? []
        : await tx
            .insert(users)
            // The demo people were made here, not signed up: nobody is asked to confirm them.
            .values(
              seedUsers.map((user) => ({
                ...user,
                email: user.email.toLowerCase(),
                emailVerified: true,
              })),
            )
            .returning({ id: users.id, email: users.email });
    if (demoPasswords) {
      // Credential accounts as better-auth makes them at sign-up (its scrypt hash), so the demo
      // people sign in like anyone else.
      const demo = insertedUsers.flatMap((user) => {
        const account = DEMO_ACCOUNTS.find((entry) => entry.email === user.email);
        return account ? [{ user, password: account.password }] : [];
      });
      // Loaded only for an empty database: a restart never reads better-auth (decision 051).
      const { hashPassword } = await import('better-auth/crypto');
      for (const { user, password } of demo) {
        await tx.insert(accounts).values({
          id: randomUUID(),
          accountId: user.id,
          providerId: 'credential',
          userId: user.id,
          password: await hashPassword(password),
        });
      }
    }
    const ownerId = (email: string) => {
      const owner = insertedUsers.find((user) => user.email === email.toLowerCase());
      if (!owner) throw new Error(`Seed data names an unknown owner: ${email}`);
      return owner.id;
    };

    await tx.insert(categories).values(
      seedCategories.map((category) => ({
        ...category,
        sortOrder: PET_CATEGORIES.indexOf(category.category),
      })),
    );
    if (seedReviews.length > 0) {
      // Newest first is the listing order; keep the file's order by spacing them a minute apart.
      await tx
        .insert(reviews)
        .values(seedReviews.map((review, i) => ({ ...review, createdAt: daysAgo(now, i / 1440) })));
    }
    let insertedPets: { id: string; petName: string }[] = [];
    const petId = (petName: string) => {
      const pet = insertedPets.find((row) => row.petName === petName);
      if (!pet) throw new Error(`Seed data names an unknown pet: ${petName}`);
      return pet.id;
    };
    if (seedPets.length > 0) {
      insertedPets = await tx
        .insert(pets)
        .values(
          seedPets.map(({ ownerEmail, daysAgo: age, adopted, ...pet }) => ({
            ...pet,
            ...seedProfileColumns(pet),
            adopted: adopted ?? false,
            adoptionFeeCents: toCents(seedAdoptionFees[pet.category] ?? 0),
            ownerId: ownerId(ownerEmail),
            createdAt: daysAgo(now, age),
            updatedAt: daysAgo(now, age),
          })),
        )
        .returning({ id: pets.id, petName: pets.petName });
      // Both of a bonded pair name each other; their listing dates stay as seeded.
      for (const pair of seedBonds()) {
        const [a, b] = pair.map(petId) as [string, string];
        for (const [id, partner] of [
          [a, b],
          [b, a],
        ] as const) {
          await tx
            .update(pets)
            .set({ bondedWith: partner, updatedAt: sql`${pets.updatedAt}` })
            .where(eq(pets.id, id));
        }
      }
    }
    if (seedCampaigns.length > 0) {
      const insertedCampaigns = await tx
        .insert(campaigns)
        .values(
          seedCampaigns.map((campaign) => ({
            petName: campaign.petName,
            image: campaign.image,
            maximumDonationCents: toCents(campaign.maximumDonation),
            highestTotalCents: toCents(campaign.highestTotal),
            lastDate: dayAfter(now, campaign.lastDateInDays),
            shortDescription: campaign.shortDescription,
            longDescription: campaign.longDescription,
            paused: campaign.paused ?? false,
            petId: campaign.pet === undefined ? null : petId(campaign.pet),
            ownerId: ownerId(campaign.ownerEmail),
            createdAt: daysAgo(now, campaign.daysAgo),
            updatedAt: daysAgo(now, campaign.daysAgo),
          })),
        )
        .returning({ id: campaigns.id, petName: campaigns.petName, ownerId: campaigns.ownerId });
      const campaignId = (petName: string) => {
        const campaign = insertedCampaigns.find((row) => row.petName === petName);
        if (!campaign) throw new Error(`Seed data names an unknown campaign: ${petName}`);
        return campaign.id;
      };
      // As the test provider records a confirmed donation: its intent, then the payment. The
      // intent lets an admin refund a demo donation like any other.
      const donations = seedDonations.map((donation, i) => ({
        id: `pi_demo_${i + 1}`,
        campaignId: campaignId(donation.campaign),
        payerId: ownerId(donation.donorEmail),
        amountCents: toCents(donation.amount),
        createdAt: daysAgo(now, donation.daysAgo),
      }));
      if (donations.length > 0) {
        await tx.insert(paymentIntents).values(
          donations.map((donation) => ({
            ...donation,
            provider: 'test',
            currency: 'usd',
            status: 'succeeded',
            updatedAt: donation.createdAt,
          })),
        );
        await tx.insert(payments).values(
          donations.map(({ id, ...donation }) => ({
            ...donation,
            transactionId: id,
            provider: 'test',
            status: 'succeeded' as const,
          })),
        );
        for (const donation of donations) await syncLedger(tx, donation.id);
      }
      // What the creators paid with the gifts, in their books, as the creator records it.
      if (seedExpenses.length > 0) {
        await tx.insert(ledgerEntries).values(
          seedExpenses.map((expense) => {
            const id = campaignId(expense.campaign);
            const owner = insertedCampaigns.find((row) => row.id === id)?.ownerId ?? null;
            return {
              campaignId: id,
              type: 'expense' as const,
              amountCents: toCents(expense.amount),
              at: daysAgo(now, expense.daysAgo),
              description: expense.description,
              recordedBy: owner,
              createdAt: daysAgo(now, expense.daysAgo),
            };
          }),
        );
      }
    }
    return true;
  });
}
