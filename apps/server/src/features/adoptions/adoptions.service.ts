import {
  adoptionTexts,
  type AnsweredQuestion,
  checkAnswers,
  type CreateAdoptionRequest,
  isOpenAdoptionStatus,
  isUuid,
  notificationTexts,
} from '@pet-adoption/shared';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import {
  appendHistory,
  ERASED_ADOPTER_DETAILS,
  firstResponse,
  historyStart,
  isOpenRequest,
} from '../../db/queries/adoption-history';
import type { Database } from '../../db/client';
import { adoptionRequests, pets } from '../../db/schema';
import { donorsToTellOfHome } from '../../db/queries/campaign-donors';
import { holdSponsorships } from '../../db/queries/sponsored-gifts';
import { saversToTell } from '../../db/queries/favorite-savers';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../db/postgres-errors';
import type { AuthUser } from '../../lib/auth-user';
import { type Actor, actsAsAdmin, recordAudit } from '../../messaging/audit-log';
import { NOTICE_LINKS, type Notify } from '../../messaging/notify';
import { applicationSettingsOf, savedAdopterProfile } from './applications.service';

export const OWN_PET_MESSAGE = 'You cannot adopt your own pet.';
export const ADOPTED_MESSAGE = 'This pet has already been adopted.';
export const ALREADY_ASKED_MESSAGE = 'You have already asked to adopt this pet.';
export const ANSWERS_MESSAGE = 'Some fields are not valid.';

/** Why `caller` cannot ask for this pet now, if they cannot. */
function refuseUnavailable(
  pet: { ownerId: string; adopted: boolean; paused: boolean },
  caller: AuthUser,
) {
  if (pet.ownerId === caller.id) throw conflict(OWN_PET_MESSAGE);
  if (pet.adopted) throw conflict(ADOPTED_MESSAGE);
  if (pet.paused) throw conflict(adoptionTexts.pausedListing);
}

/**
 * The pet's owner hears of the request in the same transaction that stores it. The pet row is
 * locked while its open requests are counted and the new one is added, so applications racing
 * for the last place under the pet's cap take it one at a time and the rest answer 409.
 */
export async function createAdoptionRequest(
  db: Database,
  notify: Notify,
  caller: AuthUser,
  body: CreateAdoptionRequest,
) {
  if (!isUuid(body.petId)) throw notFound('Pet');
  const [pet] = await db
    .select({ ownerId: pets.ownerId, adopted: pets.adopted, paused: pets.paused })
    .from(pets)
    .where(eq(pets.id, body.petId));
  if (!pet) throw notFound('Pet');
  refuseUnavailable(pet, caller);
  // Checked against the owner's questions as they are now, and kept with the question as asked,
  // so the owner's later edits change no request. A request of only `{petId, phoneNumber,
  // address}` (docs/product.md §7) still works while the owner makes no question required.
  const { questions } = await applicationSettingsOf(db, pet.ownerId);
  const checked = checkAnswers(questions, body.answers ?? []);
  if (Object.keys(checked.problems).length > 0) throw badRequest(ANSWERS_MESSAGE, checked.problems);
  const labels = new Map(questions.map((question) => [question.id, question.label]));
  const answers: AnsweredQuestion[] = checked.answers.map(({ questionId, answer }) => ({
    questionId,
    question: labels.get(questionId) ?? questionId,
    answer,
  }));
  // A copy: what was sent, else the saved profile as it is now; a later edit changes neither.
  const profile = body.profile ?? (await savedAdopterProfile(db, caller.id)) ?? null;
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select({
          ownerId: pets.ownerId,
          adopted: pets.adopted,
          paused: pets.paused,
          petName: pets.petName,
          applicationCap: pets.applicationCap,
        })
        .from(pets)
        .where(eq(pets.id, body.petId))
        .for('update');
      if (!locked) throw notFound('Pet');
      refuseUnavailable(locked, caller);
      const [line] = await tx
        .select({
          open: count(),
          mine: sql<boolean>`coalesce(bool_or(${adoptionRequests.adopterId} = ${caller.id}), false)`,
        })
        .from(adoptionRequests)
        .where(and(eq(adoptionRequests.petId, body.petId), isOpenRequest()));
      // Already asked comes first: at the cap, the one person already in line is told so.
      if (line?.mine) throw conflict(ALREADY_ASKED_MESSAGE);
      if (locked.applicationCap !== null && (line?.open ?? 0) >= locked.applicationCap) {
        throw conflict(adoptionTexts.capReached);
      }
      const now = new Date();
      const [row] = await tx
        .insert(adoptionRequests)
        .values({
          petId: body.petId,
          adopterId: caller.id,
          name: caller.name,
          phoneNumber: body.phoneNumber,
          address: body.address,
          answers,
          profile,
          history: historyStart(now),
          createdAt: now,
        })
        .returning({ id: adoptionRequests.id });
      await notify(tx, [
        {
          userId: locked.ownerId,
          kind: 'adoptionRequested',
          text: notificationTexts.adoptionRequested(locked.petName, caller.name),
          link: NOTICE_LINKS.receivedRequests,
        },
      ]);
      return { insertedId: row?.id ?? null };
    });
  } catch (error) {
    // The partial unique index is the last word, whatever the check above saw.
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw conflict(ALREADY_ASKED_MESSAGE);
    throw error;
  }
}

