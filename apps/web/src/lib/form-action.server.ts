import { fieldErrorsOf, texts, type FieldIssue, type NoticeKey } from '@pet-adoption/shared';
import { data, redirect } from 'react-router';
import { ApiError } from './api-error';
import type { FormRefusal } from './form-refusal';
import { noticeCookie } from './notice.server';

/**
 * What route actions share: reading a form the browser sent, refusing it the way the app does
 * with scripts, and going on with a sentence for the next page. The rules and the calls stay the
 * features' own (the shared zod schema, the same API request as with scripts).
 */

/** The form's text fields by name; `secret` ones (a password) are never sent back. */
export function formValues(
  form: FormData,
  names: readonly string[],
  { secret = [] }: { secret?: readonly string[] } = {},
): { all: Record<string, string>; shown: Record<string, string> } {
  const all: Record<string, string> = {};
  for (const name of names) {
    const value = form.get(name);
    all[name] = typeof value === 'string' ? value : '';
  }
  const shown = Object.fromEntries(Object.entries(all).filter(([name]) => !secret.includes(name)));
  return { all, shown };
}

/** Answers the page again, status 400, with the form as it was and what to fix. */
export const refuse = (refusal: FormRefusal) => data({ refusal }, { status: 400 });

/** The form's own check failed: one message per field, as `showIssues` does with scripts. */
export const refusalFromIssues = (
  issues: readonly FieldIssue[],
  values: Record<string, string>,
): FormRefusal => ({ fields: fieldErrorsOf(issues), message: null, values });

type FailureOptions = {
  /** The server's names for this form's fields, where they differ (`image` for `photoURL`). */
  aliases?: Readonly<Record<string, string>>;
  /** The sentence for a failure no field explains; by default the error's own message. */
  describe?: (error: unknown) => string;
};

/**
 * A call failed: the server's field messages under their fields or, when none of the form's
 * fields explains it, a sentence for the whole form; as `showFailure` does with scripts.
 */
export function refusalFromError(
  error: unknown,
  values: Record<string, string>,
  fieldNames: readonly string[],
  { aliases = {}, describe = describeFailure }: FailureOptions = {},
): FormRefusal {
  const fields: Record<string, string> = {};
  if (error instanceof ApiError) {
    for (const [path, message] of Object.entries(error.fields)) {
      const field = aliases[path] ?? (fieldNames.includes(path) ? path : undefined);
      if (field) fields[field] ??= message;
    }
  }
  if (Object.keys(fields).length > 0) return { fields, message: null, values };
  return { fields: {}, message: describe(error), values };
}

const describeFailure = (error: unknown) =>
  error instanceof Error && error.message ? error.message : texts.forms.unexpected;

/**
 * The form did what it says: on to `to` (a path on this site), where `notice` tells the person
 * so. `headers` carries what the call set for the browser (the session cookie of a sign-in).
 */
export function succeed(
  to: string,
  notice?: { key: NoticeKey; name?: string },
  headers: Headers = new Headers(),
) {
  if (notice) headers.append('set-cookie', noticeCookie(notice.key, notice.name));
  return redirect(to, { headers });
}
