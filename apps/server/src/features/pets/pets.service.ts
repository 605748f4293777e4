import {
  adoptionTexts,
  type AdoptionStatus,
  OPEN_ADOPTION_STATUSES,
  PET_FLAGS,
  type CreatePet,
  notificationTexts,
  type Pet,
  petTexts,
  texts,
  type StillAvailableAnswer,
  toCents,
  toDollars,
  type UpdatePet,
} from '@pet-adoption/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/client';
import { adoptionRequests, pets, users } from '../../db/schema';
import { petColumns, type PetRow, toPet } from '../../db/queries/pet-record';
import { appendHistory, isOpenRequest } from '../../db/queries/adoption-history';
import { endAcceptance } from '../../db/queries/end-acceptance';
import { donorsToTellOfHome } from '../../db/queries/campaign-donors';
import { holdSponsorships } from '../../db/queries/sponsored-gifts';
import { saversToTell } from '../../db/queries/favorite-savers';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '@pet-adoption/shared';
import type { AuthUser } from '../../lib/auth-user';
import { type Actor, actsAsAdmin, changedFields, recordAudit } from '../../messaging/audit-log';
import { nobodyListens, type PetsListed } from '../../lib/listing-events';
import { NOTICE_LINKS, type NewNotice, type Notify } from '../../messaging/notify';
import { stillAvailableTokenHash } from './stale-listings';
import { ageGroupValue, breedValues, pictureValues, plainProfileValues } from './pet-profile';
import { checkPartner, setBond } from './pet-profile-bond';

async function findPet(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(petColumns)
    .from(pets)
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(eq(pets.id, id));
  return row;
}

/** An owner's reply time is shown once they have answered this many requests. */
const ANSWERS_FOR_REPLY_TIME = 3;
// The owner's pets inside the query, apart from the pet it answers.
const OWNERS_PETS = 'owners_pets';
const ownersPets = alias(pets, OWNERS_PETS);

/**
 * The median days the pet's owner takes to first answer a request, rounded up (at least 1),
 * over every request for any of their pets that they have answered; null below three.
 */
const repliesWithinDays = sql<number | null>`(
  SELECT CASE WHEN count(*) >= ${ANSWERS_FOR_REPLY_TIME} THEN GREATEST(1, CEIL(
    percentile_cont(0.5) WITHIN GROUP (
      ORDER BY EXTRACT(EPOCH FROM ${adoptionRequests.firstResponseAt} - ${adoptionRequests.createdAt})
    ) / 86400
  ))::integer END
  FROM ${adoptionRequests}
  INNER JOIN ${pets} AS ${sql.identifier(OWNERS_PETS)} ON ${ownersPets.id} = ${adoptionRequests.petId}
  WHERE ${ownersPets.ownerId} = ${pets.ownerId} AND ${adoptionRequests.firstResponseAt} IS NOT NULL
)`;

/** One pet with its owner's reply time: paused ones too (its page says so). */
export async function getPet(db: Database, id: string): Promise<Pet> {
  if (!isUuid(id)) throw notFound('Pet');
  const [row] = await db
    .select({ ...petColumns, repliesWithinDays })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(eq(pets.id, id));
  if (row === undefined) throw notFound('Pet');
  return { ...toPet(row), repliesWithinDays: row.repliesWithinDays };
}

/** A new pet is listed at once: `listed` hears of it (the saved-search alerts match it). */
export async function createPet(
  db: Database,
  caller: AuthUser,
  body: CreatePet,
  listed: PetsListed = nobodyListens,
) {
  const profile = {
    ...plainProfileValues(body),
    ...breedValues(body),
    ...ageGroupValue(body),
    ...pictureValues(body, body.petName),
  };
  const image = profile.image;
  if (image === undefined) {
    throw badRequest(texts.fieldRequired('Image'), { image: texts.fieldRequired('Image') });
  }
  const created = await db.transaction(async (tx) => {
    await checkPartner(tx, caller.id, body.bondedWith);
    const [row] = await tx
      .insert(pets)
      .values({
        ...profile,
        ownerId: caller.id,
        petName: body.petName,
        category: body.category,
        petAgeMonths: body.petAge,
        petLocation: body.petLocation,
        date: body.date,
        shortDescription: body.shortDescription,
        longDescription: body.longDescription,
        image,
        adopted: false,
        adoptionFeeCents: toCents(body.adoptionFee ?? 0),
        applicationCap: body.applicationCap ?? null,
      })
      .returning({ id: pets.id });
    if (row !== undefined && typeof body.bondedWith === 'string') {
      await setBond(tx, row.id, body.bondedWith);
    }
    return { insertedId: row?.id ?? null };
  });
  if (created.insertedId !== null) await listed(db, [created.insertedId]);
  return created;
}

