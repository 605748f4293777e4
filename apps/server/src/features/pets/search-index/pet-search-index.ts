import {
  choiceValue,
  containsText,
  matchesName,
  PET_CHOICE_FILTERS,
  type PetChoiceFilter,
  type PetFacetField,
  type PetFacets,
  type PetSearch,
  type PetSort,
  PET_SORTS,
  type SearchablePet,
} from '@pet-adoption/shared';
import {
  addAll,
  addBit,
  type Bits,
  countBits,
  countShared,
  dropBit,
  eachBit,
  grown,
  hasBit,
  keepShared,
  wordsFor,
} from './bits';
import { optionsJson } from './facet-options';
import { GRAM, NameGrams } from './name-grams';
import { NameText } from './name-text';
import { Names } from './names';
import { Postings } from './postings';
import { Scratch } from './scratch';
import {
  choiceCounts,
  emptyTally,
  FACT_BYTES,
  packChoices,
  makeRoom,
  type SlotFacts,
  type Tally,
  tallyOf,
  type TallyPart,
  tallySlot,
} from './tally';

/** A pet as the index reads it from the database. */
export interface IndexedPet extends SearchablePet {
  id: string;
  ownerId: string;
  /** When it was listed, in microseconds since 1970 (exact: under 2^53 until the year 2255). */
  createdMicros: number;
}

/** Whose pets a search looks at (pet-search.ts tells which one a query asks for). */
export type IndexScope =
  { kind: 'available' | 'public' | 'every' } | { kind: 'owner'; ownerId: string | undefined };

/** Where a page starts: the sort keys of the row before it (pet-search-order.ts). */
export interface PageStart {
  micros: number;
  age: number;
  name: string;
  id: string;
}

export interface IndexPage {
  ids: string[];
  total: number;
  /** The last row's keys when more rows follow. */
  last: PageStart | undefined;
}

const CHOICE_FIELDS = Object.keys(PET_CHOICE_FILTERS) as PetChoiceFilter[];
/**
 * What one comparison costs when the pets found are sorted for a page, in steps of a walk along
 * the sort's order (measured: a step tests one bit, a comparison reads two slots' keys).
 */
const COMPARISON_STEPS = 16;
/** Months of age whose pets' slots are also kept as one bit set. */
const AGE_BLOCK = 12;
/** The columns of name codes, each with the slots of each code. */
const CODED = ['owners', 'places', 'primaryBreeds', 'secondaryBreeds', 'colours'] as const;
/** The scopes whose facets are kept counted as pets come and go. */
type CountedScope = 'available' | 'public' | 'every';
/** Each choice field's values as JSON keys, `"small":`, in PET_CHOICE_FILTERS' order. */
const CHOICE_KEYS = Object.fromEntries(
  CHOICE_FIELDS.map((field) => [
    field,
    PET_CHOICE_FILTERS[field].map((value) => `${JSON.stringify(value)}:`),
  ]),
) as Record<PetChoiceFilter, string[]>;

const byCodePoint = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Every pet's searchable facts in memory, so that a page, its total and the facets are worked
 * out without counting rows in the database (docs/decisions/092). Each pet has a slot;
 * each value of a choice filter, each year of age and each crowded name has a bit set of the
 * slots that hold it. Names (breeds, colours, places, owners) are codes into lists of the names
 * seen, each with its slots, so a filter on them tests each distinct name once and reads only
 * the slots of the names that pass. Pet names, mostly each pet's own, are found from their runs
 * of three letters (name-grams.ts), or searched as one text for a shorter part (name-text.ts).
 * Each sort is an array of slots in its order, kept sorted as pets come and go, so a page walks
 * it from the cursor and takes the slots the search's bit set holds, or sorts the few it found.
 * Facets are counted over the search's slots, or taken from the counts of its whole scope,
 * which are kept as pets come and go.
 */
