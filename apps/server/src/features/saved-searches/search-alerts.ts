import {
  type AlertFrequency,
  notificationTexts,
  pageHref,
  pages,
  petMatchesSearch,
  readPetSearch,
} from '@pet-adoption/shared';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { petColumns, toPet } from '../../db/queries/pet-record';
import { pets, savedSearches, savedSearchMatches, users } from '../../db/schema';
import type { Notify } from '../../messaging/notify';
import { composeAlertMail, type AlertPet } from './alert-mail';

interface Match {
  userId: string;
  petId: string;
  searchIds: string[];
  frequency: AlertFrequency;
}

/**
 * Matches newly listed pets against every active saved search, in memory: the searches are read
 * once for the whole batch, so the work grows with the number of new pets and searches, never a
 * query per search per pet. A pet is never matched for its own owner, nor for a banned person.
 * One row per person and pet however many of their searches matched (instant if any of them
 * is); a pet already matched for a person (sent, or waiting) is left as it is, so a retried job
 * or a pet listed again sends nothing twice. Answers how many rows were added.
 */
export async function matchNewPets(db: Database, petIds: readonly string[]): Promise<number> {
  if (petIds.length === 0) return 0;
  const listed = await db
    .select({ ...petColumns, ownerId: pets.ownerId })
    .from(pets)
    .innerJoin(users, eq(users.id, pets.ownerId))
    .where(
      and(inArray(pets.id, [...new Set(petIds)]), eq(pets.adopted, false), eq(pets.paused, false)),
    );
  if (listed.length === 0) return 0;
  const searches = (
    await db
      .select({
        id: savedSearches.id,
        userId: savedSearches.userId,
        query: savedSearches.query,
        frequency: savedSearches.frequency,
      })
      .from(savedSearches)
      .innerJoin(users, eq(users.id, savedSearches.userId))
      .where(and(eq(savedSearches.paused, false), eq(users.banned, false)))
  ).map((search) => ({ ...search, search: readPetSearch(new URLSearchParams(search.query)) }));

  const matches = new Map<string, Match>();
  for (const row of listed) {
    const pet = toPet(row);
    for (const search of searches) {
      if (search.userId === row.ownerId || !petMatchesSearch(pet, search.search)) continue;
      const key = `${search.userId} ${row.id}`;
      const match = matches.get(key) ?? {
        userId: search.userId,
        petId: row.id,
        searchIds: [],
        frequency: 'daily' as AlertFrequency,
      };
      match.searchIds.push(search.id);
      if (search.frequency === 'instant') match.frequency = 'instant';
      matches.set(key, match);
    }
  }
  if (matches.size === 0) return 0;
  const added = await db
    .insert(savedSearchMatches)
    .values([...matches.values()])
    .onConflictDoNothing()
    .returning({ userId: savedSearchMatches.userId });
  return added.length;
}

/** Where an alert's button leads: the pet, the search that found several, or the searches. */
function alertLink(found: readonly AlertPet[], searches: ReadonlyMap<string, SearchNamed>) {
  if (found.length === 1 && found[0]) return pageHref('petDetails', { id: found[0].id });
  if (searches.size === 1) {
    const [only] = searches.values();
    if (only) return only.query ? `${pages.petListing.path}?${only.query}` : pages.petListing.path;
  }
  return pages.savedSearches.path;
}

/**
 * Unsent matches of `frequency`; a digest takes those made up to its time (the database's clock
 * stamps them), while instant ones go whenever they are found.
 */
const due = (frequency: AlertFrequency, now: Date) =>
  and(
    eq(savedSearchMatches.frequency, frequency),
    isNull(savedSearchMatches.sentAt),
    frequency === 'daily' ? lte(savedSearchMatches.createdAt, now) : undefined,
  );

interface SearchNamed {
  id: string;
  name: string;
  query: string;
}

/**
 * Sends each person's waiting matches of `frequency` (created up to `now`) in one notice and
 * e-mail naming each pet once. The rows are marked sent in the transaction that writes the
 * notice, and only while still unsent, so two copies running at once send each one once. A
 * pet no longer listed, or whose searches have all been paused or deleted since, is left out.
 * Answers how many people were told.
 */
export async function sendAlerts(
  db: Database,
  notify: Notify,
  frequency: AlertFrequency,
  now: Date,
): Promise<number> {
  const waiting = await db
    .selectDistinct({ userId: savedSearchMatches.userId })
    .from(savedSearchMatches)
    .where(due(frequency, now));
  let told = 0;
  for (const { userId } of waiting) {
    told += await db.transaction(async (tx) => {
      const taken = await tx
        .update(savedSearchMatches)
        .set({ sentAt: now })
        .where(and(eq(savedSearchMatches.userId, userId), due(frequency, now)))
        .returning({ petId: savedSearchMatches.petId, searchIds: savedSearchMatches.searchIds });
      if (taken.length === 0) return 0;
      const searchIds = [...new Set(taken.flatMap((row) => row.searchIds))];
      const active = await tx
        .select({ id: savedSearches.id, name: savedSearches.name, query: savedSearches.query })
        .from(savedSearches)
        .where(
          and(
            inArray(savedSearches.id, searchIds),
            eq(savedSearches.userId, userId),
            eq(savedSearches.paused, false),
          ),
        );
      const searches = new Map(active.map((search) => [search.id, search]));
      const stillWanted = taken.filter((row) => row.searchIds.some((id) => searches.has(id)));
      if (stillWanted.length === 0) return 0;
      const found: AlertPet[] = await tx
        .select({
          id: pets.id,
          petName: pets.petName,
          category: pets.category,
          petAgeMonths: pets.petAgeMonths,
          petLocation: pets.petLocation,
          shortDescription: pets.shortDescription,
        })
        .from(pets)
        .where(
          and(
            inArray(
              pets.id,
              stillWanted.map((row) => row.petId),
            ),
            eq(pets.adopted, false),
            eq(pets.paused, false),
          ),
        )
        .orderBy(asc(pets.createdAt), asc(pets.id));
      if (found.length === 0) return 0;
      const matched = new Map(
        stillWanted
          .filter((row) => found.some((pet) => pet.id === row.petId))
          .flatMap((row) => row.searchIds)
          .flatMap((id) => {
            const search = searches.get(id);
            return search ? [[id, search] as const] : [];
          }),
      );
      const text = notificationTexts.savedSearchMatch(found.map((pet) => pet.petName));
      const link = alertLink(found, matched);
      await notify(tx, [
        {
          userId,
          kind: 'savedSearchMatch',
          text,
          link,
          email: (site) =>
            composeAlertMail(site, {
              userId,
              text,
              link,
              pets: found,
              searches: [...matched.values()],
            }),
        },
      ]);
      return 1;
    });
  }
  return told;
}

export interface AlertWork {
  db: Database;
  notify: Notify;
}

/** The queue's job: match the new pets, then send the instant alerts they made. */
export async function matchAndAlert({ db, notify }: AlertWork, petIds: readonly string[]) {
  const matched = await matchNewPets(db, petIds);
  const told = await sendAlerts(db, notify, 'instant', new Date());
  return { matched, told };
}

/** The daily digest: every daily match waiting until now, one notice and e-mail per person. */
export const sendDailyDigests = ({ db, notify }: AlertWork, now: Date) =>
  sendAlerts(db, notify, 'daily', now);
