import {
  ADOPTION_CONTACT_RETENTION_DAYS,
  type AdopterProfile,
  type AdoptionRequest,
  type ApplicationQuestion,
  type ApplicationSettings,
  applicationTexts,
  DEFAULT_APPLICATION_QUESTIONS,
  type PetApplication,
} from '@pet-adoption/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adoptionRequests } from '../../db/schema';
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
import { eraseExpiredAdoptionContacts } from './adoption-retention';

const contact = { phoneNumber: '+880 1700-000000', address: '12 Lake Road, Dhaka' };

const QUESTIONS: ApplicationQuestion[] = [
  { id: 'fence', label: 'Is your yard fenced?', type: 'yesNo', options: [], required: true },
  {
    id: 'home',
    label: 'Where do you live?',
    type: 'choice',
    options: ['House', 'Flat'],
    required: false,
  },
  { id: 'why', label: 'Why this pet?', type: 'longText', options: [], required: false },
];

const PROFILE: AdopterProfile = {
  adults: 2,
  children: [4, 9],
  homeType: 'house',
  ownOrRent: 'rent',
  landlordAllowsPets: true,
  yard: 'fenced',
  hoursAlone: 3.5,
  about: 'We walk a lot.',
};

type Fields = { error: { code: string; message: string; fields: Record<string, string> } };

