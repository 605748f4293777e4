import { addBit, type Bits } from './bits';

/**
 * The slots holding each name code of a column: a filter on names sets the bits of the names
 * that pass, reading as many slots as pets match instead of every slot.
 */
export class Postings {
  private readonly slots = new Map<number, Set<number>>();

  add(code: number, slot: number) {
    if (code === 0) return;
    const held = this.slots.get(code);
    if (held === undefined) this.slots.set(code, new Set([slot]));
    else held.add(slot);
  }

  delete(code: number, slot: number) {
    this.slots.get(code)?.delete(slot);
  }

  /** Sets in `bits` the slots of each code that passes. */
  addPassing(bits: Bits, pass: Uint8Array) {
    for (const [code, slots] of this.slots) {
      if (pass[code] !== 1) continue;
      for (const slot of slots) addBit(bits, slot);
    }
  }
}
