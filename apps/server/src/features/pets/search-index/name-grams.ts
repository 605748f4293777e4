import { addBit, type Bits } from './bits';

/** The shortest part of a name searched from its three-letter parts; shorter ones scan. */
export const GRAM = 3;

/** A growing list of slots, in no order. */
class SlotList {
  slots = new Int32Array(4);
  length = 0;

  push(slot: number) {
    if (this.length === this.slots.length) {
      const wider = new Int32Array(this.length * 2);
      wider.set(this.slots);
      this.slots = wider;
    }
    this.slots[this.length++] = slot;
  }

  /** Drops one place holding the slot, the last place moving into it. */
  remove(slot: number) {
    const at = this.slots.subarray(0, this.length).indexOf(slot);
    if (at === -1) return;
    this.length -= 1;
    this.slots[at] = this.slots[this.length] ?? 0;
  }
}

/** The run of three UTF-16 units at `at` as one number (three 16-bit units fit a double). */
const gramAt = (text: string, at: number) =>
  text.charCodeAt(at) * 0x1_0000_0000 +
  text.charCodeAt(at + 1) * 0x1_0000 +
  text.charCodeAt(at + 2);

function eachGram(text: string, use: (gram: number) => void) {
  for (let at = 0; at + GRAM <= text.length; at++) use(gramAt(text, at));
}

/**
 * For each run of three letters found in pet names (in lower case), the slots whose name holds
 * it: a search for part of a name reads the slots of the part's rarest run and tests only
 * those names, instead of every name. Kept up to date pet by pet (a run's slots are a list in
 * no order, so adding and dropping one is cheap), so changes never rebuild it.
 */
export class NameGrams {
  private readonly lists = new Map<number, SlotList>();

  constructor(names: readonly string[]) {
    names.forEach((name, slot) => this.add(slot, name));
  }

  add(slot: number, name: string) {
    eachGram(name, (gram) => {
      let list = this.lists.get(gram);
      if (list === undefined) {
        list = new SlotList();
        this.lists.set(gram, list);
      }
      list.push(slot);
    });
  }

  /** Forgets the slot under `name`, as it was added. */
  delete(slot: number, name: string) {
    eachGram(name, (gram) => this.lists.get(gram)?.remove(slot));
  }

  /** Sets in `bits` each slot whose name in `names` holds `part` (lower case, GRAM or longer). */
  addHolding(bits: Bits, part: string, names: readonly string[]) {
    let rarest: SlotList | undefined;
    for (let at = 0; at + GRAM <= part.length; at++) {
      const list = this.lists.get(gramAt(part, at));
      if (list === undefined) return;
      if (rarest === undefined || list.length < rarest.length) rarest = list;
    }
    if (rarest === undefined) return;
    const { slots, length } = rarest;
    // A part of exactly three letters is its own run: every slot of the list holds it.
    const exact = part.length === GRAM;
    for (let at = 0; at < length; at++) {
      const slot = slots[at] ?? 0;
      if (exact || (names[slot] ?? '').includes(part)) addBit(bits, slot);
    }
  }
}
