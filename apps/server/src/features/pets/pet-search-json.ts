import { sql } from 'drizzle-orm';
import { pets, users } from '../../db/schema';

/**
 * A pet as toPet (db/pet-record.ts) answers it, built by PostgreSQL as JSON: a listing page
 * then reaches the server as one text value, sent as it is, instead of rows the driver parses
 * and JavaScript serializes again. The listing tests compare it with the one-pet answer, field
 * by field, so the two never drift apart.
 */
export const petJson = sql<string>`json_build_object(
  '_id', ${pets.id},
  'image', ${pets.image},
  'petName', ${pets.petName},
  'category', ${pets.category},
  'petAge', ${pets.petAgeMonths},
  'petLocation', ${pets.petLocation},
  'date', ${pets.date},
  'shortDescription', ${pets.shortDescription},
  'longDescription', ${pets.longDescription},
  'dateAndTime', to_char(${pets.createdAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'adopted', ${pets.adopted},
  'email', ${users.email},
  'adoptionFee', ${pets.adoptionFeeCents}::float8 / 100,
  'applicationCap', ${pets.applicationCap},
  'paused', ${pets.paused},
  'sex', ${pets.sex},
  'size', ${pets.size},
  'breedPrimary', ${pets.breedPrimary},
  'breedSecondary', ${pets.breedSecondary},
  'mixedBreed', ${pets.mixedBreed},
  'colour', ${pets.colour},
  'coat', ${pets.coat},
  'ageGroup', ${pets.ageGroup},
  'goodWithChildren', ${pets.goodWithChildren},
  'goodWithDogs', ${pets.goodWithDogs},
  'goodWithCats', ${pets.goodWithCats},
  'houseTrained', ${pets.houseTrained},
  'vaccinated', ${pets.vaccinated},
  'spayedNeutered', ${pets.spayedNeutered},
  'microchipped', ${pets.microchipped},
  'specialNeeds', ${pets.specialNeeds},
  'specialNeedsNote', ${pets.specialNeedsNote},
  'bondedWith', ${pets.bondedWith},
  'images', ${pets.images},
  'videoUrl', ${pets.videoUrl}
)`;
