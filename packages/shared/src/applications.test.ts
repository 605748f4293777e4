import { describe, expect, it } from 'vitest';
import {
  AdopterProfileSchema,
  ApplicationSettingsSchema,
  applicationTexts,
  checkAnswers,
  DEFAULT_APPLICATION_QUESTIONS,
  type ApplicationQuestion,
} from './applications';

const questions: ApplicationQuestion[] = [
  { id: 'yard', label: 'Do you have a yard?', type: 'yesNo', options: [], required: true },
  { id: 'home', label: 'Home', type: 'choice', options: ['House', 'Flat'], required: false },
  { id: 'why', label: 'Why this pet?', type: 'longText', options: [], required: false },
];

describe('application questions', () => {
  it('the default set is valid and asks nothing required', () => {
    const parsed = ApplicationSettingsSchema.safeParse({
      questions: DEFAULT_APPLICATION_QUESTIONS,
    });
    expect(parsed.success).toBe(true);
    expect(DEFAULT_APPLICATION_QUESTIONS.some((question) => question.required)).toBe(false);
  });

  it('names the field of a bad question', () => {
    const parsed = ApplicationSettingsSchema.safeParse({
      questions: [
        { id: 'a', label: 'Pick', type: 'choice', options: ['Only one'] },
        { id: 'b', label: '', type: 'text' },
        { id: 'c', label: 'Yes?', type: 'yesNo', options: ['x', 'y'] },
      ],
      terms: 'x'.repeat(5001),
    });
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining([
        'questions.0.options',
        'questions.1.label',
        'questions.2.options',
        'terms',
      ]),
    );
  });

  it('refuses more than 20 questions and two with one id', () => {
    const many = Array.from({ length: 21 }, (_, i) => ({ id: `q${i}`, label: 'Q', type: 'text' }));
    expect(ApplicationSettingsSchema.safeParse({ questions: many }).success).toBe(false);
    const twice = [
      { id: 'same', label: 'One', type: 'text' },
      { id: 'same', label: 'Two', type: 'text' },
    ];
    expect(ApplicationSettingsSchema.safeParse({ questions: twice }).success).toBe(false);
  });
});

describe('checkAnswers', () => {
  it('asks for a missing required answer by its field', () => {
    expect(checkAnswers(questions, []).problems).toEqual({
      'answers.yard': applicationTexts.answerRequired('Do you have a yard?'),
    });
  });

  it('refuses a yes/no that is neither and an option not offered; drops unknown questions', () => {
    const { answers, problems } = checkAnswers(questions, [
      { questionId: 'yard', answer: 'maybe' },
      { questionId: 'home', answer: 'Castle' },
      { questionId: 'nope', answer: 'ignored' },
      { questionId: 'why', answer: ' Love ' },
    ]);
    expect(problems).toEqual({
      'answers.yard': applicationTexts.answerYesNo,
      'answers.home': applicationTexts.answerChoice,
    });
    expect(answers).toEqual([{ questionId: 'why', answer: 'Love' }]);
  });
});

describe('adopter profile', () => {
  it('takes every field optional, and checks the ones given', () => {
    expect(AdopterProfileSchema.safeParse({}).success).toBe(true);
    expect(
      AdopterProfileSchema.safeParse({
        adults: 2,
        children: [4, 9],
        homeType: 'house',
        ownOrRent: 'rent',
        landlordAllowsPets: true,
        yard: 'fenced',
        hoursAlone: 4,
      }).success,
    ).toBe(true);
    const bad = AdopterProfileSchema.safeParse({
      homeType: 'castle',
      children: [30],
      hoursAlone: 25,
    });
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['homeType', 'children.0', 'hoursAlone']),
    );
  });
});
