import { type CreatePet, notificationTexts, type Pet, type UpdatePet } from '@pet-adoption/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Executor } from '../../db/client';
import { adoptionRequests, pets, users } from '../../db/schema';
import { petColumns, type PetRow, toPet } from '../../db/pet-record';
import { endAcceptance } from '../../db/end-acceptance';
import { forbidden, notFound } from '../../lib/errors';
import { isUuid } from '@pet-adoption/shared';
import type { AuthUser } from '../../lib/auth-user';
import { type Actor, actsAsAdmin, changedFields, recordAudit } from '../../lib/audit-log';
import { NOTICE_LINKS, type NewNotice, type Notify } from '../../lib/notify';

async function findPet(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select(petColumns)
    .from(pets)
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(eq(pets.id, id));
  return row;
}

/** The pet with this id, or undefined when there is none (or the id cannot be one). */
export async function findPetById(db: Database, id: string): Promise<Pet | undefined> {
  const row = await findPet(db, id);
  return row === undefined ? undefined : toPet(row);
}

export async function getPet(db: Database, id: string): Promise<Pet> {
  const pet = await findPetById(db, id);
  if (pet === undefined) throw notFound('Pet');
  return pet;
}

export async function createPet(db: Database, caller: AuthUser, body: CreatePet) {
  const [row] = await db
    .insert(pets)
    .values({
      ownerId: caller.id,
      petName: body.petName,
      category: body.category,
      petAgeMonths: body.petAge,
      petLocation: body.petLocation,
      date: body.date,
      shortDescription: body.shortDescription,
      longDescription: body.longDescription,
      image: body.image,
      adopted: false,
    })
    .returning({ id: pets.id });
  return { insertedId: row?.id ?? null };
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
  petName: row.petName,
  category: row.category,
  petAge: row.petAgeMonths,
  petLocation: row.petLocation,
  date: row.date,
  shortDescription: row.shortDescription,
  longDescription: row.longDescription,
  image: row.image,
  adopted: row.adopted,
});

/** The adopters of the pet's requests in `statuses` that are still on its owner's list. */
async function applicants(tx: Executor, petId: string, statuses: ('pending' | 'accepted')[]) {
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
    ...(body.image === undefined ? {} : { image: body.image }),
    ...(body.petName === undefined ? {} : { petName: body.petName }),
    ...(body.category === undefined ? {} : { category: body.category }),
    ...(body.petAge === undefined ? {} : { petAgeMonths: body.petAge }),
    ...(body.petLocation === undefined ? {} : { petLocation: body.petLocation }),
    ...(body.date === undefined ? {} : { date: body.date }),
    ...(body.shortDescription === undefined ? {} : { shortDescription: body.shortDescription }),
    ...(body.longDescription === undefined ? {} : { longDescription: body.longDescription }),
    ...(body.adopted === undefined ? {} : { adopted: body.adopted }),
  };
  if (Object.keys(changes).length === 0) return { modifiedCount: 0 };
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(pets)
      .set(changes)
      .where(eq(pets.id, id))
      .returning({ id: pets.id });
    const petName = body.petName ?? before.petName;
    if (changed.length > 0 && actsAsAdmin(caller, before.ownerId)) {
      const fields = changedFields(auditedPet(before), auditedPet({ ...before, ...changes }));
      const keys = Object.keys(fields.after);
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
      await notify(tx, toApplicants(await applicants(tx, id, ['pending']), 'petAdopted', petName));
    }
    return { modifiedCount: changed.length };
  });
}

/** Its adoption requests go with it (ON DELETE CASCADE); their adopters are told. */
export async function deletePet(db: Database, notify: Notify, caller: Actor, id: string) {
  const pet = await ownedPet(db, caller, id);
  return db.transaction(async (tx) => {
    const told = await applicants(tx, id, ['pending', 'accepted']);
    const deleted = await tx.delete(pets).where(eq(pets.id, id)).returning({ id: pets.id });
    if (deleted.length > 0) await notify(tx, toApplicants(told, 'petRemoved', pet.petName));
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
