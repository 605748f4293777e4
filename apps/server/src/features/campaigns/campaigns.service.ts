import {
  type Campaign,
  type CampaignListQuery,
  campaignStatus,
  campaignToday,
  type CreateCampaign,
  type Donator,
  type PageQuery,
  toCents,
  toDollars,
  type UpdateCampaign,
} from '@pet-adoption/shared';
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { campaigns, payments, pets, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { ownedCampaign } from '../../db/queries/campaign-record';
import { campaignStatusFilter } from '../../db/queries/campaign-status';
import {
  createdAtMicros,
  decodeCursor,
  escapeLike,
  olderThan,
  pageOf,
} from '../../db/queries/keyset';
import { donatedCentsOf } from '../../db/queries/ledger-totals';
import { isUuid, shownDonorName } from '@pet-adoption/shared';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../../db/postgres-errors';
import type { AuthUser } from '../../lib/auth-user';
import { type Actor, actsAsAdmin, changedFields, recordAudit } from '../../messaging/audit-log';
import { auditNamedAnonymousDonors } from './donor-audit';

export const HAS_DONATIONS_MESSAGE =
  'This campaign has received donations, so it cannot be deleted. Pause it instead.';

const donatedCents = donatedCentsOf(campaigns.id);
const donorCount = sql<number>`(
  SELECT count(DISTINCT ${payments.payerId})::int FROM ${payments}
  WHERE ${payments.campaignId} = ${campaigns.id} AND ${payments.status} = 'succeeded'
)`.mapWith(Number);

const campaignColumns = {
  id: campaigns.id,
  ownerId: campaigns.ownerId,
  image: campaigns.image,
  petName: campaigns.petName,
  maximumDonationCents: campaigns.maximumDonationCents,
  lastDate: campaigns.lastDate,
  shortDescription: campaigns.shortDescription,
  longDescription: campaigns.longDescription,
  paused: campaigns.paused,
  petId: campaigns.petId,
  petAdopted: sql<boolean>`coalesce((
    SELECT ${pets.adopted} FROM ${pets} WHERE ${pets.id} = ${campaigns.petId}
  ), false)`.mapWith(Boolean),
  createdAt: campaigns.createdAt,
  email: users.email,
  donatedCents,
  donorCount,
};

/** A campaign as `campaignColumns` selects it, inferred from the select itself. */
type CampaignRow = NonNullable<Awaited<ReturnType<typeof findCampaign>>>;

export const toCampaign = (row: CampaignRow, now = new Date()): Campaign => ({
  _id: row.id,
  image: row.image,
  petName: row.petName,
  maximumDonation: toDollars(row.maximumDonationCents),
  // What people see as the highest total is what the books say was given, never a typed figure.
  highestTotal: toDollars(row.donatedCents),
  lastDate: row.lastDate,
  shortDescription: row.shortDescription,
  longDescription: row.longDescription,
  dateAndTime: row.createdAt.toISOString(),
  email: row.email,
  donatedTotal: toDollars(row.donatedCents),
  donorCount: row.donorCount,
  status: campaignStatus(row, now),
  paused: row.paused,
  petId: row.petId,
  petAdopted: row.petAdopted,
});

export interface CampaignPage {
  campaigns: Campaign[];
  total: number;
  next: string | undefined;
}

/**
 * Newest first with a keyset cursor. Anyone may list; `adderEmail` lists that person's own
 * campaigns, for that person or an admin.
 */
export async function listCampaigns(
  db: Database,
  query: CampaignListQuery,
  caller: AuthUser | undefined,
): Promise<CampaignPage> {
  const now = new Date();
  const filters: SQL[] = [];
  if (query.adderEmail !== undefined) {
    if (caller === undefined) throw new Error('listCampaigns: an owner list needs a caller');
    if (caller.email !== query.adderEmail && caller.role !== 'admin') {
      throw forbidden('You can only list your own campaigns.');
    }
    filters.push(eq(users.email, query.adderEmail));
  }
  if (query.petId !== undefined) {
    // A malformed id names no pet: an empty list, as for any pet without campaigns.
    filters.push(isUuid(query.petId) ? eq(campaigns.petId, query.petId) : sql`false`);
  }
  if (query.search !== undefined && query.search !== '') {
    filters.push(ilike(campaigns.petName, `%${escapeLike(query.search)}%`));
  }
  if (query.status !== undefined) {
    const filter = campaignStatusFilter(query.status, campaignToday(now));
    if (filter !== undefined) filters.push(filter);
  }
  const where = and(...filters);
  const pageWhere =
    query.cursor === undefined
      ? where
      : and(where, olderThan(campaigns.createdAt, campaigns.id, decodeCursor(query.cursor)));

  const [rows, totals] = await Promise.all([
    db
      .select({ ...campaignColumns, micros: createdAtMicros(campaigns.createdAt) })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.ownerId))
      .where(pageWhere)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      // One more than asked tells whether a next page exists.
      .limit(query.limit + 1),
    db
      .select({ total: count() })
      .from(campaigns)
      .innerJoin(users, eq(users.id, campaigns.ownerId))
      .where(where),
  ]);
  const page = pageOf(rows, query.limit);
  return {
    campaigns: page.rows.map((row) => toCampaign(row, now)),
    total: totals[0]?.total ?? 0,
    next: page.next,
  };
}

