import { type Column, type GetColumnData, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { petIndexRemovals, pets } from '../../../db/schema';
import { PetDocuments } from './documents';
import { type IndexedPet, PetSearchIndex } from './pet-search-index';
import { SharedCheck } from './shared-check';

/** Without a look for this long (an idle server), the index is read again whole. */
const RELOAD_AFTER_MS = 60 * 60_000;
/** More pets written than this since the last look are read again whole, not one by one. */
const RELOAD_OVER = 2_000;

/**
 * Each fact the index reads of a pet, by name: its SQL. The statement reads them as one JSON
 * array a pet, in this order (an object a pet would repeat the names in every row), and
 * `readPet` gives each value its name back from the same list.
 */
const FACTS = {
  id: pets.id,
  ownerId: pets.ownerId,
  petName: pets.petName,
  petAge: pets.petAgeMonths,
  petLocation: pets.petLocation,
  createdMicros: sql<number>`(extract(epoch from ${pets.createdAt}) * 1000000)::bigint`,
  adopted: pets.adopted,
  paused: pets.paused,
  category: pets.category,
  sex: pets.sex,
  size: pets.size,
  ageGroup: pets.ageGroup,
  coat: pets.coat,
  mixedBreed: pets.mixedBreed,
  breedPrimary: pets.breedPrimary,
  breedSecondary: pets.breedSecondary,
  colour: pets.colour,
  goodWithChildren: pets.goodWithChildren,
  goodWithDogs: pets.goodWithDogs,
  goodWithCats: pets.goodWithCats,
  houseTrained: pets.houseTrained,
  vaccinated: pets.vaccinated,
  spayedNeutered: pets.spayedNeutered,
  microchipped: pets.microchipped,
  specialNeeds: pets.specialNeeds,
} satisfies Record<keyof IndexedPet, Column | SQL>;

type Facts = typeof FACTS;
/** What the statement answers of each fact. */
type FactValue<F> = F extends Column ? GetColumnData<F> : F extends SQL<infer T> ? T : never;

const FACT_NAMES = Object.keys(FACTS) as (keyof IndexedPet)[];

const facts = sql`json_build_array(${sql.join(
  FACT_NAMES.map((name) => sql`${FACTS[name]}`),
  sql`, `,
)})`;

// Every pet is a copy of one blank, so all share one shape: filling copies took a fifth of the
// time of adding the names one by one to empty objects, on a reload's 100,000 pets.
const BLANK = Object.fromEntries(FACT_NAMES.map((name) => [name, null]));

/**
 * A pet of the statement's JSON: each value named by its place in FACT_NAMES. The facts' types
 * are the columns', which the compiler holds to IndexedPet's.
 */
function readPet(row: readonly unknown[]): IndexedPet {
  const pet: Record<string, unknown> = { ...BLANK };
  let place = 0;
  for (const name of FACT_NAMES) pet[name] = row[place++];
  return pet as { [K in keyof Facts]: FactValue<Facts[K]> };
}

interface Changes {
  snapshot: string;
  written: IndexedPet[];
  removed: string[];
}

const since = sql`${sql.placeholder('since')}::pg_snapshot`;
/** Rows written by a transaction the snapshot in the `since` placeholder did not see. */
const writtenSince = (writtenBy: SQL) =>
  sql`${writtenBy} >= pg_snapshot_xmin(${since}) AND NOT pg_visible_in_snapshot(${writtenBy}, ${since})`;

/**
 * True when a pet was written or removed since the snapshot in the `since` placeholder: a
 * condition for the statement that reads a search's answer, so that it tells in the same
 * snapshot whether the index it was worked out from was still up to date. Two index lookups.
 */
const petsChangedSince = sql<boolean>`(EXISTS (SELECT 1 FROM ${pets} WHERE ${writtenSince(sql`${pets.writtenBy}`)})
  OR EXISTS (SELECT 1 FROM ${petIndexRemovals} WHERE ${writtenSince(sql`${petIndexRemovals.writtenBy}`)}))`;

/** What a search reads in the database with its index, and whether pets changed meanwhile. */
export interface Confirmed<T> {
  value: T;
  changed: boolean;
}

/**
 * Pets written and removed since a snapshot (PostgreSQL's record of which transactions had
 * committed when the last look was taken), or every pet, with the snapshot of this look. One
 * statement, so what it reads and the snapshot it answers agree: a row written by a transaction
 * that commits later was invisible now and is read by the next look. Prepared, as it runs for
 * nearly every search: planning it took longer than running it.
 */
function prepareLooks(db: Database) {
  const look = (written: SQL, removed: SQL) =>
    db
      .select({
        snapshot: sql<string>`pg_current_snapshot()::text`,
        written: sql<string>`(SELECT coalesce(json_agg(${facts}), '[]')::text FROM ${pets} WHERE ${written})`,
        removed: sql<string>`(SELECT coalesce(json_agg(${petIndexRemovals.petId}), '[]')::text FROM ${petIndexRemovals} WHERE ${removed})`,
      })
      .from(sql`(VALUES (1)) AS look(one)`);
  return {
    check: db
      .select({ changed: petsChangedSince })
      .from(sql`(VALUES (1)) AS look(one)`)
      .prepare('pet_index_check'),
    documents: db
      .select({ changed: sql<boolean>`look.changed`, id: pets.id, document: pets.listingDoc })
      .from(sql`(SELECT ${petsChangedSince} AS changed) AS look`)
      .leftJoin(pets, sql`${pets.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
      .prepare('pet_listing_documents'),
    whole: look(sql`true`, sql`false`).prepare('pet_index_whole'),
    since: look(
      writtenSince(sql`${pets.writtenBy}`),
      writtenSince(sql`${petIndexRemovals.writtenBy}`),
    ).prepare('pet_index_since'),
  };
}

async function readChanges(
  looks: ReturnType<typeof prepareLooks>,
  since: string | undefined,
): Promise<Changes> {
  const [row] = await (since === undefined
    ? looks.whole.execute()
    : looks.since.execute({ since }));
  if (row === undefined) throw new Error('readChanges: no answer');
  return {
    snapshot: row.snapshot,
    written: (JSON.parse(row.written) as unknown[][]).map(readPet),
    removed: JSON.parse(row.removed) as string[],
  };
}

/**
 * The search index of one server, kept up to date with the database (docs/decisions/092). A
 * search is worked out on the index and read in the database (its page's pets) in one
 * statement that also tells whether any pet was written or removed since the index's last look
 * (petsChangedSince); only when one was does the index look again, read what changed and work
 * the search out afresh. So every answer holds every write committed before it began, on this
 * server or any other, and costs no more round trips than reading the page. Searches that find
 * the index behind while a look runs share the next one.
 */
export class LivePetIndex {
  private index: PetSearchIndex | undefined;
  private snapshot: string | undefined;
  private confirmedAt = 0;
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private readonly looks: ReturnType<typeof prepareLooks>;
  private readonly check: SharedCheck;

  constructor(
    db: Database,
    private readonly now: () => number = () => performance.now(),
    private readonly documents = new PetDocuments(),
  ) {
    const looks = prepareLooks(db);
    this.looks = looks;
    this.check = new SharedCheck(async (since) => {
      const [row] = await looks.check.execute({ since });
      return row?.changed ?? true;
    });
  }

  /**
   * What `search` answers, worked out on an index the database has confirmed up to date:
   * `search` gets the index and the snapshot of its last look (for the `since` placeholder of
   * petsChangedSince), and is run again after a look whenever it finds pets changed. Under a
   * flood of writes it settles for its third answer.
   */
  async answer<T>(
    search: (index: PetSearchIndex, since: string) => Promise<Confirmed<T>>,
  ): Promise<T> {
    // An idle hour: read again whole, as a removal's record lasts only a day.
    if (this.now() - this.confirmedAt > RELOAD_AFTER_MS) this.forget();
    for (let attempt = 1; ; attempt++) {
      if (this.index === undefined || this.snapshot === undefined) await this.lookAgain();
      const { index, snapshot } = this;
      if (index === undefined || snapshot === undefined) throw new Error('LivePetIndex: no index');
      const { value, changed } = await search(index, snapshot);
      if (!changed || attempt === 3) {
        this.confirmedAt = this.now();
        return value;
      }
      if (this.snapshot === snapshot) await this.lookAgain();
    }
  }

  /** What `work` answers from the index alone, once the database confirms it up to date. */
  answerFromIndex<T>(work: (index: PetSearchIndex) => T): Promise<T> {
    return this.answer(async (index, since) => {
      const value = work(index);
      return { value, changed: await this.check.changedSince(since) };
    });
  }

  /**
   * The listing documents of `ids`, in their order, and whether pets changed since `since`:
   * those kept beside the index as they are, the others read in the database by the statement
   * that checks, and kept when it confirms the index up to date. With every document kept,
   * the database only checks.
   */
  async pageDocuments(ids: readonly string[], since: string): Promise<Confirmed<string[]>> {
    // Taken before the check, as a look that runs meanwhile may drop a document changed after
    // `since`, which the check then reports.
    const found = ids.map((id) => this.documents.get(id));
    const kept = found.filter((document) => document !== undefined);
    if (kept.length === ids.length) {
      return { value: kept, changed: await this.check.changedSince(since) };
    }
    const missing = ids.filter((_, place) => found[place] === undefined);
    const rows = await this.looks.documents.execute({ ids: missing, since });
    const changed = rows[0]?.changed ?? true;
    const read = new Map<string, string>();
    for (const { id, document } of rows)
      if (id !== null && document !== null) read.set(id, document);
    // Read in the snapshot the index stands at: kept only while it still stands there, as a
    // look that moved it on may have dropped a document this statement read before its write.
    if (!changed && this.snapshot === since) {
      for (const [id, document] of read) this.documents.keep(id, document);
    }
    const value: string[] = [];
    ids.forEach((id, place) => {
      const document = found[place] ?? read.get(id);
      if (document !== undefined) value.push(document);
    });
    return { value, changed };
  }

  private forget() {
    this.index = undefined;
    this.snapshot = undefined;
    this.documents.clear();
    this.confirmedAt = this.now();
  }

  private lookAgain(): Promise<void> {
    if (this.queued !== undefined) return this.queued;
    if (this.running === undefined) return this.start();
    // A look already running may have begun before the caller's write: wait for the next one.
    const queued = this.running
      .catch(() => undefined)
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    this.queued = queued;
    return queued;
  }

  private start(): Promise<void> {
    const run: Promise<void> = this.look().finally(() => {
      if (this.running === run) this.running = undefined;
    });
    this.running = run;
    return run;
  }

  private async look() {
    const since = this.index === undefined ? undefined : this.snapshot;
    const changes = await readChanges(this.looks, since);
    if (since === undefined || changes.written.length > RELOAD_OVER) {
      const whole = since === undefined ? changes : await readChanges(this.looks, undefined);
      this.index = new PetSearchIndex(whole.written);
      this.documents.clear();
      this.snapshot = whole.snapshot;
    } else {
      const index = this.index;
      if (index === undefined) throw new Error('LivePetIndex: not loaded');
      for (const pet of changes.written) {
        index.put(pet);
        this.documents.drop(pet.id);
      }
      for (const id of changes.removed) {
        index.remove(id);
        this.documents.drop(id);
      }
      this.snapshot = changes.snapshot;
    }
    this.confirmedAt = this.now();
  }
}
