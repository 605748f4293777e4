import { z } from 'zod/mini';
import { groupDigits } from './digits';

/**
 * A real adoption application: the lister's own questions and terms, kept once for all their
 * pets, and the adopter's profile, written once for every pet. Rules and sentences shared by the
 * API and the web forms.
 */

export const QUESTION_TYPES = ['text', 'longText', 'yesNo', 'choice'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Short answer',
  longText: 'Long answer',
  yesNo: 'Yes or no',
  choice: 'One of several options',
};

export const MAX_QUESTIONS = 20;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = 10;
export const MAX_TERMS = 5000;
/** The longest answer a person may give to one question. */
export const MAX_ANSWER = 2000;

export const applicationTexts = {
  settingsHeading: 'Application questions',
  settingsIntro:
    'Every person who asks to adopt one of your pets answers these questions. Up to 20; mark a question required only if you cannot decide without it.',
  termsLabel: 'Adoption terms',
  termsHint: 'Shown to the adopter before an adoption is completed. Up to 5,000 characters.',
  questionLabel: 'Question',
  typeLabel: 'Answer type',
  optionsLabel: 'Options, one per line',
  requiredLabel: 'Required',
  addQuestion: 'Add a question',
  removeQuestion: (label: string) => `Remove the question “${label}”`,
  moveUp: (label: string) => `Move “${label}” up`,
  moveDown: (label: string) => `Move “${label}” down`,
  save: 'Save questions and terms',
  saved: 'Your application questions and terms are saved.',
  profileHeading: 'Adopter profile',
  profileIntro:
    'What every lister asks, written once: it fills in your adoption requests, and you can change it before each one.',
  profileSave: 'Save profile',
  profileSaved: 'Your adopter profile is saved.',
  labels: {
    adults: 'Adults in the household',
    children: 'Ages of children at home',
    childrenHint: 'Separate ages with commas, e.g. 4, 9. Leave empty for none.',
    homeType: 'Home type',
    ownOrRent: 'Do you own or rent?',
    landlordAllowsPets: 'Does your landlord allow pets?',
    yard: 'Yard',
    otherPets: 'Other pets',
    experience: 'Experience with animals',
    hoursAlone: 'Hours a pet would be alone per day',
    about: 'A few words about yourself',
  },
  options: {
    homeType: { house: 'House', apartment: 'Apartment', other: 'Other' },
    ownOrRent: { own: 'Own', rent: 'Rent' },
    yard: { fenced: 'Fenced', unfenced: 'Not fenced', none: 'No yard' },
    yesNo: { yes: 'Yes', no: 'No' },
  },
  questionsHeading: 'Questions',
  /** The move and remove buttons' visible words; their names say which question. */
  up: 'Up',
  down: 'Down',
  remove: 'Remove',
  questionNumber: (position: number) => `Question ${position}`,
  optionsHint: 'Only for a question answered by choosing one of several options.',
  noQuestions: 'No questions yet: adopters send their contact details and profile only.',
  maxQuestions: `You ask ${MAX_QUESTIONS} questions, the most there can be.`,
  questionAdded: (position: number) => `Question ${position} added.`,
  questionRemoved: (label: string) => `The question “${label}” is removed. Save to keep it so.`,
  questionMoved: (label: string, position: number, count: number) =>
    `“${label}” is now question ${position} of ${count}.`,
  notGiven: 'Not given',
  chooseOne: 'Choose one',
  numberExpected: 'Give a number.',
  agesExpected: 'Give ages as whole numbers separated by commas, e.g. 4, 9.',
  editProfileLink: 'Keep these answers in your adopter profile',
  listerQuestions: 'Questions from the lister',
  aboutYourHome: 'About your home',
  aboutYourHomeHint:
    'Filled in from your adopter profile. What you change here is sent with this request only.',
  applicationUnavailable: 'The questions for this pet could not be loaded.',
  answersAndProfile: 'Answers and profile',
  answersHeading: 'Answers',
  noChildren: 'None',
  answerRequired: (label: string) => `Answer “${label}”.`,
  answerYesNo: 'Answer yes or no.',
  answerChoice: 'Choose one of the options.',
  answerTooLong: `Keep the answer under ${MAX_ANSWER} characters.`,
} as const;

