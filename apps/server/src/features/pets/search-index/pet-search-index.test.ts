import { randomUUID } from 'node:crypto';
import { PET_SORTS } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import {
  matches,
  parseSearch,
  type SearchPet,
  searchPets,
  sortOrder,
} from '../pet-search.fixtures';
import { type IndexedPet, PetSearchIndex } from './pet-search-index';

const indexed = (pet: SearchPet): IndexedPet => ({
  ...pet,
  ...pet.flags,
  petAge: pet.petAgeMonths,
  createdMicros: pet.createdAt.getTime() * 1000,
});

const SEARCHES = [
  '',
  'size=small,xlarge&sex=female',
  'category=dog,cat&goodWithChildren=yes&breed=beagle',
  'breed=poodle&minAge=11&location=dhaka',
  'search=bel&houseTrained=no',
  'search=L',
  'search=ELLA',
  'search=aro',
  'minAge=5&maxAge=40&sex=male',
  'minAge=24&maxAge=35',
  'maxAge=13',
  'breedSecondary=BEAGLE&colour=black',
];

/** Every page of each search and sort, cursor after cursor, against the pets themselves. */
function expectSameAsPets(index: PetSearchIndex, all: readonly SearchPet[]) {
  const available = all.filter((pet) => !pet.adopted && !pet.paused);
  for (const query of SEARCHES) {
    const search = parseSearch(query);
    const found = available.filter((pet) => matches(pet, search));
    for (const sort of PET_SORTS) {
      const ids: string[] = [];
      let start;
      do {
        const page = index.page({ kind: 'available' }, search, sort, start, 4);
        expect(page.total, `${query} ${sort}`).toBe(found.length);
        ids.push(...page.ids);
        start = page.last;
      } while (start !== undefined);
      expect(ids, `${query} ${sort}`).toEqual([...found].sort(sortOrder[sort]).map((p) => p.id));
    }
    const facets = index.facets({ kind: 'available' }, search);
    expect(facets.total, query).toBe(found.length);
    const leftForSize = available.filter((pet) => matches(pet, search, 'size'));
    expect(facets.facets.size?.small, query).toBe(
      leftForSize.filter((pet) => pet.size === 'small').length,
    );
  }
}

describe('the pet search index', () => {
  const owner = randomUUID();
  const pets = searchPets(owner, 60);

  it('answers as the pets are, loaded at once', () => {
    expectSameAsPets(new PetSearchIndex(pets.map(indexed)), pets);
  });

  it('keeps every sort and count right as pets are added, changed and removed', () => {
    const index = new PetSearchIndex(pets.slice(0, 20).map(indexed));
    const held = new Map(pets.slice(0, 20).map((pet) => [pet.id, pet]));
    // Added one by one, past the first slots' room (1,024), so the arrays grow too, and past
    // the 2,000 found that a page sorts rather than walks to, so both ways are taken.
    for (const pet of pets.slice(20)) {
      index.put(indexed(pet));
      held.set(pet.id, pet);
    }
    for (let copy = 0; copy < 2600; copy++) {
      const pet = { ...pets[copy % pets.length], id: randomUUID() } as SearchPet;
      index.put(indexed(pet));
      held.set(pet.id, pet);
    }
    expectSameAsPets(index, [...held.values()]);

    // Changes move pets in every order and between scopes and values.
    [...held.values()].forEach((pet, i) => {
      if (i % 3 !== 0) return;
      const changed: SearchPet = {
        ...pet,
        petName: i % 2 === 0 ? 'Aaron' : pet.petName,
        petAgeMonths: (pet.petAgeMonths * 7) % 90,
        adopted: !pet.adopted,
        size: i % 4 === 0 ? 'small' : null,
        breedPrimary: i % 5 === 0 ? 'POODLE' : pet.breedPrimary,
      };
      index.put(indexed(changed));
      held.set(pet.id, changed);
    });
    [...held.keys()].forEach((id, i) => {
      if (i % 4 !== 1) return;
      index.remove(id);
      held.delete(id);
    });
    index.remove(randomUUID());
    expect(index.count).toBe(held.size);
    expectSameAsPets(index, [...held.values()]);

    // Freed slots are taken again.
    for (const pet of pets.slice(0, 10)) {
      const again = { ...pet, id: randomUUID() };
      index.put(indexed(again));
      held.set(again.id, again);
    }
    expectSameAsPets(index, [...held.values()]);
  });

  it('lists one owner’s pets, adopted and paused ones too, and nobody’s for an unknown one', () => {
    const other = searchPets(randomUUID(), 5);
    const index = new PetSearchIndex([...pets, ...other].map(indexed));
    const page = index.page({ kind: 'owner', ownerId: owner }, {}, 'newest', undefined, 100);
    expect(page.total).toBe(pets.length);
    expect(new Set(page.ids)).toEqual(new Set(pets.map((pet) => pet.id)));
    const nobody = index.page({ kind: 'owner', ownerId: undefined }, {}, 'newest', undefined, 9);
    expect(nobody).toEqual({ ids: [], total: 0, last: undefined });
    const every = index.page({ kind: 'every' }, {}, 'name', undefined, 1000);
    expect(every.total).toBe(pets.length + other.length);
    const listed = index.page({ kind: 'public' }, {}, 'name', undefined, 1000);
    expect(listed.total).toBe([...pets, ...other].filter((pet) => !pet.paused).length);
  });

  it('finds pets by any part of the name as names change, in any case', () => {
    const [bella, other] = searchPets(randomUUID(), 2).map((pet, i) => ({
      ...pet,
      petName: ['Isabella', 'Ábel'][i] ?? '',
      adopted: false,
      paused: false,
    }));
    if (bella === undefined || other === undefined) throw new Error('no pets');
    const index = new PetSearchIndex([indexed(bella), indexed(other)]);
    const named = (part: string) =>
      index.page({ kind: 'every' }, { search: part }, 'name', undefined, 10).ids;

    expect(named('BELL')).toEqual([bella.id]);
    expect(named('bel')).toEqual([bella.id, other.id]);
    expect(named('áb')).toEqual([other.id]);
    expect(named('sabellas')).toEqual([]);

    index.put(indexed({ ...bella, petName: 'Rex' }));
    expect(named('bel')).toEqual([other.id]);
    expect(named('rex')).toEqual([bella.id]);
    index.remove(other.id);
    expect(named('bel')).toEqual([]);
    // The freed slot, taken by a new pet, holds only the new name.
    const newcomer = { ...other, id: randomUUID(), petName: 'Bo' };
    index.put(indexed(newcomer));
    expect(named('bel')).toEqual([]);
    expect(named('BO')).toEqual([newcomer.id]);
  });
});