describe.each(testDatabases)('application questions and adopter profiles on %s', (database) => {
  const t = useTestApp({ database });
  const { owner, other, admin } = useCast(t);

  const inject = injectAs(t);

  async function addPet(by: SignedInUser) {
    const response = await inject('POST', '/api/petListing', by, petBody({ petName: 'Rex' }));
    expect(response.statusCode, response.body).toBe(200);
    return json<{ insertedId: string }>(response).insertedId;
  }
  async function saveQuestions(by: SignedInUser, questions: ApplicationQuestion[], terms = '') {
    const response = await inject('PUT', '/api/application-settings', by, { questions, terms });
    expect(response.statusCode, response.body).toBe(200);
  }
  const sentBy = async (adopter: SignedInUser, requestId: string) =>
    json<AdoptionRequest[]>(
      await inject(
        'GET',
        `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(adopter.email)}`,
        adopter,
      ),
    ).find((r) => r._id === requestId);
  const receivedBy = async (lister: SignedInUser, requestId: string) =>
    json<AdoptionRequest[]>(
      await inject('GET', `/api/adoptionUsers?email=${encodeURIComponent(lister.email)}`, lister),
    ).find((r) => r._id === requestId);

  describe('the lister’s questions and terms', () => {
    it('answers 401 signed out', async () => {
      expect((await inject('GET', '/api/application-settings', undefined)).statusCode).toBe(401);
      const put = await inject('PUT', '/api/application-settings', undefined, {
        questions: [],
        terms: '',
      });
      expect(put.statusCode).toBe(401);
    });

    it('starts with the default questions, none required, and no terms', async () => {
      const lister = await createUser(t.app);
      const response = await inject('GET', '/api/application-settings', lister);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      const settings = json<ApplicationSettings>(response);
      expect(settings).toEqual({ questions: DEFAULT_APPLICATION_QUESTIONS, terms: '' });
      expect(settings.questions.some((question) => question.required)).toBe(false);
    });

    it('replaces the whole set, for the caller only', async () => {
      const lister = await createUser(t.app);
      const put = await inject('PUT', '/api/application-settings', lister, {
        questions: QUESTIONS,
        terms: '  Bring a carrier.  ',
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(json(put)).toEqual({ questions: QUESTIONS, terms: 'Bring a carrier.' });
      expect(json(await inject('GET', '/api/application-settings', lister))).toEqual({
        questions: QUESTIONS,
        terms: 'Bring a carrier.',
      });
      // Replaced, not merged: the options and `required` default, the terms go.
      const again = await inject('PUT', '/api/application-settings', lister, {
        questions: [{ id: 'why', label: 'Why?', type: 'text' }],
      });
      expect(json(again)).toEqual({
        questions: [{ id: 'why', label: 'Why?', type: 'text', options: [], required: false }],
        terms: '',
      });
      // No questions at all is a choice too, not the defaults back.
      await saveQuestions(lister, []);
      expect(json(await inject('GET', '/api/application-settings', lister))).toEqual({
        questions: [],
        terms: '',
      });
      // Each person has their own.
      expect(json(await inject('GET', '/api/application-settings', other))).toEqual({
        questions: DEFAULT_APPLICATION_QUESTIONS,
        terms: '',
      });
    });

    it('refuses bad questions with 400 naming the field', async () => {
      const lister = await createUser(t.app);
      const question = (overrides: object) => ({
        id: 'q1',
        label: 'Question?',
        type: 'text',
        ...overrides,
      });
      const cases: [object, string, string][] = [
        [
          { questions: [question({ type: 'choice', options: ['Only one'] })] },
          'questions.0.options',
          'Give 2 to 10 options.',
        ],
        [
          { questions: [question({ type: 'choice', options: ['A', 'A'] })] },
          'questions.0.options',
          'Give each option once.',
        ],
        [
          { questions: [question({ type: 'yesNo', options: ['Yes', 'No'] })] },
          'questions.0.options',
          'Only a question with options to choose from has options.',
        ],
        [{ questions: [question({ label: '  ' })] }, 'questions.0.label', 'Write the question.'],
        [
          { questions: [question({ type: 'essay' })] },
          'questions.0.type',
          'Choose how the question is answered.',
        ],
        [
          { questions: [question({}), question({ label: 'Again?' })] },
          'questions',
          'Each question needs an id of its own.',
        ],
        [
          { questions: Array.from({ length: 21 }, (_, i) => question({ id: `q${i}` })) },
          'questions',
          'Ask at most 20 questions.',
        ],
        [
          { questions: [], terms: 'x'.repeat(5001) },
          'terms',
          'Keep the terms under 5,000 characters.',
        ],
      ];
      for (const [payload, field, message] of cases) {
        const response = await inject('PUT', '/api/application-settings', lister, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
        const { error } = json<Fields>(response);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fields[field], JSON.stringify(error.fields)).toBe(message);
      }
      // Nothing was saved.
      expect(json(await inject('GET', '/api/application-settings', lister))).toEqual({
        questions: DEFAULT_APPLICATION_QUESTIONS,
        terms: '',
      });
    });
  });

  describe('the adopter’s profile', () => {
    it('answers 401 signed out and `{}` before the first save', async () => {
      expect((await inject('GET', '/api/adopter-profile', undefined)).statusCode).toBe(401);
      expect((await inject('PUT', '/api/adopter-profile', undefined, {})).statusCode).toBe(401);
      const adopter = await createUser(t.app);
      const response = await inject('GET', '/api/adopter-profile', adopter);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(json(response)).toEqual({});
    });

    it('replaces the caller’s profile, and only theirs', async () => {
      const adopter = await createUser(t.app);
      const put = await inject('PUT', '/api/adopter-profile', adopter, PROFILE);
      expect(put.statusCode, put.body).toBe(200);
      expect(json(put)).toEqual(PROFILE);
      expect(json(await inject('GET', '/api/adopter-profile', adopter))).toEqual(PROFILE);
      // A field left out is no longer part of it.
      const again = await inject('PUT', '/api/adopter-profile', adopter, { adults: 1 });
      expect(json(again)).toEqual({ adults: 1 });
      expect(json(await inject('GET', '/api/adopter-profile', adopter))).toEqual({ adults: 1 });
      expect(json(await inject('GET', '/api/adopter-profile', other))).toEqual({});
    });

    it('refuses bad fields with 400 naming the field', async () => {
      const adopter = await createUser(t.app);
      const cases: [object, string, string][] = [
        [{ homeType: 'castle' }, 'homeType', 'Choose house, apartment or other.'],
        [{ ownOrRent: 'borrow' }, 'ownOrRent', 'Choose own or rent.'],
        [{ yard: 'huge' }, 'yard', 'Choose fenced, not fenced or no yard.'],
        [{ adults: 0 }, 'adults', 'At least 1.'],
        [{ children: [4, 30] }, 'children.1', 'A child is 17 or younger.'],
        [{ hoursAlone: 25 }, 'hoursAlone', 'Give 0 to 24 hours.'],
        [{ about: 'x'.repeat(1001) }, 'about', 'Keep this under 1,000 characters.'],
      ];
      for (const [payload, field, message] of cases) {
        const response = await inject('PUT', '/api/adopter-profile', adopter, payload);
        expect(response.statusCode, JSON.stringify(payload).slice(0, 200)).toBe(400);
        const { error } = json<Fields>(response);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.fields[field], JSON.stringify(error.fields)).toBe(message);
      }
      expect(json(await inject('GET', '/api/adopter-profile', adopter))).toEqual({});
    });
  });

  describe('asking for one pet', () => {
    it('answers what asking takes: the owner’s questions and terms, and open requests', async () => {
      const lister = await createUser(t.app);
      const petId = await addPet(lister);
      const url = `/api/petListing/${petId}/application`;
      expect((await inject('GET', url, undefined)).statusCode).toBe(401);

      const fresh = await inject('GET', url, other);
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(json(fresh)).toEqual({
        questions: DEFAULT_APPLICATION_QUESTIONS,
        terms: '',
        adoptionFee: 0,
        openRequests: 0,
        applicationCap: null,
        acceptingApplications: true,
      });

      await saveQuestions(lister, QUESTIONS, 'Bring a carrier.');
      for (const by of [other, admin]) {
        const asked = await inject('POST', '/api/adoptionUsers', by, {
          petId,
          ...contact,
          answers: [{ questionId: 'fence', answer: 'yes' }],
        });
        expect(asked.statusCode, asked.body).toBe(200);
      }
      const busy = json<PetApplication>(await inject('GET', url, other));
      expect(busy).toMatchObject({
        questions: QUESTIONS,
        terms: 'Bring a carrier.',
        openRequests: 2,
        acceptingApplications: true,
      });

      await inject('PATCH', `/api/petListing/${petId}`, lister, { adopted: true });
      expect(json<PetApplication>(await inject('GET', url, other)).acceptingApplications).toBe(
        false,
      );
    });

    it('answers 404 for an unknown or malformed pet', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const response = await inject('GET', `/api/petListing/${id}/application`, other);
        expect(response.statusCode).toBe(404);
        expect(json<Fields>(response).error.code).toBe('NOT_FOUND');
      }
      const petId = await addPet(owner);
      await inject('DELETE', `/api/petListing/${petId}`, owner);
      expect((await inject('GET', `/api/petListing/${petId}/application`, other)).statusCode).toBe(
        404,
      );
    });
  });

  describe('a request’s answers and profile', () => {
    it('takes the brief’s request without answers while nothing is required', async () => {
      const lister = await createUser(t.app);
      const adopter = await createUser(t.app);
      const petId = await addPet(lister);
      const response = await inject('POST', '/api/adoptionUsers', adopter, { petId, ...contact });
      expect(response.statusCode, response.body).toBe(200);
      const { insertedId } = json<{ insertedId: string }>(response);
      expect(await receivedBy(lister, insertedId)).toMatchObject({ answers: [], profile: null });
    });

    it('refuses a missing or invalid answer with 400 naming it', async () => {
      const lister = await createUser(t.app);
      const adopter = await createUser(t.app);
      await saveQuestions(lister, QUESTIONS);
      const petId = await addPet(lister);
      const cases: [object[] | undefined, Record<string, string>][] = [
        [undefined, { 'answers.fence': applicationTexts.answerRequired('Is your yard fenced?') }],
        [
          [{ questionId: 'fence', answer: '   ' }],
          { 'answers.fence': applicationTexts.answerRequired('Is your yard fenced?') },
        ],
        [[{ questionId: 'fence', answer: 'maybe' }], { 'answers.fence': 'Answer yes or no.' }],
        [
          [
            { questionId: 'fence', answer: 'Yes' },
            { questionId: 'home', answer: 'Castle' },
          ],
          { 'answers.fence': 'Answer yes or no.', 'answers.home': 'Choose one of the options.' },
        ],
      ];
      for (const [answers, fields] of cases) {
        const response = await inject('POST', '/api/adoptionUsers', adopter, {
          petId,
          ...contact,
          ...(answers ? { answers } : {}),
        });
        expect(response.statusCode, JSON.stringify(answers)).toBe(400);
        const { error } = json<Fields>(response);
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.message).toBe('Some fields are not valid.');
        expect(error.fields).toEqual(fields);
      }
      const tooLong = await inject('POST', '/api/adoptionUsers', adopter, {
        petId,
        ...contact,
        answers: [{ questionId: 'why', answer: 'x'.repeat(2001) }],
      });
      expect(tooLong.statusCode).toBe(400);
      expect(json<Fields>(tooLong).error.fields['answers.0.answer']).toBe(
        applicationTexts.answerTooLong,
      );
      // None of them made a request.
      const sent = await inject(
        'GET',
        `/api/adoptionUsers?adoptorEmail=${encodeURIComponent(adopter.email)}`,
        adopter,
      );
      expect(json(sent)).toEqual([]);
    });

    it('keeps what was sent as it was: later edits of questions and profile change nothing', async () => {
      const lister = await createUser(t.app);
      const adopter = await createUser(t.app);
      await saveQuestions(lister, QUESTIONS);
      await inject('PUT', '/api/adopter-profile', adopter, PROFILE);
      const petId = await addPet(lister);
      const response = await inject('POST', '/api/adoptionUsers', adopter, {
        petId,
        ...contact,
        answers: [
          { questionId: 'why', answer: ' He looked at me. ' },
          { questionId: 'fence', answer: 'yes' },
          { questionId: 'home', answer: 'Flat' },
          // Not asked by this lister: dropped.
          { questionId: 'colour', answer: 'Blue' },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const { insertedId } = json<{ insertedId: string }>(response);
      const expected = {
        // In the lister's order, each with the question as it was asked.
        answers: [
          { questionId: 'fence', question: 'Is your yard fenced?', answer: 'yes' },
          { questionId: 'home', question: 'Where do you live?', answer: 'Flat' },
          { questionId: 'why', question: 'Why this pet?', answer: 'He looked at me.' },
        ],
        // Not sent with the request: the saved profile, copied.
        profile: PROFILE,
      };
      expect(await receivedBy(lister, insertedId)).toMatchObject(expected);
      expect(await sentBy(adopter, insertedId)).toMatchObject(expected);

      await saveQuestions(lister, [
        { ...QUESTIONS[0]!, label: 'Fenced garden?' },
        { id: 'new', label: 'Anything else?', type: 'text', options: [], required: true },
      ]);
      await inject('PUT', '/api/adopter-profile', adopter, { adults: 5, about: 'Changed.' });
      expect(await receivedBy(lister, insertedId)).toMatchObject(expected);
      expect(await sentBy(adopter, insertedId)).toMatchObject(expected);
    });

    it('keeps the profile sent with the request rather than the saved one', async () => {
      const lister = await createUser(t.app);
      const adopter = await createUser(t.app);
      await inject('PUT', '/api/adopter-profile', adopter, PROFILE);
      const petId = await addPet(lister);
      const sent: AdopterProfile = { adults: 1, homeType: 'apartment', yard: 'none' };
      const response = await inject('POST', '/api/adoptionUsers', adopter, {
        petId,
        ...contact,
        profile: sent,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { insertedId } = json<{ insertedId: string }>(response);
      expect((await receivedBy(lister, insertedId))?.profile).toEqual(sent);
      // The saved profile is not changed by what one request sent.
      expect(json(await inject('GET', '/api/adopter-profile', adopter))).toEqual(PROFILE);
      const bad = await inject('POST', '/api/adoptionUsers', adopter, {
        petId: await addPet(lister),
        ...contact,
        profile: { yard: 'huge' },
      });
      expect(bad.statusCode).toBe(400);
      expect(json<Fields>(bad).error.fields['profile.yard']).toBe(
        'Choose fenced, not fenced or no yard.',
      );
    });

    it('shows answers and profile to the owner, the adopter and admins only', async () => {
      const lister = await createUser(t.app);
      const adopter = await createUser(t.app);
      await saveQuestions(lister, QUESTIONS);
      const petId = await addPet(lister);
      const response = await inject('POST', '/api/adoptionUsers', adopter, {
        petId,
        ...contact,
        answers: [{ questionId: 'fence', answer: 'no' }],
        profile: PROFILE,
      });
      const { insertedId } = json<{ insertedId: string }>(response);
      const kept = {
        answers: [{ questionId: 'fence', question: 'Is your yard fenced?', answer: 'no' }],
        profile: PROFILE,
      };
      expect(await receivedBy(lister, insertedId)).toMatchObject(kept);
      expect(await sentBy(adopter, insertedId)).toMatchObject(kept);
      const all = json<AdoptionRequest[]>(await inject('GET', '/api/adoptionUsers', admin));
      expect(all.find((r) => r._id === insertedId)).toMatchObject(kept);
      // Anyone else signed in gets neither list, nor the lister's settings or the profile.
      for (const query of [`email=${lister.email}`, `adoptorEmail=${adopter.email}`]) {
        const refused = await inject(
          'GET',
          `/api/adoptionUsers?${query.replace('@', '%40')}`,
          other,
        );
        expect(refused.statusCode).toBe(403);
        expect(refused.body).not.toContain('Is your yard fenced?');
        expect(refused.body).not.toContain(PROFILE.about);
      }
      expect((await inject('GET', '/api/adoptionUsers', other)).statusCode).toBe(400);
      expect(json(await inject('GET', '/api/adopter-profile', other))).toEqual({});
    });

    it('erases answers and profile with the phone and address', async () => {
      const lister = await createUser(t.app);
      const adopter = await createUser(t.app);
      await saveQuestions(lister, QUESTIONS);
      const answers = [{ questionId: 'fence', answer: 'yes' }];
      const ask = async () => {
        const petId = await addPet(lister);
        const response = await inject('POST', '/api/adoptionUsers', adopter, {
          petId,
          ...contact,
          answers,
          profile: PROFILE,
        });
        expect(response.statusCode, response.body).toBe(200);
        return json<{ insertedId: string }>(response).insertedId;
      };
      const erased = { phoneNumber: '', address: '', answers: [], profile: null };

      // The owner rejects: the adopter's list shows it declined, with nothing kept.
      const rejected = await ask();
      expect((await inject('DELETE', `/api/adoptionUsers/${rejected}`, lister)).statusCode).toBe(
        200,
      );
      expect(await sentBy(adopter, rejected)).toMatchObject({ status: 'declined', ...erased });

      // Decided longer ago than the retention period: erased by the job; a recent one kept.
      const old = await ask();
      const recent = await ask();
      for (const id of [old, recent]) {
        expect((await inject('PATCH', `/api/adoptionUsers/${id}/accept`, lister)).statusCode).toBe(
          200,
        );
      }
      const day = 24 * 60 * 60 * 1000;
      const now = new Date();
      await t.handle.db
        .update(adoptionRequests)
        .set({ decidedAt: new Date(now.getTime() - (ADOPTION_CONTACT_RETENTION_DAYS + 1) * day) })
        .where(eq(adoptionRequests.id, old));
      // Only the answers left (the phone and address already gone): still erased.
      await t.handle.db
        .update(adoptionRequests)
        .set({ phoneNumber: '', address: '' })
        .where(eq(adoptionRequests.id, old));
      expect(await eraseExpiredAdoptionContacts(t.handle.db, now)).toBe(1);
      expect(await sentBy(adopter, old)).toMatchObject({ status: 'accepted', ...erased });
      expect(await sentBy(adopter, recent)).toMatchObject({ ...contact, profile: PROFILE });
      expect(await eraseExpiredAdoptionContacts(t.handle.db, now)).toBe(0);
    });
  });
});
