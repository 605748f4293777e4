import { PET_CHOICE_FILTERS, type PetChoiceFilter } from '@pet-adoption/shared';
import { type Bits, countBits } from './bits';

/**
 * Counting the facets of a set of pets. The choice fields are packed in four groups whose
 * values (and "none") multiply to at most 256, so each slot keeps four bytes, each the
 * combination of its group's values; counting a set adds one per group and slot, and each
 * field's counts are summed from its group's combinations at the end. That is four additions a
 * pet instead of fourteen, in the loop that is most of the work of counting facets. Breeds and
 * colours are counted by name code.
 */
const GROUPS: readonly (readonly PetChoiceFilter[])[] = [
  ['category', 'ageGroup', 'mixedBreed'],
  ['sex', 'size', 'coat'],
  ['goodWithChildren', 'goodWithDogs', 'goodWithCats', 'houseTrained'],
  ['vaccinated', 'spayedNeutered', 'microchipped', 'specialNeeds'],
];
const COMBINATIONS = 256;

/** Where each field is in its group: the group, and the weight and count of its codes. */
const PLACES = new Map<PetChoiceFilter, { group: number; weight: number; codes: number }>();
GROUPS.forEach((fields, group) => {
  let weight = 1;
  for (const field of fields) {
    const codes = PET_CHOICE_FILTERS[field].length + 1;
    PLACES.set(field, { group, weight, codes });
    weight *= codes;
  }
  if (weight > COMBINATIONS) throw new Error(`tally: group ${group} needs more than a byte`);
});
if (PLACES.size !== Object.keys(PET_CHOICE_FILTERS).length) {
  throw new Error('tally: every choice filter belongs to one group');
}

/** A pet's four bytes: `valueOf` gives each field's value's place in its list, -1 for none. */
export function packChoices(valueOf: (field: PetChoiceFilter) => number): number[] {
  return GROUPS.map((fields) =>
    fields.reduce((packed, field) => {
      const place = PLACES.get(field);
      return place === undefined ? packed : packed + (valueOf(field) + 1) * place.weight;
    }, 0),
  );
}

export interface Tally {
  /** By `group * 256 + combination`. */
  choices: Int32Array;
  /** By breed code: each pet under its first breed, and its second if another in any case. */
  breeds: Int32Array;
  /** By colour code. */
  colours: Int32Array;
}

/** For each field, each combination of its group's byte: the field's code in it (0: none). */
const CODE_IN = new Map<PetChoiceFilter, Uint8Array>(
  [...PLACES].map(([field, { weight, codes }]) => [
    field,
    Uint8Array.from(
      { length: COMBINATIONS },
      (_, combination) => Math.floor(combination / weight) % codes,
    ),
  ]),
);

/** How many pets of the tally hold each of the field's values, in PET_CHOICE_FILTERS' order. */
export function choiceCounts(tally: Tally, field: PetChoiceFilter): number[] {
  const place = PLACES.get(field);
  const codeIn = CODE_IN.get(field);
  const counts = PET_CHOICE_FILTERS[field].map(() => 0);
  if (place === undefined || codeIn === undefined) return counts;
  const first = place.group * COMBINATIONS;
  for (let combination = 0; combination < COMBINATIONS; combination++) {
    const code = codeIn[combination] ?? 0;
    if (code > 0)
      counts[code - 1] = (counts[code - 1] ?? 0) + (tally.choices[first + combination] ?? 0);
  }
  return counts;
}

/** What a tally reads of each slot (pet-search-index.ts keeps them). */
export interface SlotFacts {
  /** GROUPS.length bytes a slot (packChoices). */
  facts: Uint8Array;
  primaryBreeds: Uint32Array;
  secondaryBreeds: Uint32Array;
  colours: Uint32Array;
  breedGroupOf: Int32Array;
}

export const FACT_BYTES = GROUPS.length;

export const emptyTally = (breeds: number, colours: number): Tally => ({
  choices: new Int32Array(GROUPS.length * COMBINATIONS),
  breeds: new Int32Array(breeds),
  colours: new Int32Array(colours),
});

function copyTally(tally: Tally): Tally {
  return {
    choices: tally.choices.slice(),
    breeds: tally.breeds.slice(),
    colours: tally.colours.slice(),
  };
}

/** Gives the tally room for this many breed and colour codes, growing its arrays. */
export function makeRoom(tally: Tally, breeds: number, colours: number) {
  const wider = (array: Int32Array, length: number) => {
    if (array.length >= length) return array;
    const next = new Int32Array(Math.max(length, array.length * 2));
    next.set(array);
    return next;
  };
  tally.breeds = wider(tally.breeds, breeds);
  tally.colours = wider(tally.colours, colours);
}

/** What a tally counts: everything, the choice fields, breeds or colours. */
export type TallyPart = 'all' | 'choices' | 'breed' | 'colour';

/** Adds (`by` 1) or takes away (-1) every slot of the set, in the part counted. */
function tallySet(tally: Tally, facts: SlotFacts, bits: Bits, by: number, part: TallyPart) {
  for (let word = 0; word < bits.length; word++) {
    let rest = bits[word] ?? 0;
    while (rest !== 0) {
      const lowest = rest & -rest;
      rest ^= lowest;
      addSlot(tally, facts, (word << 5) + 31 - Math.clz32(lowest), by, part);
    }
  }
}

/** Adds one slot (`by` 1) or takes it away (-1). */
export function tallySlot(tally: Tally, facts: SlotFacts, slot: number, by: number) {
  addSlot(tally, facts, slot, by, 'all');
}

function addSlot(tally: Tally, facts: SlotFacts, slot: number, by: number, part: TallyPart) {
  if (part === 'all' || part === 'choices') {
    const row = slot * FACT_BYTES;
    for (let group = 0; group < FACT_BYTES; group++) {
      const at = group * COMBINATIONS + (facts.facts[row + group] ?? 0);
      tally.choices[at] = (tally.choices[at] ?? 0) + by;
    }
  }
  if (part === 'all' || part === 'breed') {
    const primary = facts.primaryBreeds[slot] ?? 0;
    const secondary = facts.secondaryBreeds[slot] ?? 0;
    tally.breeds[primary] = (tally.breeds[primary] ?? 0) + by;
    if (facts.breedGroupOf[secondary] !== facts.breedGroupOf[primary]) {
      tally.breeds[secondary] = (tally.breeds[secondary] ?? 0) + by;
    }
  }
  if (part === 'all' || part === 'colour') {
    const colour = facts.colours[slot] ?? 0;
    tally.colours[colour] = (tally.colours[colour] ?? 0) + by;
  }
}

/**
 * The tally of `bits` (in `part` only; the rest of the answer means nothing), a part of the
 * scope whose tally is `whole` (kept as pets change) when given: past half the scope, the slots
 * left out are fewer, so those are taken from the whole.
 */
export function tallyOf(
  facts: SlotFacts,
  bits: Bits,
  part: TallyPart,
  scope: { bits: Bits; whole: Tally } | undefined,
  emptyOne: () => Tally,
): Tally {
  if (scope !== undefined) {
    const count = countBits(bits);
    const all = countBits(scope.bits);
    if (count === all) return scope.whole;
    if (count > all / 2) {
      const left = scope.bits.slice();
      for (let i = 0; i < left.length; i++) left[i] = (left[i] ?? 0) ^ (bits[i] ?? 0);
      const tally = copyTally(scope.whole);
      tallySet(tally, facts, left, -1, part);
      return tally;
    }
  }
  const tally = emptyOne();
  tallySet(tally, facts, bits, 1, part);
  return tally;
}
