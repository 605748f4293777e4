import {
  PET_CHOICE_FILTERS,
  PET_FACET_FIELDS,
  type PetFacets,
  PetFacetsSchema,
} from '@pet-adoption/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createUser,
  json,
  type SignedInUser,
  testDatabases,
  useTestApp,
} from '../../../test/helpers';
import {
  insertSearchPets,
  matches,
  parseSearch,
  type SearchPet,
  searchPets,
} from './pet-search.fixtures';

const SEARCHES = [
  '',
  'size=small',
  'size=small,xlarge&sex=female',
  'category=dog,cat&goodWithChildren=yes&breed=beagle',
  'colour=black&coat=wire,short&mixedBreed=false',
  'breed=poodle,Labrador%20Retriever&minAge=11&location=dhaka',
  'search=bel&ageGroup=adult,senior&houseTrained=no',
  'breedPrimary=beagle&colour=white,black',
];

/** What each facet should count, worked out from the pets themselves. */
function expectedFacets(scope: SearchPet[], query: string): PetFacets {
  const search = parseSearch(query);
  const facets: Record<string, Record<string, number>> = {};
  for (const [field, values] of Object.entries(PET_CHOICE_FILTERS)) {
    const left = scope.filter((pet) => matches(pet, search, field));
    const valueOf = (pet: SearchPet): string | null =>
      field === 'mixedBreed'
        ? String(pet.mixedBreed)
        : field in pet.flags
          ? pet.flags[field as keyof SearchPet['flags']]
          : pet[field as 'sex'];
    facets[field] = Object.fromEntries(
      values.map((value) => [value, left.filter((pet) => valueOf(pet) === value).length]),
    );
  }
  const named = (field: 'breed' | 'colour', namesOf: (pet: SearchPet) => (string | null)[]) => {
    const counts = new Map<string, { name: string; n: number }>();
    for (const pet of scope.filter((each) => matches(each, search, field))) {
      const names = new Map<string, string>();
      for (const name of namesOf(pet)) {
        if (name !== null && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
      }
      for (const [key, name] of names) {
        const seen = counts.get(key);
        const shown =
          field === 'colour' ? key : seen === undefined || name < seen.name ? name : seen.name;
        counts.set(key, { name: shown, n: (seen?.n ?? 0) + 1 });
      }
    }
    const result: Record<string, number> = {};
    for (const { name, n } of counts.values()) result[name] = n;
    for (const chosen of search[field] ?? []) {
      if (!counts.has(chosen.toLowerCase()))
        result[field === 'colour' ? chosen.toLowerCase() : chosen] = 0;
    }
    facets[field] = result;
  };
  named('breed', (pet) => [pet.breedPrimary, pet.breedSecondary]);
  named('colour', (pet) => [pet.colour]);
  return {
    total: scope.filter((pet) => matches(pet, search)).length,
    facets: facets,
  };
}

describe.each(testDatabases)('pet facets on %s', (database) => {
  const t = useTestApp({ database });
  let owner: SignedInUser;
  let other: SignedInUser;
  let mine: SearchPet[];
  let everyone: SearchPet[];

  beforeAll(async () => {
    owner = await createUser(t.app, { name: 'Facet Lister' });
    other = await createUser(t.app, { name: 'Facet Other' });
    mine = searchPets(owner.id);
    const theirs = searchPets(other.id, 7);
    await insertSearchPets(t.handle, mine);
    await insertSearchPets(t.handle, theirs);
    everyone = [...mine, ...theirs];
  });

  const facetsOf = async (query: string, headers: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/petListing/facets?${query}`,
      headers,
    });
    expect(response.statusCode, `${query}: ${response.body}`).toBe(200);
    return json<PetFacets>(response);
  };
  const available = () => everyone.filter((pet) => !pet.adopted && !pet.paused);

  it('counts each value under every filter but its own field’s, total as the listing’s', async () => {
    for (const query of SEARCHES) {
      const answer = PetFacetsSchema.parse(await facetsOf(query));
      expect(Object.keys(answer.facets).sort(), query).toEqual([...PET_FACET_FIELDS].sort());
      expect(answer, query).toEqual(expectedFacets(available(), query));
      const listed = await t.app.inject({ method: 'GET', url: `/api/petListing?${query}` });
      expect(String(answer.total), query).toBe(listed.headers['x-total-count']);
    }
  });

  it('keeps the listing’s scopes', async () => {
    expect(await facetsOf('includeAdopted=true&size=small')).toEqual(
      expectedFacets(
        everyone.filter((pet) => !pet.paused),
        'size=small',
      ),
    );
    expect(
      await facetsOf(`email=${encodeURIComponent(owner.email)}&category=dog`, bearer(owner.token)),
    ).toEqual(expectedFacets(mine, 'category=dog'));
    const notYours = await t.app.inject({
      method: 'GET',
      url: `/api/petListing/facets?email=${encodeURIComponent(owner.email)}`,
      headers: bearer(other.token),
    });
    expect(notYours.statusCode).toBe(403);
    const signedOut = await t.app.inject({
      method: 'GET',
      url: `/api/petListing/facets?email=${encodeURIComponent(owner.email)}`,
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('adds up to the total for a field with one value a pet; a pet without one counts nowhere', async () => {
    const answer = await facetsOf('category=dog,cat,rabbit');
    const sum = (field: keyof PetFacets['facets']) =>
      Object.values(answer.facets[field] ?? {}).reduce((a, b) => a + b, 0);
    const inScope = available().filter((pet) => ['dog', 'cat', 'rabbit'].includes(pet.category));
    expect(answer.total).toBe(inScope.length);
    for (const field of ['ageGroup', 'mixedBreed', 'goodWithChildren', 'specialNeeds'] as const) {
      expect(sum(field), field).toBe(answer.total);
    }
    expect(inScope.some((pet) => pet.size === null)).toBe(true);
    expect(sum('sex')).toBe(answer.total - inScope.filter((pet) => pet.sex === null).length);
    expect(sum('size')).toBe(answer.total - inScope.filter((pet) => pet.size === null).length);
    expect(sum('coat')).toBe(answer.total - inScope.filter((pet) => pet.coat === null).length);
    // Category is this search's own filter: its counts cover every category.
    expect(sum('category')).toBe(available().length);
  });
});