export class PetSearchIndex {
  private capacity = 0;
  private size = 0;
  private readonly slotOf = new Map<string, number>();
  private readonly free: number[] = [];
  private ids: string[] = [];
  private nameKeys: string[] = [];
  /** Built on the first search by a short part of a name after a change (name-text.ts). */
  private nameText: NameText | undefined;
  /** Built on the first search by a longer part, then kept up to date (name-grams.ts). */
  private nameGrams: NameGrams | undefined;
  private micros = new Float64Array(0);
  private ages = new Int32Array(0);
  /** Each year of age's slots (ages 0–11 months, 12–23, …), for age filters. */
  private ageBlocks: Bits[] = [];
  private owners = new Uint32Array(0);
  private places = new Uint32Array(0);
  private primaryBreeds = new Uint32Array(0);
  private secondaryBreeds = new Uint32Array(0);
  private colours = new Uint32Array(0);
  /** Each slot's choice facts, FACT_BYTES a slot (tally.ts). */
  private facts = new Uint8Array(0);
  private readonly wholes = new Map<CountedScope, Tally>();
  /** The bit sets a search works with, lent afresh at each page or facets (scratch.ts). */
  private readonly scratch = new Scratch(0);
  private live: Bits = new Uint32Array(0);
  private listed: Bits = new Uint32Array(0);
  private available: Bits = new Uint32Array(0);
  /** Per choice filter, one bit set per value, in PET_CHOICE_FILTERS' order. */
  private readonly choices = new Map<PetChoiceFilter, Bits[]>();
  private readonly orders = new Map<PetSort, Int32Array>();
  private readonly postings = {
    owners: new Postings(),
    places: new Postings(),
    primaryBreeds: new Postings(),
    secondaryBreeds: new Postings(),
    colours: new Postings(),
  };
  private readonly ownerNames = new Names();
  private readonly placeNames = new Names();
  private readonly breedNames = new Names();
  private readonly colourNames = new Names();

  constructor(pets: readonly IndexedPet[] = []) {
    for (const field of CHOICE_FIELDS) {
      this.choices.set(
        field,
        PET_CHOICE_FILTERS[field].map(() => new Uint32Array(0)),
      );
    }
    for (const sort of PET_SORTS) this.orders.set(sort, new Int32Array(0));
    for (const scope of ['available', 'public', 'every'] as const) {
      this.wholes.set(scope, emptyTally(1, 1));
    }
    this.reserve(pets.length);
    for (const pet of pets) this.fill(this.takeSlot(pet.id), pet);
    // Sorted once rather than placed one by one: a first load is 100,000 pets at a time.
    for (const sort of PET_SORTS) {
      const slots = [...this.slotOf.values()].sort((a, b) => this.compareSlots(sort, a, b));
      this.order(sort).set(slots);
    }
    this.size = this.slotOf.size;
  }

  /** How many pets are held. */
  get count(): number {
    return this.size;
  }

  /** Adds a pet, or replaces what is held of it. */
  put(pet: IndexedPet) {
    const held = this.slotOf.get(pet.id);
    if (held !== undefined) {
      this.unplace(held);
      this.clear(held);
    }
    const slot = held ?? this.takeSlot(pet.id);
    this.fill(slot, pet);
    this.place(slot);
  }

  remove(id: string) {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    this.unplace(slot);
    this.clear(slot);
    this.slotOf.delete(id);
    this.free.push(slot);
  }

  /** A page of the search in the sort's order after `start`, and how many pets it finds. */
  page(
    scope: IndexScope,
    search: PetSearch,
    sort: PetSort,
    start: PageStart | undefined,
    limit: number,
  ): IndexPage {
    this.scratch.reset(wordsFor(this.capacity));
    const found = this.scopeBits(scope);
    const { byField, others } = this.filterBits(search);
    for (const bits of [...byField.values(), ...others]) keepShared(found, bits);
    const total = countBits(found);
    // A walk meets a page's pets after about (limit + 1) × size / total steps; sorting them all
    // costs total × log2(total) comparisons: few pets are sorted, more are walked to.
    const walkSteps = ((limit + 1) * this.size) / Math.max(total, 1);
    const sortSteps = total * Math.log2(total + 2) * COMPARISON_STEPS;
    const slots =
      sortSteps < walkSteps
        ? this.fewInOrder(found, sort, start, limit)
        : this.walk(found, sort, start, limit);
    const shown = slots.slice(0, limit);
    const lastSlot = shown.at(-1);
    return {
      ids: shown.map((slot) => this.ids[slot] ?? ''),
      total,
      last: slots.length > limit && lastSlot !== undefined ? this.keysOf(lastSlot) : undefined,
    };
  }

