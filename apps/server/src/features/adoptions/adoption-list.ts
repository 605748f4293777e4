import {
  type AdoptionRequest,
  isOpenAdoptionStatus,
  listerSeesAdopterDetails,
  toDollars,
} from '@pet-adoption/shared';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isOpenRequest } from '../../db/queries/adoption-history';
import type { Database } from '../../db/client';
import { adoptionRequests, pets, users } from '../../db/schema';
import { badRequest, forbidden } from '../../lib/errors';
import type { AuthUser } from '../../lib/auth-user';

const owners = alias(users, 'owners');
const adopters = alias(users, 'adopters');

/**
 * Each open request's place in its pet's line (1 = the oldest, by createdAt then id) and the
 * length of that line, for the whole list in the one query: a request that closes leaves the
 * line at once, so every other place moves up with the next read.
 */
const line = (db: Database) =>
  db
    .select({
      id: adoptionRequests.id,
      position:
        sql<number>`row_number() OVER (PARTITION BY ${adoptionRequests.petId} ORDER BY ${adoptionRequests.createdAt}, ${adoptionRequests.id})`
          .mapWith(Number)
          .as('position'),
      openRequests: sql<number>`count(*) OVER (PARTITION BY ${adoptionRequests.petId})`
        .mapWith(Number)
        .as('open_requests'),
    })
    .from(adoptionRequests)
    .where(isOpenRequest())
    .as('line');

/** Requests with the pet's fields as they are now (read through the join, never copied). */
const requestRows = (db: Database, where: SQL | undefined) => {
  const places = line(db);
  return db
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
      position: places.position,
      openRequests: places.openRequests,
      requestFeeCents: adoptionRequests.adoptionFeeCents,
      petFeeCents: pets.adoptionFeeCents,
      termsAcceptedAt: adoptionRequests.termsAcceptedAt,
      feePaidAt: adoptionRequests.feePaidAt,
    })
    .from(adoptionRequests)
    .innerJoin(pets, eq(pets.id, adoptionRequests.petId))
    .innerJoin(owners, eq(owners.id, pets.ownerId))
    .innerJoin(adopters, eq(adopters.id, adoptionRequests.adopterId))
    .leftJoin(places, eq(places.id, adoptionRequests.id))
    .where(where)
    .orderBy(desc(adoptionRequests.createdAt), desc(adoptionRequests.id));
};

type RequestRow = Awaited<ReturnType<typeof requestRows>>[number];

/**
 * A row as `caller` sees it. The adopter's phone, address, answers and profile reach the
 * adopter, and the pet's owner and admins only while the request is one they still act on (not
 * withdrawn nor declined): the list's own checks already keep everyone else out, and this keeps
 * it so whatever a later list allows.
 */
const toAdoptionRequest =
  (caller: AuthUser) =>
  ({
    id,
    createdAt,
    ownerId,
    adopterId,
    phoneNumber,
    address,
    answers,
    profile,
    position,
    openRequests,
    requestFeeCents,
    petFeeCents,
    termsAcceptedAt,
    feePaidAt,
    ...row
  }: RequestRow): AdoptionRequest => {
    const lister = caller.role === 'admin' || caller.id === ownerId;
    const seesDetails = caller.id === adopterId || (lister && listerSeesAdopterDetails(row.status));
    const open = isOpenAdoptionStatus(row.status);
    return {
      _id: id,
      ...row,
      dateAndTime: createdAt.toISOString(),
      phoneNumber: seesDetails ? phoneNumber : '',
      address: seesDetails ? address : '',
      answers: seesDetails ? answers : [],
      profile: seesDetails ? profile : null,
      position: open ? position : null,
      openRequests: open ? openRequests : null,
      adoptionFee: toDollars(open ? petFeeCents : requestFeeCents),
      feePaid: feePaidAt !== null,
      termsAcceptedAt: termsAcceptedAt?.toISOString() ?? null,
    };
  };

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
