import {
  type CreateHappyTail,
  type HappyTail,
  happyTailTexts,
  isUuid,
  notificationTexts,
  type PageQuery,
  pageHref,
} from '@pet-adoption/shared';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { createdAtMicros, decodeCursor, olderThan, pageOf } from '../../db/queries/keyset';
import { petCampaignDonors } from '../../db/queries/campaign-donors';
import { adoptionRequests, happyTails, pets, users } from '../../db/schema';
import type { AuthUser } from '../../lib/auth-user';
import { forbidden, notFound } from '../../lib/errors';
import type { Notify } from '../../messaging/notify';

export interface HappyTailPage {
  tails: HappyTail[];
  total: number;
  next: string | undefined;
}

async function findPet(db: Database, petId: string) {
  if (!isUuid(petId)) return undefined;
  const [pet] = await db
    .select({ id: pets.id, petName: pets.petName, ownerId: pets.ownerId, adopted: pets.adopted })
    .from(pets)
    .where(eq(pets.id, petId));
  return pet;
}

/** A pet's happy tails, newest first, a page at a time (public). */
export async function listHappyTails(
  db: Database,
  petId: string,
  query: PageQuery,
): Promise<HappyTailPage> {
  if ((await findPet(db, petId)) === undefined) throw notFound('Pet');
  const where = eq(happyTails.petId, petId);
  const pageWhere =
    query.cursor === undefined
      ? where
      : and(where, olderThan(happyTails.createdAt, happyTails.id, decodeCursor(query.cursor)));
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: happyTails.id,
        micros: createdAtMicros(happyTails.createdAt),
        text: happyTails.text,
        image: happyTails.image,
        createdAt: happyTails.createdAt,
        author: users.name,
      })
      .from(happyTails)
      .innerJoin(users, eq(users.id, happyTails.authorId))
      .where(pageWhere)
      .orderBy(desc(happyTails.createdAt), desc(happyTails.id))
      .limit(query.limit + 1),
    db.select({ total: count() }).from(happyTails).where(where),
  ]);
  const page = pageOf(rows, query.limit);
  return {
    tails: page.rows.map((row) => ({
      _id: row.id,
      petId,
      text: row.text,
      image: row.image,
      author: row.author,
      createdAt: row.createdAt.toISOString(),
    })),
    total: totals[0]?.total ?? 0,
    next: page.next,
  };
}

/**
 * The adopter shares how the pet is doing: only the person whose request for it was accepted, while
 * it is adopted. The lister and every donor of the pet's campaigns are told, once each.
 */
export async function shareHappyTail(
  db: Database,
  notify: Notify,
  caller: AuthUser,
  petId: string,
  body: CreateHappyTail,
) {
  const pet = await findPet(db, petId);
  if (pet === undefined) throw notFound('Pet');
  const [adoption] = await db
    .select({ id: adoptionRequests.id })
    .from(adoptionRequests)
    .where(
      and(
        eq(adoptionRequests.petId, pet.id),
        eq(adoptionRequests.adopterId, caller.id),
        eq(adoptionRequests.status, 'accepted'),
      ),
    );
  if (adoption === undefined || !pet.adopted) {
    throw forbidden(happyTailTexts.notAdopter(pet.petName));
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(happyTails)
      .values({ petId: pet.id, authorId: caller.id, text: body.text, image: body.image ?? null })
      .returning({ id: happyTails.id });
    if (row === undefined) throw new Error('shareHappyTail: the insert returned no row');
    const donors = await petCampaignDonors(tx, pet.id, caller.id);
    const told = new Set([pet.ownerId, ...donors]);
    told.delete(caller.id);
    await notify(
      tx,
      [...told].map((userId) => ({
        userId,
        kind: 'happyTailPosted' as const,
        text: notificationTexts.happyTailPosted(pet.petName),
        link: pageHref('petDetails', { id: pet.id }),
      })),
    );
    return { insertedId: row.id };
  });
}
