import {
  type AdoptionRequest,
  type AnsweredQuestion,
  checkAnswers,
  type CreateAdoptionRequest,
  isOpenAdoptionStatus,
  notificationTexts,
  toDollars,
} from '@pet-adoption/shared';
import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { adoptionRequests, pets, users } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { isUuid } from '@pet-adoption/shared';
import { sqlStateOf, UNIQUE_VIOLATION } from '../../db/postgres-errors';
import type { AuthUser } from '../../lib/auth-user';
import { NOTICE_LINKS, type Notify } from '../../lib/notify';
import { applicationSettingsOf, savedAdopterProfile } from './applications.service';

export const OWN_PET_MESSAGE = 'You cannot adopt your own pet.';
export const ADOPTED_MESSAGE = 'This pet has already been adopted.';
export const ALREADY_ASKED_MESSAGE = 'You have already asked to adopt this pet.';
export const ANSWERS_MESSAGE = 'Some fields are not valid.';

const owners = alias(users, 'owners');
const adopters = alias(users, 'adopters');

/** Requests with the pet's fields as they are now (read through the join, never copied). */
const requestRows = (db: Database, where: SQL | undefined) =>
  db
    .select({
      id: adoptionRequests.id,
      petId: adoptionRequests.petId,
      name: adoptionRequests.name,
      adoptorEmail: adopters.email,
      phoneNumber: adoptionRequests.phoneNumber,
      address: adoptionRequests.address,
      status: adoptionRequests.status,
      createdAt: adoptionRequests.createdAt,
      image: pets.image,
      petName: pets.petName,
      petAge: pets.petAgeMonths,
      date: pets.date,
      petLocation: pets.petLocation,
      longDescription: pets.longDescription,
      category: pets.category,
      email: owners.email,
      answers: adoptionRequests.answers,
      profile: adoptionRequests.profile,
      ownerId: pets.ownerId,
      adopterId: adoptionRequests.adopterId,
      history: adoptionRequests.history,
      requestFeeCents: adoptionRequests.adoptionFeeCents,
      petFeeCents: pets.adoptionFeeCents,
      termsAcceptedAt: adoptionRequests.termsAcceptedAt,
      feePaidAt: adoptionRequests.feePaidAt,
    })
    .from(adoptionRequests)
    .innerJoin(pets, eq(pets.id, adoptionRequests.petId))
    .innerJoin(owners, eq(owners.id, pets.ownerId))
    .innerJoin(adopters, eq(adopters.id, adoptionRequests.adopterId))
    .where(where)
    .orderBy(desc(adoptionRequests.createdAt), desc(adoptionRequests.id));

type RequestRow = Awaited<ReturnType<typeof requestRows>>[number];

/**
 * A row as `caller` sees it. The answers and profile reach only the pet's owner, the adopter
 * and admins: the list's own checks already keep everyone else out, and this keeps it so
 * whatever a later list allows.
 */
const toAdoptionRequest =
  (caller: AuthUser) =>
  ({
    id,
    createdAt,
    ownerId,
    adopterId,
    answers,
    profile,
    requestFeeCents,
    petFeeCents,
    termsAcceptedAt,
    feePaidAt,
    ...row
  }: RequestRow): AdoptionRequest => {
    const concerned = caller.role === 'admin' || caller.id === ownerId || caller.id === adopterId;
    return {
      _id: id,
      ...row,
      dateAndTime: createdAt.toISOString(),
      answers: concerned ? answers : [],
      profile: concerned ? profile : null,
      position: null,
      openRequests: null,
      adoptionFee: toDollars(isOpenAdoptionStatus(row.status) ? petFeeCents : requestFeeCents),
      feePaid: feePaidAt !== null,
      termsAcceptedAt: termsAcceptedAt?.toISOString() ?? null,
    };
  };

/** The pet's owner hears of the request in the same transaction that stores it. */
export async function createAdoptionRequest(
  db: Database,
  notify: Notify,
  caller: AuthUser,
  body: CreateAdoptionRequest,
) {
  if (!isUuid(body.petId)) throw notFound('Pet');
  const [pet] = await db
    .select({ ownerId: pets.ownerId, adopted: pets.adopted, petName: pets.petName })
    .from(pets)
    .where(eq(pets.id, body.petId));
  if (!pet) throw notFound('Pet');
  if (pet.ownerId === caller.id) throw conflict(OWN_PET_MESSAGE);
  if (pet.adopted) throw conflict(ADOPTED_MESSAGE);
  // Checked against the owner's questions as they are now, and kept with the question as asked,
  // so the owner's later edits change no request. SPEC's request without answers still works
  // while the owner makes no question required.
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
        })
        .returning({ id: adoptionRequests.id });
      await notify(tx, [
        {
          userId: pet.ownerId,
          kind: 'adoptionRequested',
          text: notificationTexts.adoptionRequested(pet.petName, caller.name),
          link: NOTICE_LINKS.receivedRequests,
        },
      ]);
      return { insertedId: row?.id ?? null };
    });
  } catch (error) {
    // The partial unique index decides, so two submits at once still make one request.
    if (sqlStateOf(error) === UNIQUE_VIOLATION) throw conflict(ALREADY_ASKED_MESSAGE);
    throw error;
  }
}