  /** Up to `limit` + 1 slots of the set after `start`, walking the sort's order. */
  private walk(found: Bits, sort: PetSort, start: PageStart | undefined, limit: number) {
    const order = this.order(sort);
    const slots: number[] = [];
    for (let at = start === undefined ? 0 : this.firstAfter(sort, start); at < this.size; at++) {
      const slot = order[at] ?? 0;
      if (!hasBit(found, slot)) continue;
      slots.push(slot);
      if (slots.length > limit) break;
    }
    return slots;
  }

  /** The same for a set of a few pets, spread over the order: sorting them is quicker. */
  private fewInOrder(found: Bits, sort: PetSort, start: PageStart | undefined, limit: number) {
    const slots: number[] = [];
    eachBit(found, (slot) => {
      if (start === undefined || this.compare(sort, start, this.keysOf(slot)) < 0) slots.push(slot);
    });
    return slots.sort((a, b) => this.compareSlots(sort, a, b)).slice(0, limit + 1);
  }

  /**
   * How many pets each value of each field would leave: a field's counts apply every filter
   * but its own, so each option says what choosing it (too) would show; `total` applies them
   * all. A pet whose sex, size or coat is not given is counted under no value of that field.
   * Breed counts each pet under both its breeds (once if they are the same in any case), keyed
   * by the spelling that sorts first by code point; colours are counted and keyed in lower case.
   */
  facetsJson(scope: IndexScope, search: PetSearch): string {
    this.scratch.reset(wordsFor(this.capacity));
    const inScope = this.scopeBits(scope);
    const { byField, others } = this.filterBits(search);
    const base = others.length === 0 ? inScope : this.scratch.copy(inScope);
    for (const bits of others) keepShared(base, bits);
    const all = this.scratch.copy(base);
    for (const bits of byField.values()) keepShared(all, bits);
    const whole = scope.kind === 'owner' ? undefined : this.wholes.get(scope.kind);
    const counted = whole === undefined ? undefined : { bits: inScope, whole };
    const tallyOfBits = (bits: Bits, part: TallyPart) =>
      tallyOf(this.slotFacts(), bits, part, counted, () =>
        emptyTally(this.breedNames.size, this.colourNames.size),
      );
    const tallyOfAll = tallyOfBits(all, 'all');
    // A field with a filter of its own is counted without it: over what the others leave.
    const leftBy = (field: PetFacetField): Bits => {
      const bits = this.scratch.copy(base);
      for (const [name, other] of byField) if (name !== field) keepShared(bits, other);
      return bits;
    };
    const tallyFor = (field: 'breed' | 'colour'): Tally =>
      byField.has(field) ? tallyOfBits(leftBy(field), field) : tallyOfAll;

    const fields: string[] = [];
    for (const field of CHOICE_FIELDS) {
      // A choice field of its own is counted value by value: a few joins of two bit sets cost
      // less than reading each of its pets.
      const valueBits = this.choices.get(field) ?? [];
      const left = byField.has(field) ? leftBy(field) : undefined;
      const counts =
        left === undefined
          ? choiceCounts(tallyOfAll, field)
          : valueBits.map((bits) => countShared(left, bits));
      const keys = CHOICE_KEYS[field];
      fields.push(
        `"${field}":{${counts.map((count, index) => `${keys[index] ?? ''}${count}`).join(',')}}`,
      );
    }
    const breeds = tallyFor('breed').breeds;
    fields.push(`"breed":${optionsJson(this.breedNames, breeds, false, search.breed ?? [])}`);
    const colours = tallyFor('colour').colours;
    fields.push(`"colour":${optionsJson(this.colourNames, colours, true, search.colour ?? [])}`);
    return `{"total":${countBits(all)},"facets":{${fields.join(',')}}}`;
  }

  /** The facets answer as an object (facetsJson read back). */
  facets(scope: IndexScope, search: PetSearch): PetFacets {
    return JSON.parse(this.facetsJson(scope, search)) as PetFacets;
  }

  private slotFacts(): SlotFacts {
    return {
      facts: this.facts,
      primaryBreeds: this.primaryBreeds,
      secondaryBreeds: this.secondaryBreeds,
      colours: this.colours,
      breedGroupOf: this.breedNames.groupOf,
    };
  }