/** The pet, when the caller owns it or is an admin; 404 before 403 so ids are not probed. */
async function ownedPet(db: Database, caller: AuthUser, id: string) {
  const row = await findPet(db, id);
  if (row === undefined) throw notFound('Pet');
  if (row.ownerId !== caller.id && caller.role !== 'admin') {
    throw forbidden('Only the owner of this pet or an administrator can change it.');
  }
  return row;
}

/** A pet's fields as the audit log keeps them, by their API names. */
const auditedPet = (row: Omit<PetRow, 'id' | 'createdAt' | 'email'>) => ({
  adoptionFee: toDollars(row.adoptionFeeCents),
  applicationCap: row.applicationCap,
  paused: row.paused,
  petName: row.petName,
  category: row.category,
  petAge: row.petAgeMonths,
  petLocation: row.petLocation,
  date: row.date,
  shortDescription: row.shortDescription,
  longDescription: row.longDescription,
  image: row.image,
  adopted: row.adopted,
  sex: row.sex,
  size: row.size,
  breedPrimary: row.breedPrimary,
  breedSecondary: row.breedSecondary,
  mixedBreed: row.mixedBreed,
  colour: row.colour,
  coat: row.coat,
  ...Object.fromEntries(PET_FLAGS.map((flag) => [flag, row[flag]])),
  specialNeedsNote: row.specialNeedsNote,
  bondedWith: row.bondedWith,
  // An audit value holds plain text: each picture as its address and description.
  images: row.images.map((picture) => `${picture.url} (${picture.alt})`),
  videoUrl: row.videoUrl,
});

/** The adopters of the pet's requests in `statuses` that are still on its owner's list. */
async function applicants(tx: Executor, petId: string, statuses: AdoptionStatus[]) {
  const rows = await tx
    .selectDistinct({ adopterId: adoptionRequests.adopterId })
    .from(adoptionRequests)
    .where(
      and(
        eq(adoptionRequests.petId, petId),
        inArray(adoptionRequests.status, statuses),
        eq(adoptionRequests.removedByOwner, false),
      ),
    );
  return rows.map((row) => row.adopterId);
}

const toApplicants = (
  adopterIds: string[],
  kind: 'petAdopted' | 'petRemoved' | 'adoptionCancelled',
  petName: string,
): NewNotice[] =>
  adopterIds.map((userId) => ({
    userId,
    kind,
    text: notificationTexts[kind](petName),
    link: NOTICE_LINKS.sentRequests,
  }));

/**
 * Marking the pet available again ends its acceptance, and the adopter hears of it; marking it
 * adopted tells those still waiting. Both in the transaction of the change.
 */