const text = (max: number, tooLong: string) =>
  z.string().check(z.trim(), z.maxLength(max, tooLong));

/** One question of a lister's application. `options` only for `choice`. */
export const ApplicationQuestionSchema = z
  .object({
    /** Stable across edits, so answers keep pointing at their question. */
    id: z
      .string()
      .check(z.regex(/^[a-zA-Z0-9_-]{1,40}$/, 'A question id is 1–40 letters or digits.')),
    label: z
      .string({ error: 'Write the question.' })
      .check(
        z.trim(),
        z.minLength(1, 'Write the question.'),
        z.maxLength(200, 'Keep the question under 200 characters.'),
      ),
    type: z.enum(QUESTION_TYPES, { error: 'Choose how the question is answered.' }),
    options: z._default(
      z.array(
        text(100, 'Keep each option under 100 characters.').check(
          z.minLength(1, 'An option cannot be empty.'),
        ),
      ),
      [],
    ),
    required: z._default(z.boolean(), false),
  })
  .check(
    z.superRefine((question, context) => {
      if (question.type === 'choice') {
        if (question.options.length < MIN_OPTIONS || question.options.length > MAX_OPTIONS) {
          context.addIssue({
            code: 'custom',
            path: ['options'],
            message: `Give ${MIN_OPTIONS} to ${MAX_OPTIONS} options.`,
          });
        } else if (new Set(question.options).size !== question.options.length) {
          context.addIssue({
            code: 'custom',
            path: ['options'],
            message: 'Give each option once.',
          });
        }
      } else if (question.options.length > 0) {
        context.addIssue({
          code: 'custom',
          path: ['options'],
          message: 'Only a question with options to choose from has options.',
        });
      }
    }),
  )
  .register(z.globalRegistry, { id: 'ApplicationQuestion' });
export type ApplicationQuestion = z.output<typeof ApplicationQuestionSchema>;

/** GET and PUT /api/application-settings: the caller's own questions and terms. */
export const ApplicationSettingsSchema = z
  .object({
    questions: z.array(ApplicationQuestionSchema).check(
      z.maxLength(MAX_QUESTIONS, `Ask at most ${MAX_QUESTIONS} questions.`),
      z.refine(
        (questions) => new Set(questions.map((question) => question.id)).size === questions.length,
        'Each question needs an id of its own.',
      ),
    ),
    terms: z._default(
      text(MAX_TERMS, `Keep the terms under ${groupDigits(MAX_TERMS)} characters.`),
      '',
    ),
  })
  .register(z.globalRegistry, { id: 'ApplicationSettings' });
export type ApplicationSettings = z.output<typeof ApplicationSettingsSchema>;

/** What a new account asks until its lister changes it: useful, and nothing required. */
export const DEFAULT_APPLICATION_QUESTIONS: readonly ApplicationQuestion[] = [
  {
    id: 'home-type',
    label: 'What kind of home do you live in?',
    type: 'choice',
    options: ['House', 'Apartment', 'Other'],
    required: false,
  },
  {
    id: 'other-pets',
    label: 'Which other pets live with you?',
    type: 'text',
    options: [],
    required: false,
  },
  {
    id: 'children',
    label: 'Are there children at home?',
    type: 'yesNo',
    options: [],
    required: false,
  },
  {
    id: 'hours-alone',
    label: 'How many hours a day would the pet be alone?',
    type: 'text',
    options: [],
    required: false,
  },
  {
    id: 'experience',
    label: 'Tell us about your experience with animals.',
    type: 'longText',
    options: [],
    required: false,
  },
];

/** One answer of an adoption request: `yes`/`no` for yesNo, one of the options for choice. */
export const ApplicationAnswerSchema = z
  .object({
    questionId: z.string().check(z.minLength(1), z.maxLength(40)),
    answer: z.string().check(z.trim(), z.maxLength(MAX_ANSWER, applicationTexts.answerTooLong)),
  })
  .register(z.globalRegistry, { id: 'ApplicationAnswer' });
