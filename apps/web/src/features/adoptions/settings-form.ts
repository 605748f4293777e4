import {
  MAX_QUESTIONS,
  QUESTION_TYPES,
  type ApplicationSettings,
  type QuestionType,
} from '@pet-adoption/shared';

/**
 * The application settings form as the browser sends it, with or without scripts: each question
 * under indexed names (`questions.0.label`, `questions.0.type`, …, its `id` in a hidden field),
 * then the terms. Add, Remove and the moves are submit buttons named `intent` (`add`,
 * `remove:2`, `up:3`), so without scripts the route's action applies them to the posted list and
 * shows the form again; with scripts the same buttons change the screen's own list.
 */

/** One question as typed: the options as the textarea holds them, one per line. */
export type DraftQuestion = {
  id: string;
  label: string;
  type: string;
  options: string;
  required: boolean;
};
export type SettingsDraft = { questions: DraftQuestion[]; terms: string };

export const QUESTION_PARTS = ['id', 'label', 'type', 'options', 'required'] as const;
export type QuestionPart = (typeof QUESTION_PARTS)[number];

export const questionField = (index: number, part: QuestionPart) => `questions.${index}.${part}`;
export const INTENT_FIELD = 'intent';
export const TERMS_FIELD = 'terms';
/** A message about the list as a whole (too many questions, an id given twice). */
export const QUESTIONS_FIELD = 'questions';

/** A hand-made post cannot make the server read an endless list. */
const MAX_READ = MAX_QUESTIONS + 1;

/** The draft from a form's fields (FormData, or the flat values a refusal carries back). */
export function readDraft(get: (name: string) => unknown): SettingsDraft {
  const text = (name: string) => {
    const value = get(name);
    return typeof value === 'string' ? value : '';
  };
  const questions: DraftQuestion[] = [];
  for (let index = 0; index < MAX_READ; index += 1) {
    if (typeof get(questionField(index, 'id')) !== 'string') break;
    questions.push({
      id: text(questionField(index, 'id')),
      label: text(questionField(index, 'label')),
      type: text(questionField(index, 'type')),
      options: text(questionField(index, 'options')),
      required: text(questionField(index, 'required')) === 'on',
    });
  }
  return { questions, terms: text(TERMS_FIELD) };
}

export const draftFromForm = (form: FormData) => readDraft((name) => form.get(name) ?? undefined);

export const draftFromValues = (values: Readonly<Record<string, string>>) =>
  readDraft((name) => values[name]);

/** The draft as flat form values, to send back with the page. */
export function draftValues(draft: SettingsDraft): Record<string, string> {
  const values: Record<string, string> = { [TERMS_FIELD]: draft.terms };
  draft.questions.forEach((question, index) => {
    values[questionField(index, 'id')] = question.id;
    values[questionField(index, 'label')] = question.label;
    values[questionField(index, 'type')] = question.type;
    values[questionField(index, 'options')] = question.options;
    values[questionField(index, 'required')] = question.required ? 'on' : '';
  });
  return values;
}

export function draftFromSettings(settings: ApplicationSettings): SettingsDraft {
  return {
    questions: settings.questions.map((question) => ({
      id: question.id,
      label: question.label,
      type: question.type,
      options: question.options.join('\n'),
      required: question.required,
    })),
    terms: settings.terms,
  };
}

const isQuestionType = (type: string): type is QuestionType =>
  (QUESTION_TYPES as readonly string[]).includes(type);

/**
 * The draft as the API's body, for ApplicationSettingsSchema to check: options one per line,
 * blank lines left out, and only for a question answered by choosing (a form without scripts
 * shows the options box for every question).
 */
export function settingsInput(draft: SettingsDraft) {
  return {
    questions: draft.questions.map((question) => ({
      id: question.id,
      label: question.label,
      type: question.type,
      options:
        isQuestionType(question.type) && question.type === 'choice'
          ? question.options
              .split(/\r?\n/)
              .map((line) => line.trim())
              .filter(Boolean)
          : [],
      required: question.required,
    })),
    terms: draft.terms,
  };
}

