import {
  type AdopterProfile,
  type ApplicationSettings,
  DEFAULT_APPLICATION_QUESTIONS,
  isUuid,
  OPEN_ADOPTION_STATUSES,
  type PetApplication,
  toDollars,
} from '@pet-adoption/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { adopterProfiles, adoptionRequests, applicationSettings, pets } from '../../db/schema';
import { notFound } from '../../lib/errors';

/** The lister's questions and terms; the default questions and no terms until they save. */
export async function applicationSettingsOf(
  db: Executor,
  userId: string,
): Promise<ApplicationSettings> {
  const [row] = await db
    .select({ questions: applicationSettings.questions, terms: applicationSettings.terms })
    .from(applicationSettings)
    .where(eq(applicationSettings.userId, userId));
  return row ?? { questions: [...DEFAULT_APPLICATION_QUESTIONS], terms: '' };
}

/** Replaces the whole of the caller's questions and terms (checked by the route's schema). */
export async function saveApplicationSettings(
  db: Executor,
  userId: string,
  settings: ApplicationSettings,
): Promise<ApplicationSettings> {
  const values = { questions: settings.questions, terms: settings.terms };
  await db
    .insert(applicationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: applicationSettings.userId, set: values });
  return applicationSettingsOf(db, userId);
}

/** The adopter's saved profile, or undefined before their first save. */
export async function savedAdopterProfile(
  db: Executor,
  userId: string,
): Promise<AdopterProfile | undefined> {
  const [row] = await db
    .select({ profile: adopterProfiles.profile })
    .from(adopterProfiles)
    .where(eq(adopterProfiles.userId, userId));
  return row?.profile;
}

/** Replaces the caller's profile as a whole: a field left out is no longer part of it. */
export async function saveAdopterProfile(
  db: Executor,
  userId: string,
  profile: AdopterProfile,
): Promise<AdopterProfile> {
  await db
    .insert(adopterProfiles)
    .values({ userId, profile })
    .onConflictDoUpdate({ target: adopterProfiles.userId, set: { profile } });
  return (await savedAdopterProfile(db, userId)) ?? {};
}

/** What asking for this pet takes: its owner's questions and terms, its fee, and how busy it is. */
export async function petApplication(db: Executor, petId: string): Promise<PetApplication> {
  if (!isUuid(petId)) throw notFound('Pet');
  const [pet] = await db
    .select({
      ownerId: pets.ownerId,
      adopted: pets.adopted,
      paused: pets.paused,
      adoptionFeeCents: pets.adoptionFeeCents,
      applicationCap: pets.applicationCap,
    })
    .from(pets)
    .where(eq(pets.id, petId));
  if (!pet) throw notFound('Pet');
  const [line] = await db
    .select({ open: count() })
    .from(adoptionRequests)
    .where(
      and(
        eq(adoptionRequests.petId, petId),
        inArray(adoptionRequests.status, [...OPEN_ADOPTION_STATUSES]),
      ),
    );
  const openRequests = line?.open ?? 0;
  const { questions, terms } = await applicationSettingsOf(db, pet.ownerId);
  return {
    questions,
    terms,
    adoptionFee: toDollars(pet.adoptionFeeCents),
    applicationCap: pet.applicationCap,
    openRequests,
    // A deleted pet is gone (404 above); POST /api/adoptionUsers refuses the same three cases.
    acceptingApplications:
      !pet.adopted &&
      !pet.paused &&
      (pet.applicationCap === null || openRequests < pet.applicationCap),
  };
}
