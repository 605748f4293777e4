import { applicationTexts, type Pet } from '@pet-adoption/shared';
import { describe, expect, it } from 'vitest';
import { json, mockApi, type ApiHandlers } from '@/testing/mocks/api';
import { makeApplication, makePet } from '@/testing/mocks/data';
import { actOnApplicationSettings } from './application-settings.server';
import { saveAdopterProfileForm } from './adopter-profile.server';
import { askToAdopt } from './ask-to-adopt.server';

/*
 * The application forms of docs/product.md §2 as the browser sends them without scripts: the
 * application settings (with Add, Remove and the moves applied to the posted list), the adopter
 * profile, and Adopt Now with the lister's questions.
 */

const post = (path: string, fields: [string, string][]) =>
  new Request(`http://localhost${path}`, { method: 'POST', body: new URLSearchParams(fields) });

/** What a route action answered: a redirect, or the page again with its data. */
function answerOf(result: unknown) {
  if (result instanceof Response) {
    return {
      status: result.status,
      location: result.headers.get('location'),
      cookie: result.headers.get('set-cookie') ?? '',
    };
  }
  const { data, init } = result as {
    data: Record<string, unknown>;
    init: { status?: number } | null;
  };
  return { status: init?.status ?? 200, ...data };
}

/** The API's calls, recorded: "METHOD /path" and the body sent. */
function recordCalls(handlers: ApiHandlers) {
  const calls: [string, unknown][] = [];
  const recorded: ApiHandlers = {};
  for (const [key, handler] of Object.entries(handlers)) {
    recorded[key as keyof ApiHandlers] = (request) => {
      const body = request.init?.body;
      calls.push([key, typeof body === 'string' ? JSON.parse(body) : body]);
      return handler!(request);
    };
  }
  mockApi(recorded);
  return calls;
}

const question = (index: number, id: string, label: string, extra: [string, string][] = []) =>
  [
    [`questions.${index}.id`, id],
    [`questions.${index}.label`, label],
    [`questions.${index}.type`, 'text'],
    [`questions.${index}.options`, ''],
    ...extra,
  ] as [string, string][];

const twoQuestions = [
  ...question(0, 'a', 'First?'),
  ...question(1, 'b', 'Second?'),
  ['terms', 'Be kind.'],
] as [string, string][];
const settingsHref = '/dashboard/applicationSettings';

describe('application settings, sent without scripts', () => {
  it('adds a question to the posted list and shows the form again, saving nothing', async () => {
    const calls = recordCalls({});
    const answer = answerOf(
      await actOnApplicationSettings(post(settingsHref, [...twoQuestions, ['intent', 'add']])),
    );
    expect(answer).toMatchObject({
      status: 200,
      draft: {
        'questions.0.label': 'First?',
        'questions.1.label': 'Second?',
        'questions.2.label': '',
        'questions.2.type': 'text',
        terms: 'Be kind.',
      },
      focus: { to: 'label', index: 2 },
    });
    expect(
      (answer as unknown as { draft: Record<string, string> }).draft['questions.2.id'],
    ).toMatch(/^q-/);
    expect(calls).toEqual([]);
  });

  it('moves a question down and removes one', async () => {
    recordCalls({});
    const moved = answerOf(
      await actOnApplicationSettings(post(settingsHref, [...twoQuestions, ['intent', 'down:0']])),
    );
    expect(moved).toMatchObject({
      draft: { 'questions.0.id': 'b', 'questions.1.id': 'a' },
      // At the bottom now: its Up button keeps focus.
      focus: { to: 'up', index: 1 },
    });
    const removed = answerOf(
      await actOnApplicationSettings(post(settingsHref, [...twoQuestions, ['intent', 'remove:0']])),
    );
    expect(removed).toMatchObject({
      draft: { 'questions.0.id': 'b' },
      focus: { to: 'label', index: 0 },
    });
    expect((removed as unknown as { draft: object }).draft).not.toHaveProperty('questions.1.id');
  });

  it('saves with the same call as with scripts, then back with the notice', async () => {
    const calls = recordCalls({
      'PUT /application-settings': ({ init }) => json(JSON.parse(init?.body as string)),
    });
    const answer = answerOf(
      await actOnApplicationSettings(
        post(settingsHref, [
          ...question(0, 'a', 'First?', [['questions.0.required', 'on']]),
          // Options typed for a question that is not a choice are left out.
          ...question(1, 'b', 'Pick one', [['questions.1.options', 'x\ny']]),
          ['terms', ''],
        ]),
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: settingsHref });
    expect(answer.cookie).toContain('notice=applicationSettingsSaved');
    expect(calls).toEqual([
      [
        'PUT /application-settings',
        {
          questions: [
            { id: 'a', label: 'First?', type: 'text', options: [], required: true },
            { id: 'b', label: 'Pick one', type: 'text', options: [], required: false },
          ],
          terms: '',
        },
      ],
    ]);
  });

  it('refuses a choice with one option under its options field, asking nothing', async () => {
    const calls = recordCalls({});
    const answer = answerOf(
      await actOnApplicationSettings(
        post(settingsHref, [
          ['questions.0.id', 'a'],
          ['questions.0.label', 'Pick one'],
          ['questions.0.type', 'choice'],
          ['questions.0.options', 'only'],
        ]),
      ),
    );
    expect(answer).toMatchObject({
      status: 400,
      refusal: { fields: { 'questions.0.options': 'Give 2 to 10 options.' }, message: null },
    });
    expect(calls).toEqual([]);
  });
});

