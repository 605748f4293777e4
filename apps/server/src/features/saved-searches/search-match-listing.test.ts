import {
  AGE_GROUPS,
  type Pet,
  PET_CATEGORIES,
  PET_COATS,
  PET_FLAGS,
  PET_SEXES,
  PET_SIZES,
  petMatchesSearch,
  PetSearchSchema,
  YES_NO_UNKNOWN,
} from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { petBody } from '../../../test/fixtures';
import { injectAs, json, testDatabases, useSignedInUser, useTestApp } from '../../../test/helpers';
import { petColumns, toPet } from '../../db/queries/pet-record';
import { pets, users } from '../../db/schema';

/** The same few values over and over, so every filter meets pets it keeps and pets it drops. */
const pick = <T>(values: readonly T[], i: number, salt: number): T =>
  values[(i * 7 + salt * 3 + ((i * salt) % 5)) % values.length] as T;

const BREEDS = ['Beagle', 'Poodle', 'Siamese'];
const COLOURS = ['Black', 'White', 'Brown and white'];
const PLACES = ['Dhaka', 'Old Dhaka', 'Chittagong', 'Sylhet'];
const NAMES = ['Rex', 'Coco', 'Bella', 'Max', 'Luna', 'Oreo'];

/**
 * The searches the cross-check asks: every filter alone, several values of one, several filters
 * at once, ages, a place and a name in another case, and nothing at all.
 */
const QUERIES = [
  '',
  'category=dog',
  'category=cat,rabbit',
  'sex=female',
  'size=small,medium',
  'ageGroup=young',
  'coat=long,curly',
  'mixedBreed=true',
  'mixedBreed=false',
  ...PET_FLAGS.map((flag) => `${flag}=yes`),
  'goodWithChildren=no,unknown',
  'breed=Beagle',
  'breed=poodle,SIAMESE',
  'breedPrimary=Beagle',
  'breedSecondary=Poodle',
  'colour=Black',
  'colour=brown AND white',
  'location=dhaka',
  'location=SYL',
  'search=o',
  'search=LUNA',
  'minAge=12',
  'maxAge=24',
  'minAge=6&maxAge=48',
  'category=dog&size=small&goodWithChildren=yes',
  'category=cat,dog&sex=male&houseTrained=yes&vaccinated=yes,unknown&location=dhaka',
  'ageGroup=adult,senior&coat=short&breed=Beagle,Poodle&minAge=10',
  'sort=name&category=bird',
];

describe.each(testDatabases)(
  'the alerts’ matcher and the listing on %s',
  { timeout: 120_000 },
  (database) => {
    const t = useTestApp({ database });
    const owner = useSignedInUser(t);
    const call = injectAs(t);
    let all: Pet[] = [];

    beforeAll(async () => {
      for (let i = 0; i < 48; i++) {
        const category = pick(PET_CATEGORIES, i, 1);
        const added = await call(
          'POST',
          '/api/petListing',
          owner,
          petBody({
            petName: `${pick(NAMES, i, 2)} ${i}`,
            category,
            petAge: (i * 13) % 150,
            petLocation: pick(PLACES, i, 3),
          }),
        );
        expect(added.statusCode, added.body).toBe(200);
        const { insertedId } = json<{ insertedId: string }>(added);
        await t.handle.db
          .update(pets)
          .set({
            sex: i % 9 === 0 ? null : pick(PET_SEXES, i, 4),
            size: i % 8 === 0 ? null : pick(PET_SIZES, i, 5),
            coat: i % 7 === 0 ? null : pick(PET_COATS, i, 6),
            ageGroup: pick(AGE_GROUPS, i, 7),
            mixedBreed: i % 3 === 0,
            breedPrimary: i % 5 === 0 ? null : pick(BREEDS, i, 8),
            breedSecondary: i % 2 === 0 ? null : pick(BREEDS, i, 9),
            colour: i % 6 === 0 ? null : pick(COLOURS, i, 10),
            // A few are out of the listing: adopted or paused.
            adopted: i % 11 === 0,
            paused: i % 13 === 5,
            ...Object.fromEntries(
              PET_FLAGS.map((flag, f) => [flag, pick(YES_NO_UNKNOWN, i, 11 + f)]),
            ),
          })
          .where(eq(pets.id, insertedId));
      }
      const rows = await t.handle.db
        .select(petColumns)
        .from(pets)
        .innerJoin(users, eq(users.id, pets.ownerId));
      all = rows.map(toPet);
    });

    it.each(QUERIES)('finds what GET /api/petListing?%s lists', async (query) => {
      const listed = await call('GET', `/api/petListing?${query}&limit=100`, undefined);
      expect(listed.statusCode, listed.body).toBe(200);
      const fromListing = json<Pet[]>(listed)
        .map((pet) => pet._id)
        .sort();
      const search = PetSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));
      const fromMatcher = all
        .filter((pet) => petMatchesSearch(pet, search))
        .map((pet) => pet._id)
        .sort();
      expect(fromMatcher).toEqual(fromListing);
    });

    it('has searches that keep some pets and drop others', () => {
      const kept = QUERIES.slice(1).map(
        (query) =>
          all.filter((pet) =>
            petMatchesSearch(
              pet,
              PetSearchSchema.parse(Object.fromEntries(new URLSearchParams(query))),
            ),
          ).length,
      );
      expect(kept.filter((count) => count > 0 && count < all.length).length).toBeGreaterThan(
        QUERIES.length * 0.7,
      );
    });
  },
);