/** A request with what deciding on it takes: who may, and the pet it is for. */
export async function findRequest(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      id: adoptionRequests.id,
      petId: adoptionRequests.petId,
      adopterId: adoptionRequests.adopterId,
      status: adoptionRequests.status,
      removedByOwner: adoptionRequests.removedByOwner,
      ownerId: pets.ownerId,
      petName: pets.petName,
      category: pets.category,
      petAgeMonths: pets.petAgeMonths,
      adopterName: adoptionRequests.name,
    })
    .from(adoptionRequests)
    .innerJoin(pets, eq(pets.id, adoptionRequests.petId))
    .where(eq(adoptionRequests.id, id));
  return row;
}

type FoundRequest = NonNullable<Awaited<ReturnType<typeof findRequest>>>;

/** A request in the audit log's words: whose it is and for which pet. */
export const auditedRequest = (request: FoundRequest) => ({
  type: 'adoptionRequest' as const,
  id: request.id,
  label: `${request.adopterName} for ${request.petName}`,
});

/** Who may act on a request: its pet's owner, its adopter, and admins as either or not. */
export const mayAct = {
  ownerOrAdmin: (caller: AuthUser) => (request: FoundRequest) =>
    caller.role === 'admin' || caller.id === request.ownerId,
  adopterOrAdmin: (caller: AuthUser) => (request: FoundRequest) =>
    caller.role === 'admin' || caller.id === request.adopterId,
  adopter: (caller: AuthUser) => (request: FoundRequest) => caller.id === request.adopterId,
};

/** The request `allowed` lets the caller act on: 404 when there is none, 403 with `refusal`. */
export async function requestToActOn(
  db: Database,
  id: string,
  allowed: (request: FoundRequest) => boolean,
  refusal: string,
): Promise<FoundRequest> {
  const request = await findRequest(db, id);
  if (!request) throw notFound('Adoption request');
  if (!allowed(request)) throw forbidden(refusal);
  return request;
}

/**
 * The adopter withdraws and an admin removes: the request is deleted. The pet's owner rejects:
 * it leaves the owner's list, but the adopter is told rather than left wondering. An open
 * request becomes declined; its phone, address, answers and profile go at once, since the
 * owner is done with them.
 */
export async function deleteAdoptionRequest(
  db: Database,
  notify: Notify,
  caller: Actor,
  id: string,
) {
  const request = await findRequest(db, id);
  if (!request) throw notFound('Adoption request');
  // Nobody asks to adopt their own pet (createAdoptionRequest), so owner and adopter differ.
  const isOwner = caller.id === request.ownerId;
  const isAdopter = caller.id === request.adopterId;
  const allowed = isOwner || caller.role === 'admin' || isAdopter;
  if (!allowed)
    throw forbidden('Only the pet’s owner, the adopter or an administrator can do this.');
  if (isOwner) {
    // Already off the owner's list: to them it is gone.
    if (request.removedByOwner) throw notFound('Adoption request');
    const now = new Date();
    const current = and(eq(adoptionRequests.id, id), eq(adoptionRequests.removedByOwner, false));
    return db.transaction(async (tx) => {
      // An open request is decided now; a decided one is only tidied away (the adopter is not
      // told twice).
      const declined = await tx
        .update(adoptionRequests)
        .set({
          status: 'declined',
          decidedAt: now,
          firstResponseAt: firstResponse(now),
          history: appendHistory('declined', now),
        })
        .where(and(current, isOpenRequest()))
        .returning({ id: adoptionRequests.id });
      const removed = await tx
        .update(adoptionRequests)
        // The owner is done with what the adopter told them.
        .set({ removedByOwner: true, ...ERASED_ADOPTER_DETAILS })
        .where(current)
        .returning({ id: adoptionRequests.id });
      if (declined.length > 0)
        await notify(tx, [declinedNotice(request.adopterId, request.petName)]);
      return { deletedCount: removed.length };
    });
  }
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(adoptionRequests)
      .where(eq(adoptionRequests.id, id))
      .returning({ id: adoptionRequests.id });
    if (deleted.length > 0) {
      if (isAdopter && !request.removedByOwner) {
        // A withdrawal: the owner no longer waits on it.
        await notify(tx, [
          {
            userId: request.ownerId,
            kind: 'adoptionWithdrawn',
            text: notificationTexts.adoptionWithdrawn(request.petName, request.adopterName),
            link: NOTICE_LINKS.receivedRequests,
          },
        ]);
      } else if (!isAdopter && isOpenAdoptionStatus(request.status)) {
        // An administrator removed a request still waiting: to the adopter it was declined.
        await notify(tx, [declinedNotice(request.adopterId, request.petName)]);
      }
      if (!isAdopter && actsAsAdmin(caller, request.ownerId)) {
        await recordAudit(tx, caller, {
          action: 'adoptionRequest.decline',
          target: auditedRequest(request),
          before: { status: request.status },
          after: { removed: true },
        });
      }
    }
    return { deletedCount: deleted.length };
  });
}