async function findCampaign(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(campaignColumns)
    .from(campaigns)
    .innerJoin(users, eq(users.id, campaigns.ownerId))
    .where(eq(campaigns.id, id));
  return row;
}

export async function getCampaign(db: Database, id: string): Promise<Campaign> {
  const row = await findCampaign(db, id);
  if (row === undefined) throw notFound('Campaign');
  return toCampaign(row);
}

export const PET_NOT_YOURS_MESSAGE = 'Choose one of your own pets, or none.';

/**
 * The pet a campaign may name: one of the caller's own, or any for an admin. Null (none) and
 * undefined (not sent) pass as they are.
 */
async function checkedPetId(db: Database, caller: AuthUser, petId: string | null | undefined) {
  if (petId === undefined || petId === null) return petId;
  const [pet] = isUuid(petId)
    ? await db.select({ ownerId: pets.ownerId }).from(pets).where(eq(pets.id, petId))
    : [];
  if (pet === undefined || (pet.ownerId !== caller.id && caller.role !== 'admin')) {
    throw badRequest(PET_NOT_YOURS_MESSAGE, { petId: PET_NOT_YOURS_MESSAGE });
  }
  return petId;
}

/** The campaign as stored (no totals), or undefined for an unknown or malformed id. */
export async function createCampaign(db: Database, caller: AuthUser, body: CreateCampaign) {
  const petId = (await checkedPetId(db, caller, body.petId)) ?? null;
  const [row] = await db
    .insert(campaigns)
    .values({
      ownerId: caller.id,
      petName: body.petName,
      image: body.image,
      maximumDonationCents: toCents(body.maximumDonation),
      highestTotalCents: toCents(body.highestTotal),
      lastDate: body.lastDate,
      shortDescription: body.shortDescription,
      longDescription: body.longDescription,
      petId,
    })
    .returning({ id: campaigns.id });
  if (!row) throw new Error('createCampaign: the insert returned no row');
  return { insertedId: row.id };
}

/** A campaign's fields as the audit log keeps them, by their API names (amounts in dollars). */
const auditedCampaign = (row: typeof campaigns.$inferSelect) => ({
  petName: row.petName,
  maximumDonation: toDollars(row.maximumDonationCents),
  highestTotal: toDollars(row.highestTotalCents),
  lastDate: row.lastDate,
  shortDescription: row.shortDescription,
  longDescription: row.longDescription,
  image: row.image,
  paused: row.paused,
  petId: row.petId,
});

