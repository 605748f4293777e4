/** About 23,000 listing documents of 1.4 KB: the pets of the pages people open most. */
const DEFAULT_LIMIT = 32 * 1024 * 1024;

/**
 * Pets' listing documents (their JSON as the listing answers them) kept beside the search index,
 * at most `limit` characters, the least recently used dropped first. A document is only as good
 * as the index it sits by: LivePetIndex drops a pet's document whenever its look reads that the
 * pet changed, and keeps one read from the database only when that read confirmed the index
 * up to date, so a page answered from here is the one the database holds.
 */
export class PetDocuments {
  private readonly kept = new Map<string, string>();
  private size = 0;

  constructor(private readonly limit = DEFAULT_LIMIT) {}

  /** The pet's document, now the most recently used, or undefined when not kept. */
  get(id: string): string | undefined {
    const document = this.kept.get(id);
    if (document === undefined) return undefined;
    this.kept.delete(id);
    this.kept.set(id, document);
    return document;
  }

  has(id: string): boolean {
    return this.kept.has(id);
  }

  keep(id: string, document: string): void {
    this.drop(id);
    if (document.length > this.limit) return;
    this.kept.set(id, document);
    this.size += document.length;
    for (const [oldest, old] of this.kept) {
      if (this.size <= this.limit) break;
      this.kept.delete(oldest);
      this.size -= old.length;
    }
  }

  drop(id: string): void {
    const document = this.kept.get(id);
    if (document === undefined) return;
    this.kept.delete(id);
    this.size -= document.length;
  }

  clear(): void {
    this.kept.clear();
    this.size = 0;
  }

  /** Characters kept, for tests and figures. */
  get characters(): number {
    return this.size;
  }
}