  /** A copy of the scope's slots, ready to be narrowed by filters. */
  private scopeBits(scope: IndexScope): Bits {
    switch (scope.kind) {
      case 'available':
        return this.scratch.copy(this.available);
      case 'public':
        return this.scratch.copy(this.listed);
      case 'every':
        return this.scratch.copy(this.live);
      case 'owner': {
        const code =
          scope.ownerId === undefined ? undefined : this.ownerNames.codeOf(scope.ownerId);
        const pass = new Uint8Array(this.ownerNames.size);
        if (code !== undefined) pass[code] = 1;
        return this.holding('owners', pass);
      }
    }
  }

  /**
   * Each filter of the search as the slots that meet it: `byField` for the fields the facets
   * count (each left out of its own counts), `others` for the rest. Several values of one filter
   * mean any of them; the rules for names and places are the saved searches' (petMatchesSearch).
   */
  private filterBits(search: PetSearch): { byField: Map<PetFacetField, Bits>; others: Bits[] } {
    const byField = new Map<PetFacetField, Bits>();
    const others: Bits[] = [];
    for (const field of CHOICE_FIELDS) {
      const wanted: readonly string[] | undefined = search[field];
      if (wanted === undefined || wanted.length === 0) continue;
      const valueBits = this.choices.get(field) ?? [];
      const chosen = valueBits.filter((_, index) =>
        wanted.includes(PET_CHOICE_FILTERS[field][index] ?? ''),
      );
      // Filters only read these sets: one value's is used as it is.
      const bits = chosen.length === 1 ? chosen[0] : undefined;
      if (bits !== undefined) {
        byField.set(field, bits);
        continue;
      }
      const union = this.scratch.empty();
      for (const each of chosen) addAll(union, each);
      byField.set(field, union);
    }
    const names = (wanted: readonly string[] | undefined, within: Names) =>
      within.passing((value) => matchesName(wanted, value));
    if (search.breed !== undefined && search.breed.length > 0) {
      const pass = names(search.breed, this.breedNames);
      const bits = this.holding('primaryBreeds', pass);
      this.postings.secondaryBreeds.addPassing(bits, pass);
      byField.set('breed', bits);
    }
    if (search.colour !== undefined && search.colour.length > 0) {
      byField.set('colour', this.holding('colours', names(search.colour, this.colourNames)));
    }
    if (search.breedPrimary !== undefined && search.breedPrimary.length > 0) {
      others.push(this.holding('primaryBreeds', names(search.breedPrimary, this.breedNames)));
    }
    if (search.breedSecondary !== undefined && search.breedSecondary.length > 0) {
      others.push(this.holding('secondaryBreeds', names(search.breedSecondary, this.breedNames)));
    }
    const { location, search: named, minAge, maxAge } = search;
    if (location !== undefined && location !== '') {
      const pass = this.placeNames.passing((place) => containsText(place, location));
      others.push(this.holding('places', pass));
    }
    if (named !== undefined && named !== '') {
      // Names are mostly each pet's own, so they are not coded but found from their runs of
      // three letters, or for a shorter part searched as one text, all in lower case:
      // containsText's rule, without lowering each name again.
      const bits = this.scratch.empty();
      const part = named.toLowerCase();
      if (part.length >= GRAM) {
        this.nameGrams ??= new NameGrams(this.nameKeys);
        this.nameGrams.addHolding(bits, part, this.nameKeys);
      } else {
        this.nameText ??= new NameText(this.nameKeys);
        this.nameText.addHolding(bits, part);
      }
      others.push(bits);
    }
    if (minAge !== undefined || maxAge !== undefined) {
      const bits = this.scratch.empty();
      this.addAges(bits, minAge ?? 0, maxAge ?? Number.POSITIVE_INFINITY);
      others.push(bits);
    }
    return { byField, others };
  }

  /** The slots whose code in the column passes (code 0, no name, never does). */
  private holding(column: keyof PetSearchIndex['postings'], pass: Uint8Array): Bits {
    const bits = this.scratch.empty();
    this.postings[column].addPassing(bits, pass);
    return bits;
  }

  private order(sort: PetSort): Int32Array {
    return this.orders.get(sort) ?? new Int32Array(0);
  }

  private keysOf(slot: number): PageStart {
    return {
      micros: this.micros[slot] ?? 0,
      age: this.ages[slot] ?? 0,
      name: this.nameKeys[slot] ?? '',
      id: this.ids[slot] ?? '',
    };
  }

