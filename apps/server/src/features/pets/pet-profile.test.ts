import type { Pet } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { petBody } from '../../../test/fixtures';
import {
  injectAs,
  json,
  type SignedInUser,
  testDatabases,
  useCast,
  useTestApp,
} from '../../../test/helpers';

interface Refusal {
  error: { code: string; fields: Record<string, string> };
}

const picture = (name: string, alt = `${name} on the sofa`) => ({
  url: `https://example.com/${name}.webp`,
  alt,
});

describe.each(testDatabases)('a pet’s profile on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin } = useCast(t);
  const call = injectAs(t);

  /** Adds a pet; given pictures, without the fixture's cover, as a newer client would. */
  async function addPet(by: SignedInUser, overrides: Record<string, unknown> = {}) {
    const cover = 'images' in overrides ? { image: undefined } : {};
    const response = await call('POST', '/api/petListing', by, {
      ...petBody(),
      ...cover,
      ...overrides,
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }
  const readPet = async (id: string) => {
    const response = await call('GET', `/api/petListing/${id}`, undefined);
    expect(response.statusCode, response.body).toBe(200);
    return json<Pet>(response);
  };
  const change = (id: string, payload: object, by: SignedInUser = owner) =>
    call('PATCH', `/api/petListing/${id}`, by, payload);
  /** The field names a refused request's answer gives. */
  const refusedFields = (response: { statusCode: number; body: string }) => {
    expect(response.statusCode, response.body).toBe(400);
    return Object.keys(json<Refusal>(response).error.fields);
  };

  const fullProfile = {
    sex: 'female',
    size: 'medium',
    breedPrimary: 'beagle',
    breedSecondary: 'Border Collie',
    mixedBreed: true,
    colour: 'Tricolour',
    coat: 'short',
    goodWithChildren: 'yes',
    goodWithDogs: 'yes',
    goodWithCats: 'no',
    houseTrained: 'yes',
    vaccinated: 'yes',
    spayedNeutered: 'unknown',
    microchipped: 'no',
    specialNeeds: 'yes',
    specialNeedsNote: 'Needs a daily eye drop.',
    images: [picture('copper'), picture('copper-garden', 'Copper sniffing the garden')],
    videoUrl: '  https://youtu.be/dQw4w9WgXcQ  ',
  };

  describe('every field', () => {
    it('comes back from every answer as it was sent, breeds in the list’s spelling', async () => {
      const id = await addPet(owner, {
        ...fullProfile,
        petName: 'Copper',
        category: 'dog',
        petAge: 30,
      });
      const expected = {
        ...fullProfile,
        breedPrimary: 'Beagle',
        ageGroup: 'adult',
        image: 'https://example.com/copper.webp',
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
        bondedWith: null,
      };
      expect(await readPet(id)).toMatchObject(expected);

      const lists = [
        ['/api/petListing?limit=100', undefined],
        [`/api/petListing?limit=100&email=${encodeURIComponent(owner.email)}`, owner],
        ['/api/petListing?limit=100&includeAdopted=true', admin],
      ] as const;
      for (const [url, by] of lists) {
        const response = await call('GET', url, by);
        expect(response.statusCode, response.body).toBe(200);
        const listed = json<Pet[]>(response).find((pet) => pet._id === id);
        expect(listed, url).toMatchObject(expected);
      }
    });

    it('reads as not described when left out: unknown facts, the cover its one picture', async () => {
      const id = await addPet(owner, { petName: 'Plain' });
      expect(await readPet(id)).toMatchObject({
        sex: null,
        size: null,
        breedPrimary: null,
        breedSecondary: null,
        mixedBreed: false,
        colour: null,
        coat: null,
        goodWithChildren: 'unknown',
        specialNeeds: 'unknown',
        specialNeedsNote: null,
        bondedWith: null,
        images: [{ url: 'https://example.com/cat.webp', alt: 'Plain' }],
        videoUrl: null,
      });
    });

    it('changes only the fields a PATCH sends, and null or an empty text clears one', async () => {
      const id = await addPet(owner, { ...fullProfile, category: 'dog' });
      const changed = await change(id, { size: 'large', colour: '', specialNeedsNote: null });
      expect(json(changed)).toEqual({ modifiedCount: 1 });
      expect(await readPet(id)).toMatchObject({
        ...fullProfile,
        breedPrimary: 'Beagle',
        size: 'large',
        colour: null,
        specialNeedsNote: null,
        videoUrl: 'https://youtu.be/dQw4w9WgXcQ',
      });
    });

    it.each([
      ['sex', 'girl'],
      ['size', 'huge'],
      ['coat', 'fluffy'],
      ['goodWithChildren', 'maybe'],
      ['microchipped', true],
      ['mixedBreed', 'yes'],
      ['specialNeedsNote', 'x'.repeat(501)],
      ['colour', 'x'.repeat(51)],
    ])('refuses %s %j, naming the field', async (field, value) => {
      expect(
        refusedFields(
          await call('POST', '/api/petListing', owner, {
            ...petBody(),
            [field]: value,
          }),
        ),
      ).toEqual([field]);
    });

    it('takes a special needs note of 500 characters', async () => {
      const note = 'n'.repeat(500);
      const id = await addPet(owner, { specialNeeds: 'yes', specialNeedsNote: note });
      expect((await readPet(id)).specialNeedsNote).toBe(note);
    });
  });

  describe('age group', () => {
    it('is worked out from the age and category, and again when either changes', async () => {
      const id = await addPet(owner, { category: 'dog', petAge: 3 });
      expect((await readPet(id)).ageGroup).toBe('baby');

      await change(id, { petAge: 12 });
      expect((await readPet(id)).ageGroup).toBe('young');

      // Twelve months is a grown rabbit but a young dog.
      await change(id, { category: 'rabbit', breedPrimary: 'Mini Lop' });
      expect((await readPet(id)).ageGroup).toBe('adult');

      const senior = await change(id, { category: 'cat', petAge: 140, breedPrimary: null });
      expect(senior.statusCode, senior.body).toBe(200);
      expect((await readPet(id)).ageGroup).toBe('senior');
    });

    it('is never taken from a body: one sent is ignored', async () => {
      const id = await addPet(owner, { category: 'dog', petAge: 3, ageGroup: 'senior' });
      expect((await readPet(id)).ageGroup).toBe('baby');
      await change(id, { ageGroup: 'senior', petName: 'Still a puppy' });
      expect(await readPet(id)).toMatchObject({ ageGroup: 'baby', petName: 'Still a puppy' });
    });
  });

  describe('breeds', () => {
    it.each([
      ['dog', 'Labrador Retriever'],
      ['cat', 'maine coon'],
      ['rabbit', 'holland lop'],
      ['bird', 'budgie/budgerigar'],
      ['fish', 'Fantail goldfish'],
      ['domestic', 'Angora goat'],
    ])('a %s takes %j', async (category, breed) => {
      const id = await addPet(owner, { category, breedPrimary: breed });
      expect((await readPet(id)).breedPrimary?.toLowerCase()).toBe(breed.toLowerCase());
    });

    it.each([
      ['dog', 'breedPrimary', 'Maine Coon'],
      ['dog', 'breedSecondary', 'Doodle of sorts'],
      ['cat', 'breedPrimary', 'Beagle'],
      ['rabbit', 'breedPrimary', 'Lop-eared of sorts'],
      ['bird', 'breedSecondary', 'Rainbow-ish parrot'],
    ])('a %s refuses %s %j, naming it', async (category, field, breed) => {
      const response = await call('POST', '/api/petListing', owner, {
        ...petBody({ category: category as Pet['category'] }),
        [field]: breed,
      });
      expect(refusedFields(response)).toEqual([field]);
      expect(json<Refusal>(response).error.fields[field]).toBe(
        `Pick a ${category} breed from the list.`,
      );
    });

    it('checks a PATCH against the category the pet has after it', async () => {
      const id = await addPet(owner, { category: 'fish', breedPrimary: 'Goldfish' });
      // The goldfish's breed is no dog's: the category cannot change alone.
      expect(refusedFields(await change(id, { category: 'dog' }))).toEqual(['breedPrimary']);
      expect((await readPet(id)).category).toBe('fish');
      // A dog's breed for a fish is free text; for the dog it becomes, it must be listed.
      expect(
        refusedFields(await change(id, { breedPrimary: 'Poodle or so', category: 'dog' })),
      ).toEqual(['breedPrimary']);

      expect((await change(id, { category: 'dog', breedPrimary: 'poodle' })).statusCode).toBe(200);
      expect(await readPet(id)).toMatchObject({ category: 'dog', breedPrimary: 'Poodle' });
      expect(refusedFields(await change(id, { breedSecondary: 'Siamese cat' }))).toEqual([
        'breedSecondary',
      ]);

      // A listed dog breed stays valid when only the age changes, and any text is a fish's.
      expect((await change(id, { petAge: 40 })).statusCode).toBe(200);
      expect((await change(id, { category: 'fish' })).statusCode).toBe(200);
      expect(await readPet(id)).toMatchObject({ category: 'fish', breedPrimary: 'Poodle' });
    });

    it('refuses a category change that leaves the second breed unlisted, naming it', async () => {
      const id = await addPet(owner, {
        category: 'domestic',
        breedPrimary: null,
        breedSecondary: 'Nubian goat',
      });
      expect(refusedFields(await change(id, { category: 'cat' }))).toEqual(['breedSecondary']);
    });
  });

  describe('pictures', () => {
    it('a client of the brief sends only image: it is the cover and the one picture', async () => {
      const id = await addPet(owner, { petName: 'Luna', image: 'https://example.com/luna.webp' });
      expect(await readPet(id)).toMatchObject({
        image: 'https://example.com/luna.webp',
        images: [{ url: 'https://example.com/luna.webp', alt: 'Luna' }],
      });
    });

    it('reorders by PATCH: the new first picture is the cover', async () => {
      const [a, b, c] = [picture('a'), picture('b'), picture('c')];
      const id = await addPet(owner, { images: [a, b, c], image: a.url });
      expect((await readPet(id)).image).toBe(a.url);

      expect((await change(id, { images: [c, a, b] })).statusCode).toBe(200);
      expect(await readPet(id)).toMatchObject({ image: c.url, images: [c, a, b] });

      // A client that read the pet sends its old cover back beside the new order: fine.
      expect((await change(id, { image: c.url, images: [b, c, a] })).statusCode).toBe(200);
      expect(await readPet(id)).toMatchObject({ image: b.url, images: [b, c, a] });
    });

    it('image alone on a PATCH replaces the cover and keeps the other pictures', async () => {
      const [a, b] = [picture('a'), picture('b')];
      const id = await addPet(owner, { petName: 'Mochi', images: [a, b] });
      const cover = 'https://example.com/new-cover.webp';
      expect((await change(id, { image: cover })).statusCode).toBe(200);
      expect(await readPet(id)).toMatchObject({
        image: cover,
        images: [{ url: cover, alt: 'Mochi' }, b],
      });
      // The same cover again keeps its description.
      await change(id, { images: [{ url: cover, alt: 'Mochi asleep' }, b] });
      await change(id, { image: cover });
      expect((await readPet(id)).images[0]).toEqual({ url: cover, alt: 'Mochi asleep' });
    });

    it('refuses an image that is neither the first picture nor the current cover', async () => {
      const [a, b] = [picture('a'), picture('b')];
      const created = await call('POST', '/api/petListing', owner, {
        ...petBody(),
        image: b.url,
        images: [a, b],
      });
      expect(refusedFields(created)).toEqual(['image']);

      const id = await addPet(owner, { images: [a, b] });
      expect(refusedFields(await change(id, { image: picture('z').url, images: [b, a] }))).toEqual([
        'image',
      ]);
      expect((await readPet(id)).images).toEqual([a, b]);
    });

    it('takes six pictures and refuses seven', async () => {
      const six = ['a', 'b', 'c', 'd', 'e', 'f'].map((name) => picture(name));
      const id = await addPet(owner, { images: six });
      expect((await readPet(id)).images).toHaveLength(6);

      const seven = [...six, picture('g')];
      const response = await call('POST', '/api/petListing', owner, {
        ...petBody(),
        images: seven,
      });
      expect(refusedFields(response)).toEqual(['images']);
      expect(json<Refusal>(response).error.fields.images).toContain('at most 6');
      expect(refusedFields(await change(id, { images: seven }))).toEqual(['images']);
      expect(refusedFields(await change(id, { images: [] }))).toEqual(['images']);
    });

    it('refuses a picture without a description or with a bad address, naming it', async () => {
      const missingAlt = await call('POST', '/api/petListing', owner, {
        ...petBody(),
        images: [picture('a'), { url: picture('b').url }],
      });
      expect(refusedFields(missingAlt)).toEqual(['images.1.alt']);

      const blankAlt = await call('POST', '/api/petListing', owner, {
        ...petBody(),
        images: [{ url: picture('a').url, alt: '   ' }],
      });
      expect(refusedFields(blankAlt)).toEqual(['images.0.alt']);

      const badUrl = await call('POST', '/api/petListing', owner, {
        ...petBody(),
        images: [picture('a'), { url: 'javascript:alert(1)', alt: 'A cat' }],
      });
      expect(refusedFields(badUrl)).toEqual(['images.1.url']);
    });

    it('a new pet needs image or images', async () => {
      const response = await call('POST', '/api/petListing', owner, {
        ...petBody(),
        image: undefined,
      });
      expect(refusedFields(response)).toEqual(['image']);
    });
  });

  describe('video', () => {
    it.each([
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871',
    ])('takes %s as given', async (videoUrl) => {
      const id = await addPet(owner, { videoUrl });
      expect((await readPet(id)).videoUrl).toBe(videoUrl);
    });

    it.each([
      'https://example.com/video.mp4',
      'https://www.dailymotion.com/video/x7tgad0',
      'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
      'javascript:alert(1)',
      'not a link',
    ])('refuses %s, naming videoUrl', async (videoUrl) => {
      const response = await call('POST', '/api/petListing', owner, { ...petBody(), videoUrl });
      expect(refusedFields(response)).toEqual(['videoUrl']);
      expect(json<Refusal>(response).error.fields.videoUrl).toContain('YouTube or Vimeo');
    });

    it('is cleared by null or an empty link', async () => {
      const videoUrl = 'https://vimeo.com/76979871';
      const id = await addPet(owner, { videoUrl });
      await change(id, { videoUrl: '' });
      expect((await readPet(id)).videoUrl).toBeNull();
      await change(id, { videoUrl });
      await change(id, { videoUrl: null });
      expect((await readPet(id)).videoUrl).toBeNull();
      expect(refusedFields(await change(id, { videoUrl: 'https://example.com/v' }))).toEqual([
        'videoUrl',
      ]);
    });
  });

  describe('bonded pets', () => {
    const bondOf = async (id: string) => (await readPet(id)).bondedWith;

    it('bond both ways; a new bond lets go of the old ones; null clears both', async () => {
      const a = await addPet(owner, { petName: 'Salt' });
      const b = await addPet(owner, { petName: 'Pepper', bondedWith: a });
      expect([await bondOf(a), await bondOf(b)]).toEqual([b, a]);

      // C bonds with A: B is let go.
      const c = await addPet(owner, { petName: 'Sugar' });
      expect((await change(c, { bondedWith: a })).statusCode).toBe(200);
      expect([await bondOf(a), await bondOf(b), await bondOf(c)]).toEqual([c, null, a]);

      // B bonds with C: A is let go.
      expect((await change(b, { bondedWith: c })).statusCode).toBe(200);
      expect([await bondOf(a), await bondOf(b), await bondOf(c)]).toEqual([null, c, b]);

      expect((await change(c, { bondedWith: null })).statusCode).toBe(200);
      expect([await bondOf(a), await bondOf(b), await bondOf(c)]).toEqual([null, null, null]);
    });

    it('a deleted pet’s partner reads as bonded with nobody', async () => {
      const a = await addPet(owner);
      const b = await addPet(owner, { bondedWith: a });
      const deleted = await call('DELETE', `/api/petListing/${a}`, owner);
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(await bondOf(b)).toBeNull();
    });

    it('refuses someone else’s pet, an unknown id and the pet itself, naming bondedWith', async () => {
      const mine = await addPet(owner);
      const theirs = await addPet(other);
      const unknown = '00000000-0000-4000-8000-000000000000';
      for (const bondedWith of [theirs, unknown, 'not-an-id']) {
        const created = await call('POST', '/api/petListing', owner, { ...petBody(), bondedWith });
        expect(refusedFields(created)).toEqual(['bondedWith']);
        expect(refusedFields(await change(mine, { bondedWith }))).toEqual(['bondedWith']);
      }
      expect(refusedFields(await change(mine, { bondedWith: mine }))).toEqual(['bondedWith']);
      expect(await bondOf(mine)).toBeNull();
      expect(await bondOf(theirs)).toBeNull();
    });

    it('an admin bonds two pets of their owner, never one of the admin’s own', async () => {
      const a = await addPet(owner);
      const b = await addPet(owner);
      const adminsOwn = await addPet(admin);
      expect((await change(a, { bondedWith: b }, admin)).statusCode).toBe(200);
      expect([await bondOf(a), await bondOf(b)]).toEqual([b, a]);
      expect(refusedFields(await change(a, { bondedWith: adminsOwn }, admin))).toEqual([
        'bondedWith',
      ]);
    });

    it('an admin’s change to a profile is in the audit log, field by field', async () => {
      const a = await addPet(owner, { petName: 'Audited', size: 'small' });
      const b = await addPet(owner);
      const cover = picture('audited');
      const changed = await change(a, { size: 'large', bondedWith: b, images: [cover] }, admin);
      expect(changed.statusCode, changed.body).toBe(200);
      const log = await call('GET', '/api/audit?action=pet.update&limit=100', admin);
      const entry = json<{ targetId: string; before: object; after: object }[]>(log).find(
        (row) => row.targetId === a,
      );
      expect(entry).toMatchObject({
        before: { size: 'small', bondedWith: null },
        after: {
          size: 'large',
          bondedWith: b,
          image: cover.url,
          images: [`${cover.url} (${cover.alt})`],
        },
      });
    });

    it('another user cannot bond someone’s pet', async () => {
      const a = await addPet(owner);
      const theirs = await addPet(other);
      expect((await change(a, { bondedWith: theirs }, other)).statusCode).toBe(403);
    });
  });

  it('the API document shows the profile on Pet, CreatePet and UpdatePet', async () => {
    const response = await call('GET', '/api/docs/json', undefined);
    const doc = json<{ components: { schemas: Record<string, { properties: object }> } }>(response);
    for (const name of ['Pet', 'CreatePet', 'UpdatePet']) {
      const fields = Object.keys(doc.components.schemas[name]?.properties ?? {});
      expect(fields, name).toEqual(
        expect.arrayContaining(['sex', 'breedPrimary', 'images', 'videoUrl', 'bondedWith']),
      );
    }
    expect(Object.keys(doc.components.schemas.Pet?.properties ?? {})).toContain('ageGroup');
    expect(Object.keys(doc.components.schemas.CreatePet?.properties ?? {})).not.toContain(
      'ageGroup',
    );
  });
});
