import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { petIndexRemovals, pets } from '../../../db/schema';
import { createUser, testDatabases, useTestApp } from '../../../../test/helpers';
import { insertSearchPets, searchPets } from '../pet-search.fixtures';
import { PetDocuments } from './documents';
import { LivePetIndex } from './index-sync';

const named = (name: string) => ({ search: name });
const everyPet = { kind: 'every' } as const;

describe.each(testDatabases)('the live search index on %s', (database) => {
  const t = useTestApp({ database });

  it('sees every pet written or deleted before a search, by any statement', async () => {
    const owner = await createUser(t.app);
    const live = new LivePetIndex(t.handle.db);
    expect((await live.answerFromIndex((index) => index)).count).toBe(0);

    const list = searchPets(owner.id, 12);
    await insertSearchPets(t.handle, list);
    expect((await live.answerFromIndex((index) => index)).count).toBe(12);

    const [first, second, third] = list.map((pet) => pet.id);
    await t.handle.db
      .update(pets)
      .set({ petName: 'Renamed' })
      .where(eq(pets.id, first ?? ''));
    await t.handle.db.delete(pets).where(inArray(pets.id, [second ?? '', third ?? '']));
    const index = await live.answerFromIndex((index) => index);
    expect(index.count).toBe(10);
    expect(index.page(everyPet, named('renamed'), 'newest', undefined, 5).ids).toEqual([first]);

    // A second server's index, loaded afresh, agrees with the one kept up to date.
    const fresh = await new LivePetIndex(t.handle.db).answerFromIndex((index) => index);
    expect(fresh.page(everyPet, {}, 'name', undefined, 50)).toEqual(
      index.page(everyPet, {}, 'name', undefined, 50),
    );
  });

  it('reads everything again after many writes, and after an hour without a look', async () => {
    const owner = await createUser(t.app);
    let now = 0;
    const live = new LivePetIndex(t.handle.db, () => now);
    const before = (await live.answerFromIndex((index) => index)).count;
    const many = searchPets(owner.id, 2_500);
    for (let from = 0; from < many.length; from += 500) {
      await insertSearchPets(t.handle, many.slice(from, from + 500));
    }
    expect((await live.answerFromIndex((index) => index)).count).toBe(before + 2_500);

    // A removal older than its record (kept a day, more than an hour) is still seen.
    const [gone] = many;
    await t.handle.db.delete(pets).where(eq(pets.id, gone?.id ?? ''));
    await t.handle.db.delete(petIndexRemovals);
    now += 61 * 60_000;
    expect((await live.answerFromIndex((index) => index)).count).toBe(before + 2_499);
  });

  it("answers a page's documents from memory only while the database holds them", async () => {
    const owner = await createUser(t.app);
    const list = searchPets(owner.id, 3);
    await insertSearchPets(t.handle, list);
    const documents = new PetDocuments();
    const live = new LivePetIndex(t.handle.db, undefined, documents);
    const ids = list.map((pet) => pet.id);
    const names = () =>
      live.answer(async (_, since) => {
        const { value, changed } = await live.pageDocuments(ids, since);
        return {
          value: value.map((text) => (JSON.parse(text) as { petName: string }).petName),
          changed,
        };
      });
    const before = await names();
    expect(before).toEqual(list.map((pet) => pet.petName));
    expect(documents.has(ids[0] ?? '')).toBe(true);

    await t.handle.db
      .update(pets)
      .set({ petName: 'Renamed' })
      .where(eq(pets.id, ids[1] ?? ''));
    await t.handle.db.delete(pets).where(eq(pets.id, ids[2] ?? ''));
    expect(await names()).toEqual([before[0], 'Renamed']);
    expect(documents.has(ids[2] ?? '')).toBe(false);
  });

  it('shares one look among the searches that arrive while it runs', async () => {
    const live = new LivePetIndex(t.handle.db);
    const indexes = await Promise.all(
      Array.from({ length: 20 }, () => live.answerFromIndex((index) => index)),
    );
    expect(new Set(indexes).size).toBe(1);
  });

  if (database === 'postgres') {
    it('sees a write committed after a look that began while it was open', async () => {
      const owner = await createUser(t.app);
      const [pet, other] = searchPets(owner.id, 2);
      if (pet === undefined || other === undefined) throw new Error('no pets');
      await insertSearchPets(t.handle, [pet, other]);
      const live = new LivePetIndex(t.handle.db);
      await live.answerFromIndex((index) => index);

      if (t.handle.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const writer = await t.handle.client.connect();
      try {
        await writer.query('BEGIN');
        await writer.query('UPDATE pets SET pet_name = $1 WHERE id = $2', ['Latecomer', pet.id]);
        // Another transaction, begun and committed while that one is still open, is seen now.
        await t.handle.db.update(pets).set({ petAgeMonths: 99 }).where(eq(pets.id, other.id));
        const during = await live.answerFromIndex((index) => index);
        expect(during.page(everyPet, named('latecomer'), 'newest', undefined, 5).total).toBe(0);
        expect(during.page(everyPet, { minAge: 99 }, 'newest', undefined, 5).ids).toEqual([
          other.id,
        ]);
        await writer.query('COMMIT');
      } finally {
        writer.release();
      }
      const after = await live.answerFromIndex((index) => index);
      expect(after.page(everyPet, named('latecomer'), 'newest', undefined, 5).ids).toEqual([
        pet.id,
      ]);
    });
  }
});