export type ApplicationAnswer = z.output<typeof ApplicationAnswerSchema>;

/**
 * The answers checked against the lister's questions: the field (`answers.<questionId>`) and
 * sentence of each problem. Answers to questions the lister does not ask are dropped.
 */
export function checkAnswers(
  questions: readonly ApplicationQuestion[],
  answers: readonly ApplicationAnswer[],
): { answers: ApplicationAnswer[]; problems: Record<string, string> } {
  const given = new Map(answers.map((entry) => [entry.questionId, entry.answer.trim()]));
  const kept: ApplicationAnswer[] = [];
  const problems: Record<string, string> = {};
  for (const question of questions) {
    const answer = given.get(question.id) ?? '';
    const field = `answers.${question.id}`;
    if (answer === '') {
      if (question.required) problems[field] = applicationTexts.answerRequired(question.label);
      continue;
    }
    if (question.type === 'yesNo' && answer !== 'yes' && answer !== 'no') {
      problems[field] = applicationTexts.answerYesNo;
    } else if (question.type === 'choice' && !question.options.includes(answer)) {
      problems[field] = applicationTexts.answerChoice;
    } else if (answer.length > MAX_ANSWER) {
      problems[field] = applicationTexts.answerTooLong;
    } else {
      kept.push({ questionId: question.id, answer });
    }
  }
  return { answers: kept, problems };
}

/** An answer as kept with its request: the question as it was asked at that moment. */
export const AnsweredQuestionSchema = z
  .object({ questionId: z.string(), question: z.string(), answer: z.string() })
  .register(z.globalRegistry, { id: 'AnsweredQuestion' });
export type AnsweredQuestion = z.output<typeof AnsweredQuestionSchema>;

export const HOME_TYPES = ['house', 'apartment', 'other'] as const;
export const OWN_OR_RENT = ['own', 'rent'] as const;
export const YARDS = ['fenced', 'unfenced', 'none'] as const;

/** GET and PUT /api/adopter-profile: the caller's own; every field optional. */
export const AdopterProfileSchema = z
  .object({
    adults: z.optional(
      z
        .number()
        .check(
          z.int('Give a whole number.'),
          z.minimum(1, 'At least 1.'),
          z.maximum(20, 'At most 20.'),
        ),
    ),
    children: z.optional(
      z
        .array(
          z
            .number()
            .check(
              z.int('Give ages as whole numbers.'),
              z.minimum(0, 'An age is 0 or more.'),
              z.maximum(17, 'A child is 17 or younger.'),
            ),
        )
        .check(z.maxLength(10, 'List at most 10 children.')),
    ),
    homeType: z.optional(z.enum(HOME_TYPES, { error: 'Choose house, apartment or other.' })),
    ownOrRent: z.optional(z.enum(OWN_OR_RENT, { error: 'Choose own or rent.' })),
    landlordAllowsPets: z.optional(z.boolean()),
    yard: z.optional(z.enum(YARDS, { error: 'Choose fenced, not fenced or no yard.' })),
    otherPets: z.optional(text(500, 'Keep this under 500 characters.')),
    experience: z.optional(text(1000, 'Keep this under 1,000 characters.')),
    hoursAlone: z.optional(
      z.number().check(z.minimum(0, 'Give 0 to 24 hours.'), z.maximum(24, 'Give 0 to 24 hours.')),
    ),
    about: z.optional(text(1000, 'Keep this under 1,000 characters.')),
  })
  .register(z.globalRegistry, { id: 'AdopterProfile' });
export type AdopterProfile = z.output<typeof AdopterProfileSchema>;

/** GET /api/petListing/{id}/application: what asking for this pet takes. */
export const PetApplicationSchema = z
  .object({
    questions: z.array(ApplicationQuestionSchema),
    terms: z.string(),
    adoptionFee: z.number(),
    openRequests: z.number().check(z.int()),
    applicationCap: z.nullable(z.number().check(z.int())),
    acceptingApplications: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'PetApplication' });
export type PetApplication = z.output<typeof PetApplicationSchema>;
