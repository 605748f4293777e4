import { addAll, addBit, type Bits, dropBit, grown } from './bits';

/**
 * The slots holding each name code of a column: a filter on names sets the bits of the names
 * that pass, reading as many slots as pets match instead of every slot. A code held by at least
 * one slot per word of a bit set (a colour, a town) also keeps its slots as bits, joined a word
 * at a time, as reading its slots one by one costs more: at most 32 codes a column do.
 */
export class Postings {
  private readonly slots = new Map<number, Set<number>>();
  private readonly dense = new Map<number, Bits>();
  private words = 0;

  /** Room for this many words in each bit set (the index's slots grew). */
  reserve(words: number) {
    this.words = words;
    for (const [code, bits] of this.dense) this.dense.set(code, grown(bits, words));
  }

  add(code: number, slot: number) {
    if (code === 0) return;
    let held = this.slots.get(code);
    if (held === undefined) {
      held = new Set();
      this.slots.set(code, held);
    }
    held.add(slot);
    const bits = this.dense.get(code);
    if (bits !== undefined) addBit(bits, slot);
    else if (held.size >= Math.max(this.words, 64)) {
      const made = new Uint32Array(this.words);
      for (const each of held) addBit(made, each);
      this.dense.set(code, made);
    }
  }

  delete(code: number, slot: number) {
    this.slots.get(code)?.delete(slot);
    const bits = this.dense.get(code);
    if (bits !== undefined) dropBit(bits, slot);
  }

  /** Sets in `bits` the slots of each code that passes. */
  addPassing(bits: Bits, pass: Uint8Array) {
    for (const [code, slots] of this.slots) {
      if (pass[code] !== 1) continue;
      const dense = this.dense.get(code);
      if (dense !== undefined) addAll(bits, dense);
      else for (const slot of slots) addBit(bits, slot);
    }
  }
}
