import {
  checkAnswers,
  CreateAdoptionRequestSchema,
  fieldErrorsOf,
  type ApplicationQuestion,
  type CreateAdoptionRequest,
} from '@pet-adoption/shared';

import {
  ADOPT_PROFILE_PREFIX,
  checkProfile,
  profileFieldNames,
  readProfileValues,
} from './profile-form';

/**
 * Adopt Now's form as a request, the same with scripts (the dialog) and without them (the form's
 * page and its route action): the contact fields, an answer per question
 * (`answers.<questionId>`), and the profile under `profile.`.
 */

/** An answer's field name: the API names its messages the same (`answers.<questionId>`). */
export const answerField = (questionId: string) => `answers.${questionId}`;

export const CONTACT_FIELDS = ['phoneNumber', 'address'] as const;

/** The form's fields in their order on screen: what the error summary lists. */
export const adoptFields = (questions: readonly ApplicationQuestion[]): string[] => [
  ...CONTACT_FIELDS,
  ...questions.map((question) => answerField(question.id)),
  ...profileFieldNames(ADOPT_PROFILE_PREFIX),
];

export type AdoptFormRead =
  | { request: CreateAdoptionRequest; errors: null }
  | { request: null; errors: Record<string, string> };

/** The form checked by the shared rules: the request to send, or what to fix, by field. */
export function readAdoptForm(
  get: (name: string) => unknown,
  petId: string,
  questions: readonly ApplicationQuestion[],
): AdoptFormRead {
  const text = (name: string) => {
    const value = get(name);
    return typeof value === 'string' ? value : '';
  };
  const errors: Record<string, string> = {};
  const answers = checkAnswers(
    questions,
    questions.map((question) => ({
      questionId: question.id,
      answer: text(answerField(question.id)),
    })),
  );
  const profile = checkProfile(readProfileValues(get, ADOPT_PROFILE_PREFIX));
  const parsed = CreateAdoptionRequestSchema.safeParse({
    petId,
    phoneNumber: text('phoneNumber'),
    address: text('address'),
    answers: answers.answers,
    ...(profile.profile && { profile: profile.profile }),
  });
  if (!parsed.success) {
    for (const [path, message] of Object.entries(fieldErrorsOf(parsed.error.issues))) {
      const field = CONTACT_FIELDS.find((name) => name === path);
      if (field) errors[field] ??= message;
    }
  }
  Object.assign(errors, answers.problems);
  for (const [field, message] of Object.entries(profile.errors ?? {})) {
    if (message) errors[`${ADOPT_PROFILE_PREFIX}${field}`] = message;
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { request: null, errors };
  return { request: parsed.data, errors: null };
}

/**
 * The API's messages under the form's fields: a contact field, an answer (`answers.<id>`), or
 * the profile's (`profile.children.2` under the children's field).
 */
export function adoptErrorsOf(
  messages: Readonly<Record<string, string>>,
  fields: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(messages)) {
    const field = fields.find(
      (name) =>
        name === path || (name.startsWith(ADOPT_PROFILE_PREFIX) && path.startsWith(`${name}.`)),
    );
    if (field) errors[field] ??= message;
  }
  return errors;
}