  /**
   * Below zero when `a` comes first. newest: created desc, id desc; youngest / oldest: age,
   * then newest; name: the name in lower case by code point, then id.
   */
  private compare(sort: PetSort, a: PageStart, b: PageStart): number {
    const newest = b.micros - a.micros || byCodePoint(b.id, a.id);
    switch (sort) {
      case 'newest':
        return newest;
      case 'youngest':
        return a.age - b.age || newest;
      case 'oldest':
        return b.age - a.age || newest;
      case 'name':
        return byCodePoint(a.name, b.name) || byCodePoint(a.id, b.id);
    }
  }

  /** compare() of two slots, read in place: the first load sorts 100,000 slots four times. */
  private compareSlots(sort: PetSort, a: number, b: number): number {
    const { micros, ages, ids, nameKeys } = this;
    const newest = (micros[b] ?? 0) - (micros[a] ?? 0) || byCodePoint(ids[b] ?? '', ids[a] ?? '');
    switch (sort) {
      case 'newest':
        return newest;
      case 'youngest':
        return (ages[a] ?? 0) - (ages[b] ?? 0) || newest;
      case 'oldest':
        return (ages[b] ?? 0) - (ages[a] ?? 0) || newest;
      case 'name':
        return (
          byCodePoint(nameKeys[a] ?? '', nameKeys[b] ?? '') ||
          byCodePoint(ids[a] ?? '', ids[b] ?? '')
        );
    }
  }

  /**
   * Sets in `bits` the slots of pets aged `minAge` to `maxAge` months: whole years from their
   * bits, the months at either end from the youngest-first order, which holds each age's pets
   * side by side.
   */
  private addAges(bits: Bits, minAge: number, maxAge: number) {
    const order = this.order('youngest');
    const walk = (from: number, to: number) => {
      if (from > to) return;
      const end = this.firstOfAge(to + 1);
      for (let at = this.firstOfAge(from); at < end; at++) addBit(bits, order[at] ?? 0);
    };
    const first = Math.ceil(minAge / AGE_BLOCK);
    const last = Math.min(Math.floor((maxAge + 1) / AGE_BLOCK), this.ageBlocks.length) - 1;
    if (first > last) {
      walk(minAge, maxAge);
      return;
    }
    for (let block = first; block <= last; block++) {
      const blockBits = this.ageBlocks[block];
      if (blockBits !== undefined) addAll(bits, blockBits);
    }
    walk(minAge, first * AGE_BLOCK - 1);
    walk((last + 1) * AGE_BLOCK, maxAge);
  }

  private ageBlockOf(age: number): Bits {
    const block = Math.max(0, Math.floor(age / AGE_BLOCK));
    while (this.ageBlocks.length <= block) {
      this.ageBlocks.push(new Uint32Array(wordsFor(this.capacity)));
    }
    return this.ageBlocks[block] ?? new Uint32Array(0);
  }

