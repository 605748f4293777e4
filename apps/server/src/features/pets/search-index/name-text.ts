import { addBit, type Bits } from './bits';

/**
 * Every pet's name in lower case, in slot order, in one text: a search for part of a name is
 * then the engine's own substring search over one string, not a test of each name. Names are
 * apart by a NUL, which no name holds (PostgreSQL text cannot) and no search may (the schema
 * refuses control characters), so no match runs across two names.
 */
export class NameText {
  private text = '';
  private starts = new Int32Array(1);

  constructor(names: readonly (string | undefined)[]) {
    this.starts = new Int32Array(names.length + 1);
    let at = 0;
    names.forEach((name, slot) => {
      this.starts[slot] = at;
      at += (name ?? '').length + 1;
    });
    this.starts[names.length] = at;
    this.text = names.map((name) => name ?? '').join('\0');
  }

  /** Sets in `bits` each slot whose name holds `part` (already in lower case). */
  addHolding(bits: Bits, part: string) {
    const { starts, text } = this;
    let slot = 0;
    let at = text.indexOf(part);
    while (at !== -1) {
      // Matches come in order, so the slot only moves on.
      while ((starts[slot + 1] ?? text.length) <= at) slot += 1;
      addBit(bits, slot);
      at = text.indexOf(part, starts[slot + 1] ?? text.length);
    }
  }
}