export async function updateCampaign(
  db: Database,
  caller: Actor,
  id: string,
  body: UpdateCampaign,
) {
  const before = await ownedCampaign(db, caller, id);
  const petId = await checkedPetId(db, caller, body.petId);
  // Only the fields sent change.
  const changes: Partial<typeof campaigns.$inferInsert> = {
    ...(petId === undefined ? {} : { petId }),
    ...(body.image === undefined ? {} : { image: body.image }),
    ...(body.petName === undefined ? {} : { petName: body.petName }),
    ...(body.maximumDonation === undefined
      ? {}
      : { maximumDonationCents: toCents(body.maximumDonation) }),
    ...(body.highestTotal === undefined ? {} : { highestTotalCents: toCents(body.highestTotal) }),
    ...(body.lastDate === undefined ? {} : { lastDate: body.lastDate }),
    ...(body.shortDescription === undefined ? {} : { shortDescription: body.shortDescription }),
    ...(body.longDescription === undefined ? {} : { longDescription: body.longDescription }),
    ...(body.paused === undefined ? {} : { paused: body.paused }),
  };
  if (Object.keys(changes).length === 0) return { modifiedCount: 0 };
  const changed = await db.transaction(async (tx) => {
    const rows = await tx.update(campaigns).set(changes).where(eq(campaigns.id, id)).returning();
    const [after] = rows;
    if (after !== undefined && actsAsAdmin(caller, before.ownerId)) {
      const fields = changedFields(auditedCampaign(before), auditedCampaign(after));
      const keys = Object.keys(fields.after);
      const action =
        keys.length === 1 && keys[0] === 'paused'
          ? after.paused
            ? 'campaign.pause'
            : 'campaign.resume'
          : 'campaign.update';
      await recordAudit(tx, caller, {
        action,
        target: { type: 'campaign', id, label: after.petName },
        ...fields,
      });
    }
    return rows;
  });
  return { modifiedCount: changed.length };
}

/**
 * Payment records are never lost: a campaign with any payment (even a refunded one) is not
 * deleted. The check gives the sentence; the payments' foreign key (no cascade) settles a
 * donation recorded at the same moment.
 */
export async function deleteCampaign(db: Database, caller: Actor, id: string) {
  const campaign = await ownedCampaign(db, caller, id);
  const [paid] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.campaignId, id))
    .limit(1);
  if (paid !== undefined) throw conflict(HAS_DONATIONS_MESSAGE);
  try {
    return await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(campaigns)
        .where(eq(campaigns.id, id))
        .returning({ id: campaigns.id });
      if (deleted.length > 0 && actsAsAdmin(caller, campaign.ownerId)) {
        const [owner] = await tx
          .select({ email: users.email })
          .from(users)
          .where(eq(users.id, campaign.ownerId));
        await recordAudit(tx, caller, {
          action: 'campaign.delete',
          target: { type: 'campaign', id, label: campaign.petName },
          before: { ...auditedCampaign(campaign), owner: owner?.email ?? null },
        });
      }
      return { deletedCount: deleted.length };
    });
  } catch (error) {
    if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) throw conflict(HAS_DONATIONS_MESSAGE);
    throw error;
  }
}

export interface DonatorPage {
  donators: Donator[];
  total: number;
  next: string | undefined;
}

/** Succeeded donations to the campaign, newest first, for its creator or an admin. */
export async function listDonators(
  db: Database,
  caller: Actor,
  id: string,
  query: PageQuery,
): Promise<DonatorPage> {
  const campaign = await ownedCampaign(db, caller, id);
  const where = and(eq(payments.campaignId, id), eq(payments.status, 'succeeded'));
  const pageWhere =
    query.cursor === undefined
      ? where
      : and(where, olderThan(payments.createdAt, payments.id, decodeCursor(query.cursor)));
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: payments.id,
        micros: createdAtMicros(payments.createdAt),
        email: users.email,
        name: users.name,
        anonymous: payments.anonymous,
        amountCents: payments.amountCents,
        createdAt: payments.createdAt,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.payerId))
      .where(pageWhere)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(payments).where(where),
  ]);
  const page = pageOf(rows, query.limit);
  await auditNamedAnonymousDonors(db, caller, campaign, 'donors.read', page.rows);
  return {
    donators: page.rows.map((row) => ({
      _id: row.id,
      campaignId: id,
      // Hidden from the creator too: only admins see who gave anonymously.
      name: shownDonorName(row, caller.role === 'admin'),
      email: row.anonymous && caller.role !== 'admin' ? '' : row.email,
      anonymous: row.anonymous,
      amount: toDollars(row.amountCents),
      date: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
    next: page.next,
  };
}