/** A new question's id: unique enough within one lister's twenty. */
export function newQuestionId(): string {
  const bytes = new Uint8Array(6);
  globalThis.crypto.getRandomValues(bytes);
  return `q-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

export const newQuestion = (): DraftQuestion => ({
  id: newQuestionId(),
  label: '',
  type: 'text',
  options: '',
  required: false,
});

export type SettingsIntent =
  { kind: 'save' } | { kind: 'add' } | { kind: 'remove' | 'up' | 'down'; index: number };

/** What a button of the form asks; anything else is a plain Save (Enter in a field). */
export function parseIntent(value: unknown): SettingsIntent {
  if (value === 'add') return { kind: 'add' };
  if (typeof value === 'string') {
    const match = /^(remove|up|down):(\d{1,2})$/.exec(value);
    if (match) {
      return { kind: match[1] as 'remove' | 'up' | 'down', index: Number(match[2]) };
    }
  }
  return { kind: 'save' };
}

export const intentValue = (kind: 'remove' | 'up' | 'down', index: number) => `${kind}:${index}`;

/**
 * Where focus goes once the list has changed: the new question's label, the moved question's
 * button, or after a removal the next question (the Add button when none is left).
 */
export type DraftFocus =
  { to: 'label'; index: number } | { to: 'up' | 'down'; index: number } | { to: 'add' };

export type AppliedIntent = { draft: SettingsDraft; focus: DraftFocus } | null;

/** The list after Add, Remove or a move; null when the button asks for nothing possible. */
export function applyIntent(
  draft: SettingsDraft,
  intent: SettingsIntent,
  makeQuestion: () => DraftQuestion = newQuestion,
): AppliedIntent {
  const { questions } = draft;
  const count = questions.length;
  if (intent.kind === 'save') return null;
  if (intent.kind === 'add') {
    if (count >= MAX_QUESTIONS) return null;
    return {
      draft: { ...draft, questions: [...questions, makeQuestion()] },
      focus: { to: 'label', index: count },
    };
  }
  const { index } = intent;
  if (index >= count) return null;
  if (intent.kind === 'remove') {
    const next = questions.filter((_, at) => at !== index);
    return {
      draft: { ...draft, questions: next },
      focus:
        next.length === 0
          ? { to: 'add' }
          : { to: 'label', index: Math.min(index, next.length - 1) },
    };
  }
  const target = intent.kind === 'up' ? index - 1 : index + 1;
  if (target < 0 || target >= count) return null;
  const next = [...questions];
  [next[index], next[target]] = [next[target]!, next[index]!];
  // The same button again, unless the question reached the end it was moving to.
  const atEnd = intent.kind === 'up' ? target === 0 : target === count - 1;
  const button = atEnd ? (intent.kind === 'up' ? 'down' : 'up') : intent.kind;
  return { draft: { ...draft, questions: next }, focus: { to: button, index: target } };
}

/**
 * A message's field as the form shows it: an option's own message goes under the options box,
 * an id's under the question (the id is a hidden field).
 */
export function formFieldOf(path: string): string {
  const match = /^questions\.(\d+)\.(\w+)/.exec(path);
  if (!match)
    return path === TERMS_FIELD || path.startsWith(`${TERMS_FIELD}.`)
      ? TERMS_FIELD
      : QUESTIONS_FIELD;
  const part = match[2] === 'id' || match[2] === 'required' ? 'label' : match[2];
  return `questions.${match[1]}.${part}`;
}

/** Messages keyed by the form's fields, the first for a field winning. */
export function formFieldErrors(
  messages: Readonly<Record<string, string>>,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) fields[formFieldOf(path)] ??= message;
  return fields;
}

/**
 * The form's fields in their order on screen, for as many questions as a list may have: what
 * the error summary lists, the same whatever the list's length (a message names its question
 * by place).
 */
export const SETTINGS_FIELDS: readonly string[] = [
  ...Array.from({ length: MAX_QUESTIONS }, (_, index) => [
    questionField(index, 'label'),
    questionField(index, 'type'),
    questionField(index, 'options'),
  ]).flat(),
  QUESTIONS_FIELD,
  TERMS_FIELD,
];