  /** Where the first pet of at least this age stands in the youngest-first order. */
  private firstOfAge(age: number): number {
    const order = this.order('youngest');
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.ages[order[middle] ?? 0] ?? 0) >= age) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** Where the first slot after `start` stands in the sort's order. */
  private firstAfter(sort: PetSort, start: PageStart): number {
    const order = this.order(sort);
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(sort, start, this.keysOf(order[middle] ?? 0)) < 0) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  private place(slot: number) {
    const keys = this.keysOf(slot);
    for (const sort of PET_SORTS) {
      const order = this.order(sort);
      const at = this.firstAfter(sort, keys);
      order.copyWithin(at + 1, at, this.size);
      order[at] = slot;
    }
    this.size += 1;
  }

  private unplace(slot: number) {
    const keys = this.keysOf(slot);
    for (const sort of PET_SORTS) {
      const order = this.order(sort);
      // Every key ends in the id, so the slot is the one just before the first after it.
      const at = this.firstAfter(sort, keys) - 1;
      if (order[at] !== slot) throw new Error('PetSearchIndex: a sort order lost a pet');
      order.copyWithin(at, at + 1, this.size);
    }
    this.size -= 1;
  }

  private takeSlot(id: string): number {
    const slot = this.free.pop() ?? this.slotOf.size;
    if (slot >= this.capacity) this.reserve(Math.max(1024, this.capacity * 2));
    this.slotOf.set(id, slot);
    return slot;
  }

  private fill(slot: number, pet: IndexedPet) {
    this.ids[slot] = pet.id;
    this.nameKeys[slot] = pet.petName.toLowerCase();
    this.nameGrams?.add(slot, this.nameKeys[slot]);
    this.micros[slot] = pet.createdMicros;
    this.ages[slot] = pet.petAge;
    addBit(this.ageBlockOf(pet.petAge), slot);
    this.owners[slot] = this.ownerNames.code(pet.ownerId);
    this.places[slot] = this.placeNames.code(pet.petLocation);
    this.primaryBreeds[slot] = this.breedNames.code(pet.breedPrimary);
    this.secondaryBreeds[slot] = this.breedNames.code(pet.breedSecondary);
    this.colours[slot] = this.colourNames.code(pet.colour);
    for (const column of CODED) this.postings[column].add(this[column][slot] ?? 0, slot);
    this.nameText = undefined;
    addBit(this.live, slot);
    if (!pet.paused) addBit(this.listed, slot);
    if (!pet.paused && !pet.adopted) addBit(this.available, slot);
    // Each value's place in its field's list, -1 for none.
    const placeOf = (field: PetChoiceFilter) =>
      (PET_CHOICE_FILTERS[field] as readonly string[]).indexOf(choiceValue(pet, field) ?? '');
    for (const field of CHOICE_FIELDS) {
      const bits = this.choices.get(field)?.[placeOf(field)];
      if (bits !== undefined) addBit(bits, slot);
    }
    this.facts.set(packChoices(placeOf), slot * FACT_BYTES);
    for (const [scope, whole] of this.wholes) {
      makeRoom(whole, this.breedNames.size, this.colourNames.size);
      if (this.inScope(scope, slot)) tallySlot(whole, this.slotFacts(), slot, 1);
    }
  }

  private inScope(scope: CountedScope, slot: number): boolean {
    switch (scope) {
      case 'available':
        return hasBit(this.available, slot);
      case 'public':
        return hasBit(this.listed, slot);
      case 'every':
        return hasBit(this.live, slot);
    }
  }

  private clear(slot: number) {
    for (const [scope, whole] of this.wholes) {
      if (this.inScope(scope, slot)) tallySlot(whole, this.slotFacts(), slot, -1);
    }
    this.facts.fill(0, slot * FACT_BYTES, (slot + 1) * FACT_BYTES);
    for (const bits of [this.live, this.listed, this.available]) dropBit(bits, slot);
    dropBit(this.ageBlockOf(this.ages[slot] ?? 0), slot);
    for (const valueBits of this.choices.values()) {
      for (const bits of valueBits) dropBit(bits, slot);
    }
    for (const column of CODED) {
      this.postings[column].delete(this[column][slot] ?? 0, slot);
      this[column][slot] = 0;
    }
    this.nameGrams?.delete(slot, this.nameKeys[slot] ?? '');
    this.nameKeys[slot] = '';
    this.nameText = undefined;
  }

  /** Room for `slots` pets: every per-slot array and bit set grows to it. */
  private reserve(slots: number) {
    if (slots <= this.capacity) return;
    const words = wordsFor(slots);
    const wider = <T extends Float64Array | Int32Array | Uint32Array>(
      array: T,
      make: (length: number) => T,
    ): T => {
      const next = make(slots);
      next.set(array);
      return next;
    };
    const codes = (length: number) => new Uint32Array(length);
    this.micros = wider(this.micros, (length) => new Float64Array(length));
    this.ages = wider(this.ages, (length) => new Int32Array(length));
    this.owners = wider(this.owners, codes);
    this.places = wider(this.places, codes);
    this.primaryBreeds = wider(this.primaryBreeds, codes);
    this.secondaryBreeds = wider(this.secondaryBreeds, codes);
    this.colours = wider(this.colours, codes);
    const facts = new Uint8Array(slots * FACT_BYTES);
    facts.set(this.facts);
    this.facts = facts;
    this.live = grown(this.live, words);
    this.listed = grown(this.listed, words);
    this.available = grown(this.available, words);
    for (const column of CODED) this.postings[column].reserve(words);
    this.ageBlocks = this.ageBlocks.map((bits) => grown(bits, words));
    for (const [field, valueBits] of this.choices) {
      this.choices.set(
        field,
        valueBits.map((bits) => grown(bits, words)),
      );
    }
    for (const sort of PET_SORTS)
      this.orders.set(
        sort,
        wider(this.order(sort), (n) => new Int32Array(n)),
      );
    this.capacity = slots;
  }
}
