import { type Bits, countBits } from './bits';

/**
 * Counting the facets of a set of pets. Each slot's choice facts are a row of FIELDS bytes
 * (the value's place in its field + 1, 0 for none), so counting a set is one pass over its set
 * bits, adding one per field; breeds and colours are counted by name code.
 */
export const FIELDS = 16;
export const VALUES = 8;

export interface Tally {
  /** By `field * VALUES + value code`. */
  choices: Int32Array;
  /** By breed code: each pet under its first breed, and its second if another in any case. */
  breeds: Int32Array;
  /** By colour code. */
  colours: Int32Array;
}

/** What a tally reads of each slot (pet-search-index.ts keeps them). */
export interface SlotFacts {
  facts: Uint8Array;
  primaryBreeds: Uint32Array;
  secondaryBreeds: Uint32Array;
  colours: Uint32Array;
  breedGroupOf: Int32Array;
}

export const emptyTally = (breeds: number, colours: number): Tally => ({
  choices: new Int32Array(FIELDS * VALUES),
  breeds: new Int32Array(breeds),
  colours: new Int32Array(colours),
});

export function copyTally(tally: Tally): Tally {
  return {
    choices: tally.choices.slice(),
    breeds: tally.breeds.slice(),
    colours: tally.colours.slice(),
  };
}

/** The tally with room for this many breed and colour codes. */
export function roomFor(tally: Tally, breeds: number, colours: number): Tally {
  const wider = (array: Int32Array, length: number) => {
    if (array.length >= length) return array;
    const next = new Int32Array(Math.max(length, array.length * 2));
    next.set(array);
    return next;
  };
  return {
    choices: tally.choices,
    breeds: wider(tally.breeds, breeds),
    colours: wider(tally.colours, colours),
  };
}

/** What a tally counts: everything, one choice field (by its place), breeds or colours. */
export type TallyPart = 'all' | number | 'breed' | 'colour';

function addChoice(tally: Tally, facts: SlotFacts, slot: number, field: number, by: number) {
  const at = field * VALUES + (facts.facts[slot * FIELDS + field] ?? 0);
  tally.choices[at] = (tally.choices[at] ?? 0) + by;
}

function addBreeds(tally: Tally, facts: SlotFacts, slot: number, by: number) {
  const primary = facts.primaryBreeds[slot] ?? 0;
  const secondary = facts.secondaryBreeds[slot] ?? 0;
  tally.breeds[primary] = (tally.breeds[primary] ?? 0) + by;
  if (facts.breedGroupOf[secondary] !== facts.breedGroupOf[primary]) {
    tally.breeds[secondary] = (tally.breeds[secondary] ?? 0) + by;
  }
}

function addColour(tally: Tally, facts: SlotFacts, slot: number, by: number) {
  const colour = facts.colours[slot] ?? 0;
  tally.colours[colour] = (tally.colours[colour] ?? 0) + by;
}

/** Adds one slot (`by` 1) or takes it away (-1). */
export function tallySlot(tally: Tally, facts: SlotFacts, slot: number, by: number) {
  for (let field = 0; field < FIELDS; field++) addChoice(tally, facts, slot, field, by);
  addBreeds(tally, facts, slot, by);
  addColour(tally, facts, slot, by);
}

/** Adds (`by` 1) or takes away (-1) every slot of the set, in the part counted. */
export function tallySet(tally: Tally, facts: SlotFacts, bits: Bits, by: number, part: TallyPart) {
  const add =
    part === 'all'
      ? (slot: number) => tallySlot(tally, facts, slot, by)
      : part === 'breed'
        ? (slot: number) => addBreeds(tally, facts, slot, by)
        : part === 'colour'
          ? (slot: number) => addColour(tally, facts, slot, by)
          : (slot: number) => addChoice(tally, facts, slot, part, by);
  for (let word = 0; word < bits.length; word++) {
    let rest = bits[word] ?? 0;
    while (rest !== 0) {
      const lowest = rest & -rest;
      add((word << 5) + 31 - Math.clz32(lowest));
      rest ^= lowest;
    }
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