describe('adopter profile, sent without scripts', () => {
  it('saves the profile read as numbers and lists, then back with the notice', async () => {
    const calls = recordCalls({
      'PUT /adopter-profile': ({ init }) => json(JSON.parse(init?.body as string)),
    });
    const answer = answerOf(
      await saveAdopterProfileForm(
        post('/dashboard/adopterProfile', [
          ['adults', '2'],
          ['children', '4, 9'],
          ['homeType', 'apartment'],
          ['ownOrRent', 'own'],
          // Shown to everyone without scripts; counts only for a renter.
          ['landlordAllowsPets', 'no'],
          ['yard', ''],
          ['hoursAlone', '4'],
          ['otherPets', ' A cat '],
          ['experience', ''],
          ['about', ''],
        ]),
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: '/dashboard/adopterProfile' });
    expect(answer.cookie).toContain('notice=adopterProfileSaved');
    expect(calls).toEqual([
      [
        'PUT /adopter-profile',
        {
          adults: 2,
          children: [4, 9],
          homeType: 'apartment',
          ownOrRent: 'own',
          hoursAlone: 4,
          otherPets: 'A cat',
        },
      ],
    ]);
  });

  it('refuses an age out of range under the children field', async () => {
    recordCalls({});
    const answer = answerOf(
      await saveAdopterProfileForm(post('/dashboard/adopterProfile', [['children', '4, 30']])),
    );
    expect(answer).toMatchObject({
      status: 400,
      refusal: { fields: { children: 'A child is 17 or younger.' }, values: { children: '4, 30' } },
    });
  });
});

describe('Adopt Now, sent without scripts', () => {
  const milo: Pet = makePet({ _id: 'p1', petName: 'Milo' });
  const application = makeApplication({
    questions: [{ id: 'why', label: 'Why Milo?', type: 'text', options: [], required: true }],
  });
  const contact: [string, string][] = [
    ['phoneNumber', '01711000000'],
    ['address', 'Dhaka'],
  ];

  it('refuses a missing required answer under its question, with what was typed', async () => {
    const calls = recordCalls({ 'GET /petListing/p1/application': () => application });
    const answer = answerOf(
      await askToAdopt(
        post('/petDetails/p1/adopt', [...contact, ['profile.adults', '2']]),
        milo,
        '/petDetails/p1',
      ),
    );
    expect(answer).toMatchObject({
      status: 400,
      refusal: {
        fields: { 'answers.why': applicationTexts.answerRequired('Why Milo?') },
        values: { phoneNumber: '01711000000', 'profile.adults': '2' },
      },
    });
    expect(calls.map(([call]) => call)).toEqual(['GET /petListing/p1/application']);
  });

  it('sends the answers and the profile, then back to the pet with the notice', async () => {
    const calls = recordCalls({
      'GET /petListing/p1/application': () => application,
      'POST /adoptionUsers': () => ({ insertedId: 'a1' }),
    });
    const answer = answerOf(
      await askToAdopt(
        post('/petDetails/p1/adopt', [
          ...contact,
          ['answers.why', 'Naps.'],
          ['profile.adults', '2'],
          ['profile.children', ''],
        ]),
        milo,
        '/petDetails/p1',
      ),
    );
    expect(answer).toMatchObject({ status: 302, location: '/petDetails/p1' });
    expect(answer.cookie).toContain('notice=adoptionAsked');
    expect(calls[1]).toEqual([
      'POST /adoptionUsers',
      {
        petId: 'p1',
        phoneNumber: '01711000000',
        address: 'Dhaka',
        answers: [{ questionId: 'why', answer: 'Naps.' }],
        profile: { adults: 2, children: [] },
      },
    ]);
  });
});