/** `email`: received for that person's pets; `adoptorEmail`: sent by that person. */
export async function listAdoptionRequests(
  db: Database,
  caller: AuthUser,
  query: { email?: string | undefined; adoptorEmail?: string | undefined },
): Promise<AdoptionRequest[]> {
  const filters: SQL[] = [];
  for (const email of [query.email, query.adoptorEmail]) {
    if (email !== undefined && email !== caller.email && caller.role !== 'admin') {
      throw forbidden('You can only see your own adoption requests.');
    }
  }
  // What an owner rejected is off their list; the adopter's list still shows it as declined.
  if (query.email !== undefined) {
    filters.push(eq(owners.email, query.email), eq(adoptionRequests.removedByOwner, false));
  }
  if (query.adoptorEmail !== undefined) filters.push(eq(adopters.email, query.adoptorEmail));
  if (filters.length === 0 && caller.role !== 'admin') {
    throw badRequest('Say whose requests to list: ?email= (received) or ?adoptorEmail= (sent).');
  }
  const rows = await requestRows(db, and(...filters));
  return rows.map(toAdoptionRequest(caller));
}

async function findRequest(db: Database, id: string) {
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
      adopterName: adoptionRequests.name,
    })
    .from(adoptionRequests)
    .innerJoin(pets, eq(pets.id, adoptionRequests.petId))
    .where(eq(adoptionRequests.id, id));
  return row;
}

/**
 * The adopter withdraws and an admin removes: the request is deleted. The pet's owner rejects:
 * it leaves the owner's list, but the adopter is told rather than left wondering. A pending
 * request becomes declined; its phone, address, answers and profile go at once, since the
 * owner is done with them.
 */
export async function deleteAdoptionRequest(
  db: Database,
  notify: Notify,
  caller: AuthUser,
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
    return db.transaction(async (tx) => {
      const [rejected] = await tx
        .update(adoptionRequests)
        .set({
          removedByOwner: true,
          // The owner is done with what the adopter told them.
          phoneNumber: '',
          address: '',
          answers: [],
          profile: null,
          status: sql`CASE WHEN ${adoptionRequests.status} = 'pending' THEN 'declined' ELSE ${adoptionRequests.status} END`,
          decidedAt: sql`COALESCE(${adoptionRequests.decidedAt}, now())`,
        })
        .where(and(eq(adoptionRequests.id, id), eq(adoptionRequests.removedByOwner, false)))
        .returning({ id: adoptionRequests.id });
      // The adopter hears of a decision; an owner tidying a decided request away decides nothing.
      if (rejected && request.status === 'pending') {
        await notify(tx, [declinedNotice(request.adopterId, request.petName)]);
      }
      return { deletedCount: rejected ? 1 : 0 };
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
      } else if (!isAdopter && request.status === 'pending') {
        // An administrator removed a request still waiting: to the adopter it was declined.
        await notify(tx, [declinedNotice(request.adopterId, request.petName)]);
      }
    }
    return { deletedCount: deleted.length };
  });
}

const declinedNotice = (adopterId: string, petName: string) => ({
  userId: adopterId,
  kind: 'adoptionDeclined' as const,
  text: notificationTexts.adoptionDeclined(petName),
  link: NOTICE_LINKS.sentRequests,
});

/**
 * In one transaction: the pet becomes adopted, this request accepted and the pet's other open
 * requests declined. The pet row is locked first, so of two accepts racing for one pet the
 * second waits, then sees the pet adopted and answers 409.
 */
export async function acceptAdoptionRequest(
  db: Database,
  notify: Notify,
  caller: AuthUser,
  id: string,
) {
  const request = await findRequest(db, id);
  if (!request) throw notFound('Adoption request');
  if (caller.role !== 'admin' && caller.id !== request.ownerId) {
    throw forbidden('Only the pet’s owner or an administrator can accept a request.');
  }
  return db.transaction(async (tx) => {
    const [pet] = await tx
      .select({ adopted: pets.adopted })
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
    if (current.status !== 'pending') {
      throw conflict('Only a pending request can be accepted.');
    }
    await tx.update(pets).set({ adopted: true }).where(eq(pets.id, request.petId));
    await tx
      .update(adoptionRequests)
      .set({ status: 'accepted', decidedAt: new Date() })
      .where(eq(adoptionRequests.id, id));
    const declined = await tx
      .update(adoptionRequests)
      .set({ status: 'declined', decidedAt: new Date() })
      .where(
        and(
          eq(adoptionRequests.petId, request.petId),
          ne(adoptionRequests.id, id),
          eq(adoptionRequests.status, 'pending'),
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
    return { modifiedCount: 1 };
  });
}
