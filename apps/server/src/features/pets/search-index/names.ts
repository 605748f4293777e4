/** Codes ordered by name: `codeAt[place]`, and `placeOf[code]`. */
export interface Ranking {
  codeAt: Int32Array;
  placeOf: Int32Array;
}

function rankingOf(texts: readonly string[]): Ranking {
  const codeAt = Int32Array.from(texts, (_, code) => code).sort((a, b) => {
    const x = texts[a] ?? '';
    const y = texts[b] ?? '';
    return x < y ? -1 : x > y ? 1 : a - b;
  });
  const placeOf = new Int32Array(codeAt.length);
  codeAt.forEach((code, place) => (placeOf[code] = place));
  return { codeAt, placeOf };
}

/**
 * The distinct names a column holds (breeds, places, owners), each with a code: a slot keeps the
 * code, so a filter tests each name once however many pets share it. Code 0 is "none". Names
 * that differ only in case share a group (the code of the first such name seen), which is how
 * breeds and colours are counted. Names stay once seen; the index is read again whole after an
 * idle hour (index-sync.ts), so the few a deleted or renamed pet leaves behind never add up.
 */
export class Names {
  private readonly codes = new Map<string, number>();
  private readonly groups = new Map<string, number>();
  private readonly values: string[] = [''];
  private readonly lowers: string[] = [''];
  /** Each name and its lower case as JSON strings, written when first asked for. */
  private readonly json: (string | undefined)[] = [];
  private readonly lowerJson: (string | undefined)[] = [];
  /** Each code's group, by code. */
  groupOf = new Int32Array(16);
  private ranked: { as: Ranking; lower: Ranking } | undefined;

  get size(): number {
    return this.values.length;
  }

  code(value: string | null): number {
    if (value === null) return 0;
    const known = this.codes.get(value);
    if (known !== undefined) return known;
    const code = this.values.length;
    const lower = value.toLowerCase();
    this.values.push(value);
    this.lowers.push(lower);
    this.codes.set(value, code);
    const group = this.groups.get(lower) ?? code;
    this.groups.set(lower, group);
    if (code >= this.groupOf.length) {
      const wider = new Int32Array(this.groupOf.length * 2);
      wider.set(this.groupOf);
      this.groupOf = wider;
    }
    this.groupOf[code] = group;
    return code;
  }

  /** The group of the names that are `lower` in lower case, if one was seen. */
  groupOfLower(lower: string): number | undefined {
    return this.groups.get(lower);
  }

  /**
   * The codes in the order of their names by code point (in lower case when `lower`), and each
   * code's place in it, so that options are sorted by comparing numbers; worked out again only
   * when a name is new.
   */
  ranking(lower: boolean): Ranking {
    if (this.ranked === undefined || this.ranked.as.codeAt.length !== this.values.length) {
      this.ranked = { as: rankingOf(this.values), lower: rankingOf(this.lowers) };
    }
    return lower ? this.ranked.lower : this.ranked.as;
  }

  /** The code of a name already seen. */
  codeOf(value: string): number | undefined {
    return this.codes.get(value);
  }

  valueOf(code: number): string {
    return this.values[code] ?? '';
  }

  lowerOf(code: number): string {
    return this.lowers[code] ?? '';
  }

  /** The name as a JSON string (a facets answer writes hundreds of them). */
  jsonOf(code: number, lower = false): string {
    const kept = lower ? this.lowerJson : this.json;
    let text = kept[code];
    if (text === undefined) {
      text = JSON.stringify(lower ? this.lowerOf(code) : this.valueOf(code));
      kept[code] = text;
    }
    return text;
  }

  /** 1 at each code whose name passes the test; never at 0. */
  passing(test: (value: string) => boolean): Uint8Array {
    const pass = new Uint8Array(this.values.length);
    for (let code = 1; code < this.values.length; code++) {
      if (test(this.values[code] ?? '')) pass[code] = 1;
    }
    return pass;
  }
}
