import {
  type AdopterProfile,
  type AdoptionRequest,
  adoptionTexts,
  type ApplicationQuestion,
  type Pet,
  type PetCategory,
} from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pets } from '../../db/schema';
import {
  createUser,
  json,
  type SignedInUser,
  testDatabases,
  useCast,
  useTestApp,
  injectAs,
} from '../../../test/helpers';
import { petBody } from '../../../test/fixtures';
import { OWN_PET_MESSAGE } from './adoptions.service';

const contact = { phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' };
const SENT_PROFILE: AdopterProfile = { adults: 2, homeType: 'house', about: 'We walk a lot.' };

type Fields = { error: { code: string; message: string; fields: Record<string, string> } };

describe.each(testDatabases)('similar pets and reapplying on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin } = useCast(t);
  let adopter: SignedInUser;

  const inject = injectAs(t);

  async function addPet(
    by: SignedInUser,
    fields: { petName?: string; category?: PetCategory; petAge?: number } = {},
    set: Partial<typeof pets.$inferInsert> = {},
  ) {
    const response = await inject('POST', '/api/petListing', by, petBody(fields));
    expect(response.statusCode, response.body).toBe(200);
    const { insertedId } = json<{ insertedId: string }>(response);
    if (Object.keys(set).length > 0) {
      await t.handle.db.update(pets).set(set).where(eq(pets.id, insertedId));
    }
    return insertedId;
  }
  async function ask(petId: string, by: SignedInUser, extra: object = {}) {
    const response = await inject('POST', '/api/adoptionUsers', by, {
      petId,
      ...contact,
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }
  const decline = (id: string) =>
    inject('PATCH', `/api/adoptionUsers/${id}/status`, owner, { status: 'declined' });
  const reapply = (id: string, petId: string, by: SignedInUser = adopter) =>
    inject('POST', `/api/adoptionUsers/${id}/reapply`, by, { petId });
  const similar = async (id: string, by: SignedInUser = adopter) => {
    const response = await inject('GET', `/api/adoptionUsers/${id}/similar`, by);
    expect(response.statusCode, response.body).toBe(200);
    return json<Pet[]>(response).map((pet) => pet.petName);
  };
  async function saveQuestions(by: SignedInUser, questions: ApplicationQuestion[]) {
    const response = await inject('PUT', '/api/application-settings', by, { questions });
    expect(response.statusCode, response.body).toBe(200);
  }
  const received = async (lister: SignedInUser, id: string) =>
    json<AdoptionRequest[]>(
      await inject('GET', `/api/adoptionUsers?email=${encodeURIComponent(lister.email)}`, lister),
    ).find((r) => r._id === id);

  beforeAll(async () => {
    adopter = await createUser(t.app, { name: 'Andy Adopter' });
  });

  it('suggests up to 6 available rabbits of a close age, closest first, then newest', async () => {
    const rabbit = (petName: string, petAge: number) => ({
      petName,
      petAge,
      category: 'rabbit' as const,
    });
    const declinedPet = await addPet(owner, rabbit('Asked', 24));
    const request = await ask(declinedPet, adopter);
    // Created in this order: among equally close ages the newer comes first.
    for (const [name, age] of [
      ['Same age', 24],
      ['Ten younger', 14],
      ['Twelve older', 36],
      ['Six older', 30],
      ['Six younger', 18],
      ['Twelve younger', 12],
      ['Eleven older', 35],
    ] as const) {
      await addPet(other, rabbit(name, age));
    }
    await addPet(other, rabbit('Too old', 37));
    await addPet(other, rabbit('Too young', 11));
    await addPet(other, { petName: 'A dog', category: 'dog', petAge: 24 });
    await addPet(other, rabbit('Adopted', 24), { adopted: true });
    await addPet(other, rabbit('Paused', 24), { paused: true });
    await addPet(adopter, rabbit('Own', 24));
    await ask(await addPet(other, rabbit('Already asked', 24)), adopter);
    const full = await addPet(other, rabbit('Full', 24), { applicationCap: 1 });
    await ask(full, owner);
    // Under its cap it is still suggested.
    const roomy = await addPet(other, rabbit('Roomy', 24), { applicationCap: 2 });
    await ask(roomy, owner);

    await decline(request);
    const expected = [
      'Roomy',
      'Same age',
      'Six younger',
      'Six older',
      'Ten younger',
      'Eleven older',
    ];
    expect(await similar(request)).toEqual(expected);
    // An admin sees what the adopter would.
    expect(await similar(request, admin)).toEqual(expected);
    const response = await inject('GET', `/api/adoptionUsers/${request}/similar`, adopter);
    expect(json<Pet[]>(response)[0]).toMatchObject({
      category: 'rabbit',
      adopted: false,
      paused: false,
    });
  });

  it('for an older pet, half its age is close enough', async () => {
    const asked = await addPet(owner, { petName: 'Old bird', category: 'bird', petAge: 60 });
    const request = await ask(asked, adopter);
    await addPet(other, { petName: 'Close', category: 'bird', petAge: 88 });
    await addPet(other, { petName: 'Far', category: 'bird', petAge: 91 });
    await addPet(other, { petName: 'Young', category: 'bird', petAge: 31 });
    expect(await similar(request)).toEqual(['Close', 'Young']);
  });

  it('carries phone, address, profile and answers (by id, else by words) to another lister', async () => {
    const lister = await createUser(t.app, { name: 'Lee Lister' });
    await saveQuestions(owner, [
      { id: 'fence', label: 'Is your yard fenced?', type: 'yesNo', options: [], required: true },
      { id: 'why', label: 'Why this pet?', type: 'longText', options: [], required: false },
      { id: 'home', label: 'Home?', type: 'choice', options: ['House', 'Flat'], required: false },
    ]);
    await saveQuestions(lister, [
      { id: 'fence', label: 'Fenced yard?', type: 'yesNo', options: [], required: true },
      { id: 'reason', label: '  WHY this pet? ', type: 'text', options: [], required: true },
      // The old answer is not one of these options: left out, not refused.
      {
        id: 'home',
        label: 'Home?',
        type: 'choice',
        options: ['Villa', 'Flat share'],
        required: false,
      },
    ]);
    const first = await ask(await addPet(owner), adopter, {
      answers: [
        { questionId: 'fence', answer: 'yes' },
        { questionId: 'why', answer: 'She looks calm.' },
        { questionId: 'home', answer: 'House' },
      ],
      profile: SENT_PROFILE,
    });
    const target = await addPet(lister, { petName: 'Next' });

    // Still open: nothing to carry yet.
    const early = await reapply(first, target);
    expect(early.statusCode).toBe(409);
    expect(json(early)).toEqual({
      error: { code: 'CONFLICT', message: adoptionTexts.reapplyOnlyDeclined },
    });
    await decline(first);
    for (const by of [owner, admin, lister, other]) {
      expect((await reapply(first, target, by)).statusCode).toBe(403);
    }
    expect(
      (await inject('POST', `/api/adoptionUsers/${first}/reapply`, undefined, { petId: target }))
        .statusCode,
    ).toBe(401);
    expect((await reapply(first, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    const response = await reapply(first, target);
    expect(response.statusCode, response.body).toBe(200);
    const { insertedId } = json<{ insertedId: string }>(response);
    expect(await received(lister, insertedId)).toMatchObject({
      petName: 'Next',
      status: 'pending',
      ...contact,
      profile: SENT_PROFILE,
      answers: [
        { questionId: 'fence', question: 'Fenced yard?', answer: 'yes' },
        { questionId: 'reason', question: 'WHY this pet?', answer: 'She looks calm.' },
      ],
      position: 1,
      openRequests: 1,
    });
    // Through the same checks as a new request: asking twice is refused.
    expect((await reapply(first, target)).statusCode).toBe(409);
  });

  it('a required question the old answers do not cover is asked for as in a new request', async () => {
    const lister = await createUser(t.app, { name: 'Quinn Questions' });
    await saveQuestions(owner, []);
    await saveQuestions(lister, [
      { id: 'vet', label: 'Who is your vet?', type: 'text', options: [], required: true },
    ]);
    const first = await ask(await addPet(owner), adopter);
    await decline(first);
    const response = await reapply(first, await addPet(lister));
    expect(response.statusCode).toBe(400);
    expect(json<Fields>(response).error.fields).toEqual({
      'answers.vet': 'Answer “Who is your vet?”.',
    });
  });

  it('uses the saved profile when the request had none, and goes through every check', async () => {
    const newcomer = await createUser(t.app, { name: 'Nia Newcomer' });
    await saveQuestions(owner, []);
    const first = await ask(await addPet(owner), newcomer);
    await decline(first);
    const saved: AdopterProfile = { adults: 1, yard: 'none' };
    expect((await inject('PUT', '/api/adopter-profile', newcomer, saved)).statusCode).toBe(200);
    const target = await addPet(other);
    const response = await reapply(first, target, newcomer);
    expect(response.statusCode, response.body).toBe(200);
    const { insertedId } = json<{ insertedId: string }>(response);
    expect((await received(other, insertedId))?.profile).toEqual(saved);

    const own = await reapply(first, await addPet(newcomer), newcomer);
    expect(json(own)).toEqual({ error: { code: 'CONFLICT', message: OWN_PET_MESSAGE } });
    const full = await addPet(other, {}, { applicationCap: 1 });
    await ask(full, adopter);
    const capped = await reapply(first, full, newcomer);
    expect(json(capped)).toEqual({
      error: { code: 'CONFLICT', message: adoptionTexts.capReached },
    });
    const paused = await reapply(first, await addPet(other, {}, { paused: true }), newcomer);
    expect(json(paused)).toEqual({
      error: { code: 'CONFLICT', message: adoptionTexts.pausedListing },
    });
  });

  it('works after a decline by someone else’s acceptance, not after the brief’s reject', async () => {
    await saveQuestions(owner, []);
    const petId = await addPet(owner);
    const passedOver = await ask(petId, adopter);
    const chosen = await ask(petId, other);
    await inject('PATCH', `/api/adoptionUsers/${chosen}/accept`, owner);
    const carried = await reapply(passedOver, await addPet(other));
    expect(carried.statusCode, carried.body).toBe(200);

    const rejected = await ask(await addPet(owner), adopter);
    await inject('DELETE', `/api/adoptionUsers/${rejected}`, owner);
    const response = await reapply(rejected, await addPet(other));
    expect(response.statusCode).toBe(400);
    expect(json<Fields>(response).error).toMatchObject({
      message: adoptionTexts.reapplyDetailsErased,
      fields: {
        phoneNumber: adoptionTexts.reapplyDetailsErased,
        address: adoptionTexts.reapplyDetailsErased,
      },
    });
  });
});