export async function updatePet(
  db: Database,
  notify: Notify,
  caller: Actor,
  id: string,
  body: UpdatePet,
) {
  const before = await ownedPet(db, caller, id);
  // Only the fields sent change: leaving `adopted` out keeps it as it is.
  const changes: Partial<typeof pets.$inferInsert> = {
    ...(body.petName === undefined ? {} : { petName: body.petName }),
    ...(body.category === undefined ? {} : { category: body.category }),
    ...(body.petAge === undefined ? {} : { petAgeMonths: body.petAge }),
    ...(body.petLocation === undefined ? {} : { petLocation: body.petLocation }),
    ...(body.date === undefined ? {} : { date: body.date }),
    ...(body.shortDescription === undefined ? {} : { shortDescription: body.shortDescription }),
    ...(body.longDescription === undefined ? {} : { longDescription: body.longDescription }),
    ...(body.adopted === undefined ? {} : { adopted: body.adopted }),
    ...(body.adoptionFee === undefined ? {} : { adoptionFeeCents: toCents(body.adoptionFee) }),
    ...(body.applicationCap === undefined ? {} : { applicationCap: body.applicationCap }),
    ...plainProfileValues(body),
    ...breedValues(body, before),
    ...ageGroupValue(body, before),
    ...pictureValues(body, body.petName ?? before.petName, before),
    ...(body.bondedWith === undefined ? {} : { bondedWith: body.bondedWith }),
  };
  if (Object.keys(changes).length === 0) return { modifiedCount: 0 };
  // The owner (or an admin) has looked at the listing: it is current again, and a pending
  // "Still available" link or pause is over.
  Object.assign(changes, { paused: false, staleNoticeAt: null, stillAvailableTokenHash: null });
  return db.transaction(async (tx) => {
    await checkPartner(tx, before.ownerId, body.bondedWith, id);
    const changed = await tx
      .update(pets)
      .set(changes)
      .where(eq(pets.id, id))
      .returning({ id: pets.id });
    if (changed.length > 0 && body.bondedWith !== undefined) {
      await setBond(tx, id, body.bondedWith);
    }
    const petName = body.petName ?? before.petName;
    if (changed.length > 0 && actsAsAdmin(caller, before.ownerId)) {
      const fields = changedFields(auditedPet(before), auditedPet({ ...before, ...changes }));
      // Un-pausing comes with any change: it does not make marking adopted a general update.
      const keys = Object.keys(fields.after).filter((key) => key !== 'paused');
      const action =
        keys.length === 1 && keys[0] === 'adopted'
          ? body.adopted
            ? 'pet.markAdopted'
            : 'pet.markAvailable'
          : 'pet.update';
      await recordAudit(tx, caller, {
        action,
        target: { type: 'pet', id, label: petName },
        ...fields,
      });
    }
    if (body.adopted === false) {
      // Available again: the earlier adoption has ended, so at most one request stays accepted.
      const ended = await endAcceptance(tx, id);
      await notify(tx, toApplicants(ended, 'adoptionCancelled', petName));
    } else if (body.adopted === true && !before.adopted) {
      // Adopted outside the app: nobody waits in line for it any more.
      const now = new Date();
      const declined = await tx
        .update(adoptionRequests)
        .set({
          status: 'declined',
          decidedAt: now,
          history: appendHistory('declined', now, adoptionTexts.petAdoptedNote),
        })
        .where(and(eq(adoptionRequests.petId, id), isOpenRequest()))
        .returning({ adopterId: adoptionRequests.adopterId });
      const told = [...new Set(declined.map((row) => row.adopterId))];
      await notify(tx, toApplicants(told, 'petAdopted', petName));
      await notify(tx, await saversToTell(tx, id, 'favoriteAdopted', told));
      await notify(tx, await donorsToTellOfHome(tx, id));
      await notify(tx, await holdSponsorships(tx, id));
    }
    return { modifiedCount: changed.length };
  });
}

/** Its adoption requests go with it (ON DELETE CASCADE); their adopters are told. */
export async function deletePet(db: Database, notify: Notify, caller: Actor, id: string) {
  const pet = await ownedPet(db, caller, id);
  return db.transaction(async (tx) => {
    const told = await applicants(tx, id, [...OPEN_ADOPTION_STATUSES, 'accepted']);
    // Read before the delete, which clears the favorites' pet.
    const savers = await saversToTell(tx, id, 'favoriteRemoved', told);
    const deleted = await tx.delete(pets).where(eq(pets.id, id)).returning({ id: pets.id });
    if (deleted.length > 0) {
      await notify(tx, [...toApplicants(told, 'petRemoved', pet.petName), ...savers]);
    }
    if (deleted.length > 0 && actsAsAdmin(caller, pet.ownerId)) {
      await recordAudit(tx, caller, {
        action: 'pet.delete',
        target: { type: 'pet', id, label: pet.petName },
        before: { ...auditedPet(pet), owner: pet.email },
      });
    }
    return { deletedCount: deleted.length };
  });
}

/** What "Still available" changes: the pet counts as just updated, and any link of it is void. */
const keptListed = (now: Date) => ({
  stillAvailableTokenHash: null,
  staleNoticeAt: null,
  paused: false,
  updatedAt: now,
});

/**
 * "Still available" chosen in the app by the pet's owner (or an admin): keeps it listed as if
 * it had been updated, paused or not.
 */
export async function keepOwnPetListed(
  db: Database,
  caller: AuthUser,
  id: string,
  now = new Date(),
): Promise<StillAvailableAnswer> {
  await ownedPet(db, caller, id);
  const [pet] = await db
    .update(pets)
    .set(keptListed(now))
    .where(eq(pets.id, id))
    .returning({ petId: pets.id, petName: pets.petName });
  if (pet === undefined) throw notFound('Pet');
  return pet;
}

/**
 * The "Still available" link: keeps its pet listed as if its owner had updated it (paused or
 * not), once. The token is looked up by its hash and cleared in the same statement, so a link
 * used twice at once works once.
 */
export async function keepListed(
  db: Database,
  token: string,
  now = new Date(),
): Promise<StillAvailableAnswer> {
  const [pet] = await db
    .update(pets)
    .set(keptListed(now))
    .where(eq(pets.stillAvailableTokenHash, stillAvailableTokenHash(token)))
    .returning({ petId: pets.id, petName: pets.petName });
  if (pet === undefined) {
    throw badRequest(petTexts.stillAvailableUsed, { token: petTexts.stillAvailableUsed });
  }
  return pet;
}
