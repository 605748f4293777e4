import { OPEN_ADOPTION_STATUSES, type Pet } from '@pet-adoption/shared';
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  ne,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isOpenRequest } from '../../db/queries/adoption-history';
import type { Database } from '../../db/client';
import { petColumns, toPet } from '../../db/queries/pet-record';
import { adoptionRequests, pets, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { mayAct, requestToActOn } from './adoptions.service';

export const SIMILAR_PETS_LIMIT = 6;

const asked = alias(adoptionRequests, 'asked');

/**
 * Pets the request's adopter could ask for instead: available, not paused, under their cap,
 * of the same category and an age close to this pet's (within a year, or half its age for
 * older pets), closest age first, then newest. Pets have no size yet; when a later issue adds
 * one, it belongs in this match too.
 */
export async function similarPets(db: Database, caller: AuthUser, id: string): Promise<Pet[]> {
  const request = await requestToActOn(
    db,
    id,
    mayAct.adopterOrAdmin(caller),
    'Only the person who asked, or an administrator, can see these suggestions.',
  );
  // Suggestions are for the adopter, also when an admin looks at them.
  const adopterId = request.adopterId;
  const age = request.petAgeMonths;
  const reach = Math.max(12, age / 2);
  const openCount = db
    .select({ open: count() })
    .from(adoptionRequests)
    .where(and(eq(adoptionRequests.petId, pets.id), isOpenRequest()));
  const rows = await db
    .select(petColumns)
    .from(pets)
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(
      and(
        eq(pets.adopted, false),
        eq(pets.paused, false),
        ne(pets.ownerId, adopterId),
        ne(pets.id, request.petId),
        eq(pets.category, request.category),
        between(pets.petAgeMonths, Math.ceil(age - reach), Math.floor(age + reach)),
        notExists(
          db
            .select({ one: sql`1` })
            .from(asked)
            .where(
              and(
                eq(asked.petId, pets.id),
                eq(asked.adopterId, adopterId),
                inArray(asked.status, [...OPEN_ADOPTION_STATUSES]),
              ),
            ),
        ),
        or(isNull(pets.applicationCap), lt(sql`(${openCount})`, pets.applicationCap)),
      ),
    )
    .orderBy(asc(sql`abs(${pets.petAgeMonths} - ${age})`), desc(pets.createdAt), desc(pets.id))
    .limit(SIMILAR_PETS_LIMIT);
  return rows.map(toPet);
}
