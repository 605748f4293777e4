import { randomUUID } from 'node:crypto';
import {
  ageGroupOf,
  type PetCategory,
  type PetSearch,
  type PetSort,
  PetSearchSchema,
  PET_FLAGS,
  YES_NO_UNKNOWN,
} from '@pet-adoption/shared';
import { pets } from '../../db/schema';
import type { DbHandle } from '../../db/client';

/** A pet of the search tests as inserted, with what the oracle below reads. */
export interface SearchPet {
  id: string;
  ownerId: string;
  petName: string;
  category: PetCategory;
  petAgeMonths: number;
  petLocation: string;
  createdAt: Date;
  adopted: boolean;
  paused: boolean;
  sex: 'female' | 'male' | 'unknown' | null;
  size: 'small' | 'medium' | 'large' | 'xlarge' | null;
  coat: 'short' | 'long' | 'wire' | null;
  ageGroup: ReturnType<typeof ageGroupOf>;
  breedPrimary: string | null;
  breedSecondary: string | null;
  mixedBreed: boolean;
  colour: string | null;
  flags: Record<(typeof PET_FLAGS)[number], (typeof YES_NO_UNKNOWN)[number]>;
}

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

// Names differ only by case in pairs and repeat, so the name order meets ties broken by id;
// letters only, which every collation orders alike.
const NAMES = ['Bella', 'bella', 'Max', 'MAX', 'Luna', 'Oscar', 'zoe', 'Alfie', 'Milo'];
const CATEGORIES: PetCategory[] = ['cat', 'dog', 'rabbit', 'bird', 'fish'];
const BREEDS: [string | null, string | null][] = [
  ['Beagle', null],
  ['Labrador Retriever', 'Beagle'],
  ['beagle', 'Poodle'],
  [null, null],
  ['Poodle', 'poodle'],
  ['Siamese', null],
];
const COLOURS = ['Black', 'black', 'White', 'Brown tabby', null];
const LOCATIONS = ['Dhaka', 'Old Dhaka', 'Sylhet', '100% Town', 'under_score'];

/**
 * Forty pets whose fields cycle with different periods, so every filter and pair of filters
 * picks a different few: ages repeat (ties under youngest and oldest), creation times repeat in
 * threes (ties under newest), some are adopted and some paused.
 */
export function searchPets(ownerId: string, count = 40): SearchPet[] {
  const base = Date.parse('2026-06-01T12:00:00.000Z');
  return Array.from({ length: count }, (_, i) => {
    const category = at(CATEGORIES, i);
    const petAgeMonths = (i % 7) * 11;
    const [breedPrimary, breedSecondary] = at(BREEDS, i);
    return {
      id: randomUUID(),
      ownerId,
      petName: at(NAMES, i),
      category,
      petAgeMonths,
      petLocation: at(LOCATIONS, i),
      createdAt: new Date(base - Math.floor(i / 3) * 60_000),
      adopted: i % 9 === 4,
      paused: i % 11 === 7,
      sex: at(['female', 'male', 'unknown', null] as const, i),
      size: at(['small', 'medium', 'large', 'xlarge', null, 'small'] as const, i),
      coat: at(['short', 'long', null, 'wire'] as const, i),
      ageGroup: ageGroupOf(category, petAgeMonths),
      breedPrimary,
      breedSecondary,
      mixedBreed: i % 3 === 0,
      colour: at(COLOURS, i),
      flags: Object.fromEntries(
        PET_FLAGS.map((flag, f) => [flag, at(YES_NO_UNKNOWN, Math.floor(i / (f + 1)))]),
      ) as SearchPet['flags'],
    };
  });
}

export async function insertSearchPets(handle: DbHandle, list: SearchPet[]) {
  await handle.db.insert(pets).values(
    list.map((pet) => ({
      id: pet.id,
      ownerId: pet.ownerId,
      petName: pet.petName,
      category: pet.category,
      petAgeMonths: pet.petAgeMonths,
      petLocation: pet.petLocation,
      date: '2026-06-01',
      shortDescription: 'A pet.',
      longDescription: 'A pet looking for a home.',
      image: 'https://example.com/pet.webp',
      images: [{ url: 'https://example.com/pet.webp', alt: pet.petName }],
      adopted: pet.adopted,
      paused: pet.paused,
      createdAt: pet.createdAt,
      sex: pet.sex,
      size: pet.size,
      coat: pet.coat,
      ageGroup: pet.ageGroup,
      breedPrimary: pet.breedPrimary,
      breedSecondary: pet.breedSecondary,
      mixedBreed: pet.mixedBreed,
      colour: pet.colour,
      ...pet.flags,
    })),
  );
}

/** A search as the address writes it, parsed as the server does. */
export const parseSearch = (query: string): PetSearch =>
  PetSearchSchema.parse(Object.fromEntries(new URLSearchParams(query)));

const anyOf = (chosen: readonly string[] | undefined, value: string | null) =>
  chosen === undefined || chosen.length === 0 || (value !== null && chosen.includes(value));
const anyName = (chosen: readonly string[] | undefined, ...values: (string | null)[]) =>
  chosen === undefined ||
  chosen.length === 0 ||
  values.some(
    (value) => value !== null && chosen.some((c) => c.toLowerCase() === value.toLowerCase()),
  );

/** Whether a pet matches a search, as docs/product.md §7 says; `except` leaves one filter out. */
export function matches(pet: SearchPet, search: PetSearch, except?: string): boolean {
  const use = (name: string) => name !== except;
  return (
    (!use('category') || anyOf(search.category, pet.category)) &&
    (!use('sex') || anyOf(search.sex, pet.sex)) &&
    (!use('size') || anyOf(search.size, pet.size)) &&
    (!use('ageGroup') || anyOf(search.ageGroup, pet.ageGroup)) &&
    (!use('coat') || anyOf(search.coat, pet.coat)) &&
    (!use('mixedBreed') || anyOf(search.mixedBreed, String(pet.mixedBreed))) &&
    PET_FLAGS.every((flag) => !use(flag) || anyOf(search[flag], pet.flags[flag])) &&
    (!use('breed') || anyName(search.breed, pet.breedPrimary, pet.breedSecondary)) &&
    anyName(search.breedPrimary, pet.breedPrimary) &&
    anyName(search.breedSecondary, pet.breedSecondary) &&
    (!use('colour') || anyName(search.colour, pet.colour)) &&
    (search.location === undefined ||
      pet.petLocation.toLowerCase().includes(search.location.toLowerCase())) &&
    (search.search === undefined ||
      pet.petName.toLowerCase().includes(search.search.toLowerCase())) &&
    (search.minAge === undefined || pet.petAgeMonths >= search.minAge) &&
    (search.maxAge === undefined || pet.petAgeMonths <= search.maxAge)
  );
}

const newest = (a: SearchPet, b: SearchPet) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** The order each sort promises. */
export const sortOrder: Record<PetSort, (a: SearchPet, b: SearchPet) => number> = {
  newest,
  youngest: (a, b) => a.petAgeMonths - b.petAgeMonths || newest(a, b),
  oldest: (a, b) => b.petAgeMonths - a.petAgeMonths || newest(a, b),
  name: (a, b) => {
    const x = a.petName.toLowerCase();
    const y = b.petName.toLowerCase();
    return x < y ? -1 : x > y ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  },
};