export const declinedNotice = (adopterId: string, petName: string, note: string | null = null) => ({
  userId: adopterId,
  kind: 'adoptionDeclined' as const,
  text:
    note === null
      ? notificationTexts.adoptionDeclined(petName)
      : notificationTexts.adoptionDeclinedNote(petName, note),
  link: NOTICE_LINKS.sentRequests,
});

/**
 * In one transaction: the pet becomes adopted, this request accepted (with the pet's fee fixed
 * on it) and the pet's other open requests declined. The pet row is locked first, so of two
 * accepts racing for one pet the second waits, then sees the pet adopted and answers 409.
 */
export async function acceptAdoptionRequest(
  db: Database,
  notify: Notify,
  caller: Actor,
  id: string,
) {
  const request = await requestToActOn(
    db,
    id,
    mayAct.ownerOrAdmin(caller),
    'Only the pet’s owner or an administrator can accept a request.',
  );
  return db.transaction(async (tx) => {
    const [pet] = await tx
      .select({ adopted: pets.adopted, adoptionFeeCents: pets.adoptionFeeCents })
      .from(pets)
      .where(eq(pets.id, request.petId))
      .for('update');
    // Read again under the lock: the request may have been withdrawn or decided meanwhile.
    const [current] = await tx
      .select({ status: adoptionRequests.status })
      .from(adoptionRequests)
      .where(eq(adoptionRequests.id, id));
    if (!pet || !current) throw notFound('Adoption request');
    if (pet.adopted) throw conflict(ADOPTED_MESSAGE);
    if (!isOpenAdoptionStatus(current.status)) throw conflict(adoptionTexts.acceptOnlyOpen);
    const now = new Date();
    // Still open as it is written: a withdrawal committed since the read above is not undone.
    const accepted = await tx
      .update(adoptionRequests)
      .set({
        status: 'accepted',
        decidedAt: now,
        firstResponseAt: firstResponse(now),
        history: appendHistory('accepted', now),
        adoptionFeeCents: pet.adoptionFeeCents,
      })
      .where(and(eq(adoptionRequests.id, id), isOpenRequest()))
      .returning({ id: adoptionRequests.id });
    if (accepted.length === 0) throw conflict(adoptionTexts.acceptOnlyOpen);
    if (actsAsAdmin(caller, request.ownerId)) {
      await recordAudit(tx, caller, {
        action: 'adoptionRequest.accept',
        target: auditedRequest(request),
        before: { status: current.status },
        after: { status: 'accepted' },
      });
    }
    await tx.update(pets).set({ adopted: true }).where(eq(pets.id, request.petId));
    // Not an answer the owner gave these adopters, so their firstResponseAt stays unset.
    const declined = await tx
      .update(adoptionRequests)
      .set({
        status: 'declined',
        decidedAt: now,
        history: appendHistory('declined', now, adoptionTexts.acceptedOtherNote),
      })
      .where(
        and(
          eq(adoptionRequests.petId, request.petId),
          ne(adoptionRequests.id, id),
          isOpenRequest(),
        ),
      )
      .returning({ adopterId: adoptionRequests.adopterId });
    await notify(tx, [
      {
        userId: request.adopterId,
        kind: 'adoptionAccepted',
        text: notificationTexts.adoptionAccepted(request.petName),
        link: NOTICE_LINKS.sentRequests,
      },
      ...declined.map(({ adopterId }) => ({
        userId: adopterId,
        kind: 'adoptionDeclined' as const,
        text: notificationTexts.adoptionDeclinedAdopted(request.petName),
        link: NOTICE_LINKS.sentRequests,
      })),
    ]);
    const told = declined.map(({ adopterId }) => adopterId);
    await notify(tx, await saversToTell(tx, request.petId, 'favoriteAdopted', told));
    await notify(tx, await donorsToTellOfHome(tx, request.petId));
    await notify(tx, await holdSponsorships(tx, request.petId));
    return { modifiedCount: 1 };
  });
}
