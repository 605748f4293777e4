import type { Bits } from './bits';

/**
 * Bit sets lent for the length of one search: a facets answer works with a dozen sets of 12.5 KB
 * (at 100,000 pets), and making them afresh each time kept the garbage collector busy. Every
 * set lent is taken back when the next search begins, so none may outlive the search that took
 * it; the index's searches run to the end without waiting, one at a time.
 */
export class Scratch {
  private readonly sets: Bits[] = [];
  private lent = 0;

  constructor(private words: number) {}

  /** Takes every set back, sized for this many words: a search begins. */
  reset(words: number) {
    this.lent = 0;
    if (words !== this.words) {
      this.words = words;
      this.sets.length = 0;
    }
  }

  /** An empty set. */
  empty(): Bits {
    const bits = this.take();
    bits.fill(0);
    return bits;
  }

  /** A copy of `bits`. */
  copy(bits: Bits): Bits {
    const copied = this.take();
    copied.set(bits);
    return copied;
  }

  private take(): Bits {
    let bits = this.sets[this.lent];
    if (bits === undefined) {
      bits = new Uint32Array(this.words);
      this.sets.push(bits);
    }
    this.lent += 1;
    return bits;
  }
}
