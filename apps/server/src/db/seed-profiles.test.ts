import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  ageGroupOf,
  breedIssue,
  hasBreedList,
  MAX_PET_IMAGES,
  type Pet,
  PET_FLAGS,
  PetImagesSchema,
  videoOf,
} from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPets } from '../../seed/data';
import { createTestDb, testDatabases } from '../../test/helpers';
import type { DbHandle } from './client';
import { petColumns, toPet } from './queries/pet-record';
import { pets, users } from './schema';
import { seedIfEmpty } from './seed';

const imagesDir = fileURLToPath(new URL('../../seed/images/', import.meta.url));

describe.each(testDatabases)('the demo pets’ profiles on %s', (database) => {
  let handle: DbHandle;
  let demo: Pet[] = [];
  beforeAll(async () => {
    handle = await createTestDb(database);
    await seedIfEmpty(handle.db);
    const rows = await handle.db
      .select(petColumns)
      .from(pets)
      .innerJoin(users, eq(users.id, pets.ownerId));
    demo = rows.map(toPet);
  });
  afterAll(() => handle.close());

  it('every demo pet has a filled profile that the API’s rules accept', () => {
    expect(demo).toHaveLength(seedPets.length);
    for (const pet of demo) {
      expect(pet.sex, pet.petName).not.toBeNull();
      expect(pet.size, pet.petName).not.toBeNull();
      expect(pet.colour, pet.petName).not.toBeNull();
      expect(pet.ageGroup, pet.petName).toBe(ageGroupOf(pet.category, pet.petAge));
      for (const breed of [pet.breedPrimary, pet.breedSecondary]) {
        expect(breedIssue(pet.category, breed), `${pet.petName}: ${breed}`).toBeUndefined();
      }
      if (hasBreedList(pet.category) && !pet.mixedBreed) {
        expect(pet.breedPrimary, pet.petName).not.toBeNull();
      }
      expect(PetImagesSchema.safeParse(pet.images).success, pet.petName).toBe(true);
      expect(pet.images[0]?.url, pet.petName).toBe(pet.image);
      if (pet.videoUrl !== null) expect(videoOf(pet.videoUrl), pet.petName).toBeDefined();
    }
  });

  it('varies the facts realistically: yes, no and unknown all appear for most', () => {
    for (const flag of PET_FLAGS.filter((flag) => flag !== 'specialNeeds')) {
      const answers = new Set(demo.map((pet) => pet[flag]));
      expect(answers.has('yes') && answers.has('unknown'), flag).toBe(true);
    }
    expect(demo.some((pet) => pet.mixedBreed)).toBe(true);
    const noted = demo.filter((pet) => pet.specialNeedsNote !== null);
    expect(noted.length).toBeGreaterThanOrEqual(1);
    expect(noted.every((pet) => pet.specialNeeds === 'yes')).toBe(true);
    expect(demo.filter((pet) => pet.videoUrl !== null)).toHaveLength(1);
  });

  it('has one bonded pair of one lister, each naming the other', () => {
    const bonded = demo.filter((pet) => pet.bondedWith !== null);
    expect(bonded).toHaveLength(2);
    const [a, b] = bonded as [Pet, Pet];
    expect([a.bondedWith, b.bondedWith]).toEqual([b._id, a._id]);
    expect(a.email).toBe(b.email);
  });

  it('gives several pets two or three distinct pictures, each a file with its small copy', () => {
    const several = demo.filter((pet) => pet.images.length > 1);
    expect(several.length).toBeGreaterThanOrEqual(5);
    for (const pet of demo) {
      expect(pet.images.length).toBeLessThanOrEqual(Math.min(3, MAX_PET_IMAGES));
      const urls = pet.images.map((picture) => picture.url);
      expect(new Set(urls).size, pet.petName).toBe(urls.length);
      for (const url of urls) {
        const file = url.replace(/^\/images\//, imagesDir);
        expect(existsSync(file), url).toBe(true);
        expect(existsSync(file.replace(/\.webp$/, '-400.webp')), url).toBe(true);
      }
    }
  });
});
